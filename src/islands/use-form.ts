import { useMemo, useState } from 'react';
import type { z } from '../lib/zod';

type Values<K extends string> = Record<K, string>;
type Messages<K extends string> = Partial<Record<K, string>>;

/** The first message of each field of a failed zod parse. */
export function firstErrors<K extends string>(error: z.ZodError | undefined): Messages<K> {
  const out: Messages<K> = {};
  for (const issue of error?.issues ?? []) {
    const key = String(issue.path[0] ?? '') as K;
    if (key && !out[key]) out[key] = issue.message;
  }
  return out;
}

/**
 * Form state validated by a zod schema on every change. A field shows its first error once touched (changed or
 * left); errors the server sent (422) show until that field changes. `valid` drives the submit button.
 */
export function useForm<K extends string>(schema: z.ZodType, initial: Values<K>) {
  const [values, setValues] = useState<Values<K>>(initial);
  const [touched, setTouched] = useState<Partial<Record<K, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<Messages<K>>({});
  const parsed = useMemo(() => schema.safeParse(values), [schema, values]);
  const clientErrors = useMemo(() => firstErrors<K>(parsed.error), [parsed]);

  const errorOf = (name: K): string | null => serverErrors[name] || (touched[name] ? clientErrors[name] : null) || null;

  /** The props a <Field> needs for one field. */
  const field = (name: K) => ({
    id: name,
    value: values[name],
    error: errorOf(name),
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      setTouched((current) => ({ ...current, [name]: true }));
      setServerErrors((current) => ({ ...current, [name]: undefined }));
    },
    onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
  });

  /** Shows the server's field errors ({field: [messages]}). */
  const showServerErrors = (errors: Record<string, string[]> | undefined) => {
    const next: Messages<K> = {};
    for (const [key, messages] of Object.entries(errors ?? {})) if (messages[0]) next[key as K] = messages[0];
    setServerErrors(next);
  };

  const reset = () => {
    setValues(initial);
    setTouched({});
    setServerErrors({});
  };

  return { values, valid: parsed.success, data: parsed.data, field, showServerErrors, reset };
}
