import { createHash } from 'node:crypto';
import type { Db } from '../../db/client';

/** How long a Correios price or delivery time is reused. */
export const QUOTE_CACHE_SECONDS = 24 * 60 * 60;

/** The cache key of some parts (a hash: the parts may name a contract). */
export const cacheKey = (...parts: (string | number)[]): string => createHash('sha256').update(JSON.stringify(parts)).digest('hex');

/** The cached values of some keys that have not expired. */
export async function readCache<T>(db: Db, keys: readonly string[]): Promise<Map<string, T>> {
  if (keys.length === 0) return new Map();
  const rows = await db<{ key: string; value: T }[]>`
    select key, value from shipping_quote_cache where key in ${db(keys as string[])} and expires_at > now()`;
  return new Map(rows.map((row) => [row.key, row.value]));
}

/** Stores values for 24 hours, and drops what has expired. */
export async function writeCache(db: Db, entries: ReadonlyMap<string, unknown>): Promise<void> {
  if (entries.size === 0) return;
  const expires_at = new Date(Date.now() + QUOTE_CACHE_SECONDS * 1000);
  const rows = [...entries].map(([key, value]) => ({ key, value: db.json(value as never), expires_at }));
  await db`
    insert into shipping_quote_cache ${db(rows, 'key', 'value', 'expires_at')}
    on conflict (key) do update set value = excluded.value, expires_at = excluded.expires_at`;
  await db`delete from shipping_quote_cache where expires_at < now()`;
}
