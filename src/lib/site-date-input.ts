
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

// Intl only, and the zone named here rather than imported from date-time.ts: that module loads date-fns, which
// costs seconds per request in dev (function modules are evaluated again for each one). Same zone as SITE_TIME_ZONE.
const SITE_TIME_ZONE = 'America/Sao_Paulo';
const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: SITE_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** The wall-clock fields of an instant in America/Sao_Paulo. */
function wallClock(date: Date): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number> {
  const out: Record<string, number> = {};
  for (const part of parts.formatToParts(date)) if (part.type !== 'literal') out[part.type] = Number(part.value);
  return out as ReturnType<typeof wallClock>;
}

// Milliseconds the zone is ahead of UTC at an instant (negative in Brazil).
function offsetAt(ms: number): number {
  const w = wallClock(new Date(ms));
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(ms / 1000) * 1000;
}

const pad = (n: number, size = 2) => String(n).padStart(size, '0');

/** An ISO timestamp as the value of a `datetime-local` input, in America/Sao_Paulo ('' for none or invalid). */
export function toSiteInputValue(iso: string | null | undefined): string {
  const date = iso ? new Date(iso) : null;
  if (!date || Number.isNaN(date.getTime())) return '';
  const w = wallClock(date);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}

/** A `datetime-local` value read as America/Sao_Paulo time, as an ISO timestamp; null when it is not a real time. */
export function fromSiteInputValue(value: string): string | null {
  const match = LOCAL.exec(value.trim());
  if (!match) return null;
  const [y, mo, d, h, mi, s] = match.slice(1).map((part) => Number(part ?? 0));
  const wall = Date.UTC(y, mo - 1, d, h, mi, s);
  const check = new Date(wall);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || h > 23 || mi > 59 || s > 59) {
    return null;
  }
  // Two passes settle the offset across a daylight-saving change (Brazil had them until 2019).
  let ms = wall - offsetAt(wall);
  ms = wall - offsetAt(ms);
  return new Date(ms).toISOString();
}
