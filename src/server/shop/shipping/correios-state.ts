import type { Db } from '../../db/client';

/** A token is renewed this long before it expires, so a call never starts with one about to lapse. */
export const TOKEN_MARGIN_SECONDS = 300;

/** A Correios token with the regional office (DR) of the posting card, which price calls send. */
export type CorreiosToken = { token: string; dr: number | null };

/** The last failure of the Correios API, shown in /conta/shop (never a secret: messages are our own). */
export async function readCorreiosStatus(db: Db): Promise<{ last_error: string | null; last_error_at: string | null }> {
  const [row] = await db<{ last_error: string | null; last_error_at: Date | null }[]>`
    select last_error, last_error_at from correios_state where id = 1`;
  return { last_error: row?.last_error ?? null, last_error_at: row?.last_error_at?.toISOString() ?? null };
}

/** Forgets the token, the failure and the cached quotes (the credentials changed). */
export async function clearCorreiosState(tx: Db): Promise<void> {
  await tx`delete from correios_state`;
  await tx`delete from shipping_quote_cache`;
}

/** The stored token of these credentials while it has more than the margin left, else null. */
export async function storedToken(db: Db, fingerprint: string): Promise<CorreiosToken | null> {
  const [row] = await db<CorreiosToken[]>`
    select token, dr from correios_state
    where id = 1 and fingerprint = ${fingerprint} and token is not null
      and token_expires_at > now() + make_interval(secs => ${TOKEN_MARGIN_SECONDS})`;
  return row ?? null;
}

/** Keeps a new token until it expires. */
export async function saveToken(db: Db, fingerprint: string, token: CorreiosToken, expiresAt: Date): Promise<void> {
  await db`
    insert into correios_state (id, fingerprint, token, dr, token_expires_at)
    values (1, ${fingerprint}, ${token.token}, ${token.dr}, ${expiresAt})
    on conflict (id) do update set fingerprint = excluded.fingerprint, token = excluded.token, dr = excluded.dr,
      token_expires_at = excluded.token_expires_at`;
}

/** Drops a token the API refused. */
export async function forgetToken(db: Db): Promise<void> {
  await db`update correios_state set token = null, token_expires_at = null where id = 1`;
}

/** Whether a recent failure paused the Correios provider (quotes use the table meanwhile). */
export async function isPaused(db: Db): Promise<boolean> {
  const [row] = await db<{ paused: boolean }[]>`select paused_until > now() as paused from correios_state where id = 1`;
  return row?.paused === true;
}

/** Records a failure and pauses the provider for a while, so a Correios outage does not slow every quote. */
export async function recordFailure(db: Db, message: string, pauseSeconds: number): Promise<void> {
  await db`
    insert into correios_state (id, last_error, last_error_at, paused_until)
    values (1, ${message}, now(), now() + make_interval(secs => ${pauseSeconds}))
    on conflict (id) do update set last_error = excluded.last_error, last_error_at = excluded.last_error_at,
      paused_until = excluded.paused_until`;
}
