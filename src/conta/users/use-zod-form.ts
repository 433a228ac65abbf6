import { useMemo, useState } from 'react';
import type { z } from '../../lib/zod';

/** Field -> first message. */
export type FirstErrors = Record<string, string>;

/** The first message of each top-level field of a parse (an empty map when it passed). */
export function firstErrors(error: z.ZodError | undefined): FirstErrors {
  const out: FirstErrors = {};
  for (const issue of error?.issues ?? []) {
    const key = String(issue.path[0] ?? '_');
    out[key] ??= issue.message;
  }
  return out;
}

/**
 * A small form of text fields checked by the shared zod schema on every change. A field shows its first
 * error once touched (changed or left); a 422 message shows until the field changes again.
 */
export function useZodForm<S extends z.ZodType, K extends string>(schema: S, initial: Record<K, string>) {
  const [values, setValues] = useState<Record<K, string>>(initial);
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [server, setServer] = useState<FirstErrors>({});
  const check = useMemo(() => schema.safeParse(values), [schema, values]);
  const errors = useMemo(() => firstErrors(check.error), [check]);

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
  const data: z.output<S> | null = check.success ? check.data : null;
  return { values, set, touch, errorOf, valid: check.success, data, showServerErrors, reset, formError: server._ || null };
}
