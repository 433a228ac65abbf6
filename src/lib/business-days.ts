// Business days in São Paulo (a boleto's window and its clearing). Pure: `isBusinessDay` of
// @brazilian-utils/brazilian-utils (already the project's CPF/CNPJ library) knows the national holidays, Good Friday,
// and Carnival Tuesday and Corpus Christi (pontos facultativos on which banks do not clear: counted as holidays, its
// default); Carnival Monday, on which banks close too (FEBRABAN's calendar) but which the library does not list, is
// added here as the day before its Tuesday. State and city holidays are not counted.
import { getHolidays } from '@brazilian-utils/brazilian-utils/get-holidays';
import { isBusinessDay } from '@brazilian-utils/brazilian-utils/is-business-day';
import { nextDay, siteDay, siteDayEnd } from './event-times';

/** Whether a São Paulo day ('YYYY-MM-DD') is a business day: Monday to Friday and not a national holiday. */
export function isSiteBusinessDay(day: string): boolean {
  const [y, m, d] = day.split('-').map(Number);
  // The library reads a Date's local calendar day; one built from the day's parts at noon is that day in any zone.
  const date = new Date(y, m - 1, d, 12);
  return isBusinessDay(date) && !isCarnivalMonday(date);
}

/** Whether a day is the Monday before Carnival Tuesday (the library's "Carnaval" entry). */
function isCarnivalMonday(date: Date): boolean {
  if (date.getDay() !== 1) return false;
  const tuesday = new Date(date.getFullYear(), date.getMonth(), date.getDate() + 1, 12);
  return getHolidays(tuesday.getFullYear()).some(
    (h) => h.name.startsWith('Carnaval') && h.date.getMonth() === tuesday.getMonth() && h.date.getDate() === tuesday.getDate(),
  );
}

/** The São Paulo day `count` business days after the day of `from` (the day itself is not counted). */
export function addSiteBusinessDays(from: Date, count: number): string {
  let day = siteDay(from.toISOString());
  for (let left = Math.max(0, Math.floor(count)); left > 0; ) {
    day = nextDay(day);
    if (isSiteBusinessDay(day)) left -= 1;
  }
  return day;
}

/** The end (23:59:59.999 in São Paulo) of the `count`th business day after `from`'s day. */
export function businessDaysEnd(from: Date, count: number): Date {
  return new Date(siteDayEnd(addSiteBusinessDays(from, count)) as string);
}
