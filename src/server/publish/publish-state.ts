import { REBUILD_INTERVAL_SECONDS } from '../../lib/schemas/publish';
import type { Sql } from '../db/client';

/** The stored row of `publish_state`, timestamps as ISO strings. */
export type PublishStateRow = {
  last_requested_at: string | null;
  pending_since: string | null;
  last_reason: string | null;
  last_error: string | null;
  last_error_at: string | null;
};

const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);
type RawRow = { [K in keyof PublishStateRow]: K extends 'last_reason' | 'last_error' ? string | null : Date | null };

function toState(row: RawRow | undefined): PublishStateRow {
  return {
    last_requested_at: iso(row?.last_requested_at ?? null),
    pending_since: iso(row?.pending_since ?? null),
    last_reason: row?.last_reason ?? null,
    last_error: row?.last_error ?? null,
    last_error_at: iso(row?.last_error_at ?? null),
  };
}

/** The publishing state (an empty one when the row is missing, as after a truncate). */
export async function getPublishState(sql: Sql): Promise<PublishStateRow> {
  const [row] = await sql<RawRow[]>`
    select last_requested_at, pending_since, last_reason, last_error, last_error_at from publish_state where id = 1`;
  return toState(row);
}

/**
 * Takes the right to call the hook now: succeeds (returns the state) only when no call was made within the
 * interval. One conditional upsert, so of two saves at once only one wins (the other sees the new time).
 */
export async function claimRebuild(sql: Sql, reason: string): Promise<PublishStateRow | null> {
  const [row] = await sql<RawRow[]>`
    insert into publish_state as s (id, last_requested_at, last_reason) values (1, now(), ${reason})
    on conflict (id) do update set last_requested_at = now(), pending_since = null, last_reason = excluded.last_reason
    where s.last_requested_at is null
       or s.last_requested_at <= now() - make_interval(secs => ${REBUILD_INTERVAL_SECONDS})
    returning last_requested_at, pending_since, last_reason, last_error, last_error_at`;
  return row ? toState(row) : null;
}

/** Takes the right to call the hook for a waiting change, when there is one and the interval has passed. */
export async function claimPending(sql: Sql): Promise<PublishStateRow | null> {
  const [row] = await sql<RawRow[]>`
    update publish_state set last_requested_at = now(), pending_since = null
    where id = 1 and pending_since is not null
      and (last_requested_at is null or last_requested_at <= now() - make_interval(secs => ${REBUILD_INTERVAL_SECONDS}))
    returning last_requested_at, pending_since, last_reason, last_error, last_error_at`;
  return row ? toState(row) : null;
}

/** Marks a change as waiting for the next hook call (keeping the time of the oldest waiting change). */
export async function markPending(sql: Sql, reason: string): Promise<PublishStateRow> {
  const [row] = await sql<RawRow[]>`
    insert into publish_state as s (id, pending_since, last_reason) values (1, now(), ${reason})
    on conflict (id) do update set pending_since = coalesce(s.pending_since, now()), last_reason = excluded.last_reason
    returning last_requested_at, pending_since, last_reason, last_error, last_error_at`;
  return toState(row);
}

/** Records the end of a hook call: success clears the last error; a failure keeps the change pending for a retry. */
export async function recordHookResult(sql: Sql, error: string | null): Promise<PublishStateRow> {
  const [row] = error
    ? await sql<RawRow[]>`
        update publish_state set last_error = ${error.slice(0, 500)}, last_error_at = now(),
          pending_since = coalesce(pending_since, last_requested_at, now())
        where id = 1
        returning last_requested_at, pending_since, last_reason, last_error, last_error_at`
    : await sql<RawRow[]>`
        update publish_state set last_error = null, last_error_at = null where id = 1
        returning last_requested_at, pending_since, last_reason, last_error, last_error_at`;
  return toState(row);
}
