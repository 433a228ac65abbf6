// The site's time zone and one light formatter, apart from date-time.ts: @date-fns/tz does not declare itself free of
// side effects, so any import of date-time.ts brings its 7 KB (gzip) into a bundle, even unused.

/** The time zone every date is shown in (spec section 9). */
export const SITE_TIME_ZONE = 'America/Sao_Paulo';

const SITE_PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: SITE_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * date-time.ts's formatDateTime default ('dd/MM/yyyy HH:mm' in São Paulo) through the browser's own Intl, without date-fns and its
 * time-zone data: for the light islands of public pages (the checkout), where those cost 7 KB gzip.
 */
export function formatSiteDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const part = Object.fromEntries(SITE_PARTS.formatToParts(date).map((p) => [p.type, p.value]));
  return `${part.day}/${part.month}/${part.year} ${part.hour}:${part.minute}`;
}
