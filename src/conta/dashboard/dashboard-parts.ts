import type { Dashboard } from '../../lib/schemas/dashboard';
import type { Loaded } from '../load/use-load';

/** A part every manager gets, as the dashboard's one answer stands: loading, failed, or ready with the part. */
export function partOf<P>(loaded: Loaded<Dashboard>, pick: (data: Dashboard) => P): Loaded<P> {
  return loaded.state === 'ready' ? { state: 'ready', data: pick(loaded.data) } : loaded;
}

/**
 * A part the server leaves out for a caller who may not see it: once the answer is here, the part or null (not
 * drawn); until then loading or failed where `expected` (the same rule, from the session's role and the settings the
 * app has), so that the panels keep their place while the answer comes.
 */
export function optionalPart<P>(
  loaded: Loaded<Dashboard>,
  pick: (data: Dashboard) => P | null | undefined,
  expected: boolean,
): Loaded<P> | null {
  if (loaded.state !== 'ready') return expected ? loaded : null;
  const part = pick(loaded.data);
  return part === null || part === undefined ? null : { state: 'ready', data: part };
}
