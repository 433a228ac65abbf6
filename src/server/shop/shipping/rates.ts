import type { Rate } from '../../../lib/shop/shop-settings';
import type { Db } from '../../db/client';

type RateRow = Rate;

const toRate = (row: RateRow): Rate => ({
  service: row.service,
  states: row.states,
  cep_start: row.cep_start,
  cep_end: row.cep_end,
  max_weight_g: row.max_weight_g,
  price_cents: row.price_cents,
  days: row.days,
});

/** The whole rate table, in the order it was saved. */
export async function readRates(db: Db): Promise<Rate[]> {
  const rows = await db<RateRow[]>`
    select service, states, cep_start, cep_end, max_weight_g, price_cents, days from shipping_rates order by position, id`;
  return rows.map(toRate);
}

/** Replaces the rate table (inside the settings' transaction). */
export async function replaceRates(tx: Db, rates: readonly Rate[]): Promise<void> {
  await tx`delete from shipping_rates`;
  if (rates.length === 0) return;
  const rows = rates.map((rate, position) => ({ position, ...rate }));
  await tx`insert into shipping_rates ${tx(rows, 'position', 'service', 'states', 'cep_start', 'cep_end', 'max_weight_g', 'price_cents', 'days')}`;
}

/** The rows of some services that reach a destination: its CEP within a row's range, or its state in a row's list. */
export async function ratesTo(db: Db, services: readonly string[], cep: string, state: string): Promise<Rate[]> {
  if (services.length === 0) return [];
  const rows = await db<RateRow[]>`
    select service, states, cep_start, cep_end, max_weight_g, price_cents, days from shipping_rates
    where service in ${db(services as string[])}
      and ((cep_start <= ${cep} and cep_end >= ${cep}) or ${state} = any(states))
    order by max_weight_g, position`;
  return rows.map(toRate);
}
