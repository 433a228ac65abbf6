import { useMemo, useState } from 'react';
import type { z } from '../../lib/zod';
import { firstErrors } from '../../lib/first-errors';
import { useSchema, type LazySchema } from '../form/lazy-schema';

type Values<K extends string> = Record<K, string>;
type Messages<K extends string> = Partial<Record<K, string>>;

/**
 * Form state of the account forms, validated by the shared zod schema on every change (like the public forms' light rules)
 * once it has loaded (src/conta/form/lazy-schema.ts; not valid before): a field shows its first error once touched; a
 * 422's field errors show until that field changes. `set` can change
 * a field without touching it (the city cleared when the state changes), and `reset` starts from new values.
 */
export function useAccountForm<K extends string, S extends z.ZodType>(rules: LazySchema<S>, initial: Values<K>, idPrefix = '') {
  const schema = useSchema(rules);
  const [values, setValues] = useState<Values<K>>(initial);
  const [touched, setTouched] = useState<Partial<Record<K, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<Messages<K>>({});
  const parsed = useMemo(() => schema?.safeParse(values) ?? null, [schema, values]);
  const clientErrors = useMemo(() => firstErrors<K>(parsed?.error), [parsed]);

  const errorOf = (name: K): string | null => serverErrors[name] || (touched[name] ? clientErrors[name] : null) || null;
  const touch = (name: K) => setTouched((current) => (current[name] ? current : { ...current, [name]: true }));

  /** Changes a field; `touch: false` leaves its error hidden until the person edits or leaves it. */
  const set = (name: K, value: string, options: { touch?: boolean } = {}) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (options.touch !== false) touch(name);
    setServerErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  };

  /** The props a text field needs for one field (id, value, first error, change and blur handlers). */
  const field = (name: K) => ({
    id: `${idPrefix}${name}`,
    value: values[name],
    error: errorOf(name),
    onChange: (value: string) => set(name, value),
    onBlur: () => touch(name),
  });

  /** Shows the server's field errors ({field: [messages]}); returns the messages of keys the form has no field for. */
  const showServerErrors = (errors: Record<string, string[]> | undefined): string[] => {
    const next: Messages<K> = {};
    const other: string[] = [];
    for (const [key, messages] of Object.entries(errors ?? {})) {
      if (!messages[0]) continue;
      if (key in values) next[key as K] = messages[0];
      else other.push(messages[0]);
    }
    setServerErrors(next);
    return other;
  };

  /** Starts over from new values (after a save), with nothing touched. */
  const reset = (next: Values<K> = initial) => {
    setValues(next);
    setTouched({});
    setServerErrors({});
  };

  return {
    values,
    valid: !!parsed?.success,
    data: parsed?.success ? (parsed.data as z.output<S>) : null,
    errorOf,
    field,
    set,
    touch,
    showServerErrors,
    reset,
  };
}

/** The props `useAccountForm().field(name)` gives a field component. */
export type FieldProps = {
  id: string;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
  onBlur: () => void;
};
