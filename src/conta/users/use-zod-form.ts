import { useMemo, useState } from 'react';
import type { z } from '../../lib/zod';
import { firstErrors } from '../../lib/first-errors';
import { useSchema, type LazySchema } from '../form/lazy-schema';

/**
 * A small form of text fields checked by the shared zod schema on every change, once it has loaded
 * (src/conta/form/lazy-schema.ts; not valid before). A field shows its first error once touched (changed or left);
 * a 422 message shows until the field changes again.
 */
export function useZodForm<S extends z.ZodType, K extends string>(rules: LazySchema<S>, initial: Record<K, string>) {
  const schema = useSchema(rules);
  const [values, setValues] = useState<Record<K, string>>(initial);
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [server, setServer] = useState<Record<string, string>>({});
  const check = useMemo(() => schema?.safeParse(values) ?? null, [schema, values]);
  const errors = useMemo(() => firstErrors<K>(check?.error), [check]);

  const touch = (name: string) => setTouched((current) => (current.has(name) ? current : new Set(current).add(name)));
  const set = (name: K, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    touch(name);
    setServer((current) => (current[name] ? { ...current, [name]: '' } : current));
  };
  /** The message under a field: the server's, else the schema's once the field was touched. */
  const errorOf = (name: K): string | null => server[name] || (touched.has(name) ? errors[name] : null) || null;
  /** Shows the field messages of a 422 answer. */
  const showServerErrors = (list: Record<string, string[]> | undefined) =>
    setServer(Object.fromEntries(Object.entries(list ?? {}).map(([key, messages]) => [key, messages[0] ?? ''])));
  /** Starts over from new values (after a save). */
  const reset = (next: Record<K, string>) => {
    setValues(next);
    setTouched(new Set());
    setServer({});
  };
  const data: z.output<S> | null = check?.success ? (check.data as z.output<S>) : null;
  return { values, set, touch, errorOf, valid: !!check?.success, data, showServerErrors, reset, formError: server._ || null };
}
