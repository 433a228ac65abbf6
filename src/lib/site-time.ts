// The site's time zone and one light formatter, apart from date-time.ts: @date-fns/tz does not declare itself free of
// side effects, so any import of date-time.ts brings its 7 KB (gzip) into a bundle, even unused.

/** The time zone every date is shown in (spec section 9). */
export const SITE_TIME_ZONE = 'America/Sao_Paulo';

let siteParts: Intl.DateTimeFormat | null = null;

/** The formatter of formatSiteDateTime, made on first use: nothing runs as this module loads. */
const sitePartsFormat = (): Intl.DateTimeFormat =>
  (siteParts ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: SITE_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
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

/**
 * date-time.ts's formatDateTime default ('dd/MM/yyyy HH:mm' in São Paulo) through the browser's own Intl, without date-fns and its
 * time-zone data: for the light islands of public pages (the checkout), where those cost 7 KB gzip.
 */
export function formatSiteDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const part = Object.fromEntries(sitePartsFormat().formatToParts(date).map((p) => [p.type, p.value]));
  return `${part.day}/${part.month}/${part.year} ${part.hour}:${part.minute}`;
}
