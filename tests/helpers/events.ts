import { DEFAULT_FEATURES } from '../../src/lib/features';
import { getSql } from '../../src/server/db/client';
import { seedSettings } from './db';

/** Seeds the settings with the agenda feature on or off (the other features as a new site has them). */
export function seedEventsFeature(enabled = true) {
  return seedSettings({ features: { ...DEFAULT_FEATURES, events: { ...DEFAULT_FEATURES.events, enabled } } });
}

type EventSeed = {
  title?: string;
  slug?: string;
  status?: 'draft' | 'published';
  starts_at?: Date;
  ends_at?: Date | null;
  all_day?: boolean;
  place?: string | null;
};
let counter = 0;

/** Inserts an event straight into the table (published, tomorrow for two hours unless told); its id and slug. */
export async function seedEvent(seed: EventSeed = {}): Promise<{ id: string; slug: string }> {
  counter += 1;
  const starts = seed.starts_at ?? new Date(Date.now() + 86_400_000);
  const ends = seed.ends_at !== undefined ? seed.ends_at : new Date(starts.getTime() + 2 * 3_600_000);
  const [row] = await getSql()<{ id: string; slug: string }[]>`
    insert into events (title, slug, status, starts_at, ends_at, all_day, place, description)
    values (${seed.title ?? `Evento ${counter}`}, ${seed.slug ?? `evento-${counter}`}, ${seed.status ?? 'published'},
      ${starts}, ${ends}, ${seed.all_day ?? false}, ${seed.place ?? null}, ${'<p>Descrição</p>'})
    returning id::text as id, slug`;
  return row;
}

/** Removes every event (pairs with seedEvent; resetDb also empties the table). */
export async function clearEvents(): Promise<void> {
  await getSql()`delete from events`;
}
