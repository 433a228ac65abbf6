import type { z } from './zod';

/** The first message of each field of a failed zod parse. */
export function firstErrors<K extends string>(error: z.ZodError | undefined): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  for (const issue of error?.issues ?? []) {
    const key = String(issue.path[0] ?? '') as K;
    if (key && !out[key]) out[key] = issue.message;
  }
  return out;
}
