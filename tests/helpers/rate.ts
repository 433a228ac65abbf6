import { getSql } from '../../src/server/db/client';
import type { CallResult } from './request';

/** Moves every counted rate event `seconds` into the past, as if that much time had gone by. */
export async function ageRateEvents(seconds: number): Promise<void> {
  await getSql()`update rate_events set created_at = created_at - make_interval(secs => ${seconds})`;
}

/** The Retry-After of an answer in seconds (NaN when it has none). */
export const retryAfter = (res: CallResult): number => Number(res.headers.get('retry-after'));

/** How many answers had each status, e.g. { 401: 5, 429: 25 }. */
export function statusCounts(results: CallResult[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of results) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}
