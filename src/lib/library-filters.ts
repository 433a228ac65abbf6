import { isMediaType } from './media-types';
import { isPublicationType } from './publication-types';

/** The filters of /biblioteca: text, publication type, media type and year ('' for none). */
export type MediaFilters = { q: string; publication_type: string; media_type: string; year: string };

/** No filter. */
export const EMPTY_FILTERS: MediaFilters = { q: '', publication_type: '', media_type: '', year: '' };

/** The URL query parameter of each filter (Portuguese, as the visitor sees the address). */
export const FILTER_PARAMS: Record<keyof MediaFilters, string> = { publication_type: 'tipo', media_type: 'midia', year: 'ano', q: 'q' };

/** Longest search text kept. */
export const MAX_FILTER_TEXT = 100;

/** One item as the /biblioteca page embeds it (short keys keep the JSON small). */
export type LibraryEntry = {
  /** slug */ s: string;
  /** title */ t: string;
  /** publication type */ p: string;
  /** media type */ m: string;
  /** year */ y: number | null;
  /** authors */ a: string | null;
  /** cover */ c: string | null;
};

/** A filter value checked: a known code, a four-digit year, or text cut to 100 characters; '' otherwise. */
export function cleanFilter(name: keyof MediaFilters, value: string | null | undefined): string {
  const text = (value ?? '').trim();
  if (name === 'q') return text.slice(0, MAX_FILTER_TEXT);
  if (name === 'publication_type') return isPublicationType(text) ? text : '';
  if (name === 'media_type') return isMediaType(text) ? text : '';
  return /^\d{4}$/.test(text) ? text : '';
}

/** The filters of an address's query (`?tipo=livro&midia=video&ano=2020&q=rio`); unknown values are dropped. */
export function filtersFromSearch(search: string): MediaFilters {
  const params = new URLSearchParams(search);
  const out = { ...EMPTY_FILTERS };
  for (const name of Object.keys(FILTER_PARAMS) as (keyof MediaFilters)[]) out[name] = cleanFilter(name, params.get(FILTER_PARAMS[name]));
  return out;
}

/** The query of the filters for the address ('' without filters, else '?tipo=…'), in a fixed order. */
export function filtersToSearch(filters: MediaFilters): string {
  const params = new URLSearchParams();
  for (const name of ['publication_type', 'media_type', 'year', 'q'] as const) {
    const value = cleanFilter(name, filters[name]);
    if (value) params.set(FILTER_PARAMS[name], value);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Text folded for search: lower-case, accents removed. */
export const foldText = (text: string): string => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/** Whether an item passes the filters (the text is searched in the title and the authors, accents ignored). */
export function matchesFilters(entry: LibraryEntry, filters: MediaFilters): boolean {
  if (filters.publication_type && entry.p !== filters.publication_type) return false;
  if (filters.media_type && entry.m !== filters.media_type) return false;
  if (filters.year && String(entry.y ?? '') !== filters.year) return false;
  const words = foldText(filters.q).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = foldText(`${entry.t} ${entry.a ?? ''}`);
  return words.every((word) => haystack.includes(word));
}

/** The items that pass the filters, in their order. */
export const filterEntries = (entries: LibraryEntry[], filters: MediaFilters): LibraryEntry[] =>
  entries.filter((entry) => matchesFilters(entry, filters));

/** Whether any filter is set. */
export const hasFilters = (filters: MediaFilters): boolean => Object.values(filters).some((value) => value !== '');
