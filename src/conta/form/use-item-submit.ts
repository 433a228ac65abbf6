import { useState, type FormEvent } from 'react';
import toast from '../../client/lazy-toast';
import { useT } from '../../client/use-t';
import type { ApiError } from '../../client/api-client';
import { saveItem } from './save-item';

/** The part of a zod form (use-zod-form) that saving an item needs. */
type SavableForm<V> = {
  data: unknown;
  reset: (values: V) => void;
  showServerErrors: (errors: Record<string, string[]> | undefined) => void;
};

/**
 * The submit of a content item's form (news, events, library): saves it, toasts `{resource}_created` or
 * `{resource}_updated`, puts the saved values back in the form and calls `onSaved`; field errors from the API go
 * under their fields, and `onFailed` sees the whole failure. Nothing is sent while the form is invalid, `blocked` (an
 * upload running) or already saving.
 */
export function useItemSubmit<T extends { id: string }, V>(options: {
  resource: string;
  item: T | null | undefined;
  form: SavableForm<V>;
  toValues: (item: T) => V;
  blocked: boolean;
  onSaved: (item: T) => void;
  onFailed?: (error: ApiError) => void;
}) {
  const t = useT();
  const [saving, setSaving] = useState(false);
  const { resource, item, form, toValues, blocked, onSaved, onFailed } = options;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.data || saving || blocked) return;
    setSaving(true);
    const result = await saveItem<T>(resource, item?.id, form.data);
    setSaving(false);
    if (result.ok) {
      toast.success(t(item ? `${resource}_updated` : `${resource}_created`));
      form.reset(toValues(result.data));
      onSaved(result.data);
    } else {
      if (result.error.errors) form.showServerErrors(result.error.errors);
      onFailed?.(result.error);
    }
  }

  return { saving, submit };
}
