import type { MelhorEnvioService } from '../../../lib/shop/melhorenvio';
import type { Db } from '../../db/client';

/** Melhor Envio's last failure (shown in /conta/shop; messages are our own, never a secret) and its known services. */
export type MelhorEnvioState = { last_error: string | null; last_error_at: string | null; services: MelhorEnvioService[] };

/** The state, or an empty one before the first quote. */
export async function readMelhorEnvioState(db: Db): Promise<MelhorEnvioState> {
  const [row] = await db<{ last_error: string | null; last_error_at: Date | null; services: MelhorEnvioService[] }[]>`
    select last_error, last_error_at, services from melhorenvio_state where id = 1`;
  return { last_error: row?.last_error ?? null, last_error_at: row?.last_error_at?.toISOString() ?? null, services: row?.services ?? [] };
}

/** Forgets the failure, the pause, the known services and the cached quotes (the token changed: another account). */
export async function clearMelhorEnvioState(tx: Db): Promise<void> {
  await tx`delete from melhorenvio_state`;
  await tx`delete from shipping_quote_cache`;
}

/** Whether a recent failure (or a 429's Retry-After) paused Melhor Envio (quotes use the table meanwhile). */
export async function isMelhorEnvioPaused(db: Db): Promise<boolean> {
  const [row] = await db<{ paused: boolean }[]>`select paused_until > now() as paused from melhorenvio_state where id = 1`;
  return row?.paused === true;
}

/** Records a failure and pauses Melhor Envio for a while, so an outage or its rate limit does not slow every quote. */
export async function recordMelhorEnvioFailure(db: Db, message: string, pauseSeconds: number): Promise<void> {
  await db`
    insert into melhorenvio_state (id, last_error, last_error_at, paused_until)
    values (1, ${message}, now(), now() + make_interval(secs => ${pauseSeconds}))
    on conflict (id) do update set last_error = excluded.last_error, last_error_at = excluded.last_error_at,
      paused_until = greatest(melhorenvio_state.paused_until, excluded.paused_until)`;
}

/**
 * Adds the services a quote named to the known ones (by id, the newest name and carrier winning), in id order: what
 * /conta/shop offers to choose from. The row is written (and locked) only when something is new: quotes that name
 * known services, nearly all of them, run side by side without waiting on it.
 */
export async function rememberServices(db: Db, named: readonly MelhorEnvioService[]): Promise<void> {
  if (named.length === 0) return;
  const fresh = db.json(named as never);
  await db`
    with merged as (
      select coalesce(jsonb_agg(m.v order by m.id), '[]'::jsonb) as services
      from (
        select distinct on ((e.v->>'id')::integer) (e.v->>'id')::integer as id, e.v
        from (
          select n.v, 0 as rank from jsonb_array_elements(${fresh}::jsonb) as n(v)
          union all
          select k.v, 1 from melhorenvio_state s, jsonb_array_elements(s.services) as k(v) where s.id = 1
        ) e
        order by (e.v->>'id')::integer, e.rank
      ) m
    ), updated as (
      update melhorenvio_state s set services = (select services from merged)
      where s.id = 1 and not (s.services @> ${fresh}::jsonb)
      returning 1
    )
    insert into melhorenvio_state (id, services)
    select 1, services from merged where not exists (select 1 from melhorenvio_state where id = 1)
    on conflict (id) do nothing`;
}
