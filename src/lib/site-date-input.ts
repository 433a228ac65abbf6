import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { SITE_TIME_ZONE } from './date-time';

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** An ISO timestamp as the value of a `datetime-local` input, in America/Sao_Paulo ('' for none or invalid). */
export function toSiteInputValue(iso: string | null | undefined): string {
  const date = iso ? new Date(iso) : null;
  if (!date || Number.isNaN(date.getTime())) return '';
  return format(new TZDate(date, SITE_TIME_ZONE), "yyyy-MM-dd'T'HH:mm");
}

/** A `datetime-local` value read as America/Sao_Paulo time, as an ISO timestamp; null when it is not a real time. */
export function fromSiteInputValue(value: string): string | null {
  const match = LOCAL.exec(value.trim());
  if (!match) return null;
  const [y, mo, d, h, mi, s] = match.slice(1).map((part) => Number(part ?? 0));
  const date = new TZDate(y, mo - 1, d, h, mi, s, SITE_TIME_ZONE);
  if (Number.isNaN(date.getTime()) || date.getFullYear() !== y || date.getMonth() !== mo - 1 || date.getDate() !== d) {
    return null;
  }
  return new Date(date.getTime()).toISOString();
}
