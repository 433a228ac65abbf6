import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns/format';

import { SITE_TIME_ZONE } from './site-time';

export { SITE_TIME_ZONE, formatSiteDateTime } from './site-time';

/** An ISO timestamp as 'dd/MM/yyyy HH:mm' in America/Sao_Paulo; an invalid one gives ''. */
export function formatDateTime(iso: string, pattern = 'dd/MM/yyyy HH:mm'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return format(new TZDate(date, SITE_TIME_ZONE), pattern);
}

/** An ISO timestamp as 'dd/MM/yyyy' in America/Sao_Paulo. */
export const formatDate = (iso: string): string => formatDateTime(iso, 'dd/MM/yyyy');

