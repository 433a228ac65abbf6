// Dates as people here read them: in São Paulo's time (spec section 9), through the browser's (or Node's) own Intl.
// No date library: the account area's screens and the public islands import this, and date-fns with its time-zone
// package cost them 7 KB of gzip (24 KB of code to compile) for six patterns of digits.

/** The time zone every date is shown in (spec section 9). */
export const SITE_TIME_ZONE = 'America/Sao_Paulo';

let siteParts: Intl.DateTimeFormat | null = null;

/** The one formatter, made on first use: nothing runs as this module loads. */
const sitePartsFormat = (): Intl.DateTimeFormat =>
  (siteParts ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: SITE_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }));

/**
 * Has the browser load the time zone's data when it has a moment. Its first date format with a time zone reads that
 * data: about 0.15 s of a slow phone's CPU (Chromium at 4x), which a screen showing dates paid as it drew. The
 * /conta page asks for this while its files are on their way (src/client/account-start.ts).
 */
export function prepareSiteTimeZone(): void {
  const load = () => void sitePartsFormat().format(0);
  if (typeof requestIdleCallback === 'function') requestIdleCallback(load, { timeout: 500 });
  else setTimeout(load, 0);
}

/** The pattern letters understood, as Intl's parts: year, month, day, hour (00–23), minute, second; the rest is kept. */
const TOKENS = { yyyy: 'year', MM: 'month', dd: 'day', HH: 'hour', mm: 'minute', ss: 'second' } as const;
const TOKEN = /yyyy|MM|dd|HH|mm|ss/g;

/** An ISO timestamp as `pattern` (by default 'dd/MM/yyyy HH:mm') in America/Sao_Paulo; an invalid one gives ''. */
export function formatDateTime(iso: string, pattern = 'dd/MM/yyyy HH:mm'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const part: Record<string, string> = {};
  for (const { type, value } of sitePartsFormat().formatToParts(date)) part[type] = value;
  return pattern.replace(TOKEN, (token) => part[TOKENS[token as keyof typeof TOKENS]]);
}

/** An ISO timestamp as 'dd/MM/yyyy' in America/Sao_Paulo. */
export const formatDate = (iso: string): string => formatDateTime(iso, 'dd/MM/yyyy');
