import type postgres from 'postgres';
import type { Sql } from './client';

/**
 * The ILIKE pattern that finds `text` anywhere in a value. LIKE reads % and _ as wildcards and \ as its escape:
 * each is escaped, so a search for "100%" or "a_b" finds those characters literally.
 */
export const containsPattern = (text: string): string => `%${escapeLike(text)}%`;

/** The text with LIKE's %, _ and \ escaped, so a pattern built around it reads them literally. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, '\\$&');

/**
 * The search condition of a list's `q`: `and (<col> ilike <pattern> or …)` over the columns (names written
 * `table.column`, quoted as identifiers); empty when there is no search. A null column matches nothing.
 */
export function searchFilter(sql: Sql, q: string | null | undefined, columns: readonly string[]): postgres.Fragment {
  if (!q || columns.length === 0) return sql``;
  const pattern = containsPattern(q);
  const matches = columns
    .map((column) => sql`${sql(column)} ilike ${pattern}`)
    .reduce((any, match) => sql`${any} or ${match}`);
  return sql`and (${matches})`;
}

/** Most words of a search that count (the rest are left out). */
export const MAX_SEARCH_WORDS = 8;
/** Words this long or longer tolerate one typo; shorter ones must be found as typed (accents and case aside). */
export const TYPO_MIN_LENGTH = 4;
/** Words longer than this are matched as typed only (their patterns would be many and find nothing more). */
export const TYPO_MAX_LENGTH = 24;

/** The words of a search: split on spaces (Unicode-composed, control characters dropped), at most MAX_SEARCH_WORDS. */
export function searchWords(q: string | null | undefined): string[] {
  if (!q) return [];
  return q
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cs}]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, MAX_SEARCH_WORDS);
}

/**
 * The LIKE patterns (without anything around them) of a word with one typo undone, for words of letters only
 * (numbers and codes must be typed as they are) of TYPO_MIN_LENGTH to TYPO_MAX_LENGTH letters: a letter missing
 * (each one removed), one too many or one wrong (`_` put in or put instead), two neighbours swapped (swapped
 * back). An empty list for other words. Damerau's "one edit", written as patterns a trigram index answers.
 */
export function typoPatterns(word: string): string[] {
  const chars = [...word];
  if (chars.length < TYPO_MIN_LENGTH || chars.length > TYPO_MAX_LENGTH || !/^\p{L}+$/u.test(word)) return [];
  const text = (part: string[]) => part.join('');
  const patterns = new Set<string>();
  for (let i = 0; i <= chars.length; i += 1) {
    const before = text(chars.slice(0, i));
    if (i < chars.length) {
      patterns.add(before + text(chars.slice(i + 1)));
      patterns.add(`${before}_${text(chars.slice(i + 1))}`);
    }
    patterns.add(`${before}_${text(chars.slice(i))}`);
    if (i + 1 < chars.length && chars[i] !== chars[i + 1]) {
      patterns.add(before + text([chars[i + 1], chars[i]]) + text(chars.slice(i + 2)));
    }
  }
  patterns.delete(text(chars));
  return [...patterns];
}

/**
 * Where a `textSearch` looks (names written `table.column`): the folded text it filters on (search_text), the
 * name it ranks first, the codes (SKUs) an equal search puts on top, and the table of the catalogue's words
 * (`word`, folded) where a typed word's one-typo patterns are matched.
 */
export type TextSearchColumns = { text: string; name: string; codes: readonly string[]; words: string };

/**
 * A search's condition (`and …`, every word found) and its rank: `score` (higher first), then `closeness` (higher
 * first) as select expressions, and `order` ordering by the two columns so named; `rank` is null without words.
 */
export type TextSearch = {
  filter: postgres.Fragment;
  rank: { score: postgres.Fragment; closeness: postgres.Fragment; order: postgres.Fragment } | null;
};

/**
 * The shop's search `q` over a folded text column (search_fold in migration 20261127005000: no accents, lower case,
 * punctuation as spaces, a space before and after). Every word must be found: as typed (accents and case aside)
 * anywhere in the text, or, for a word of letters, as a whole word of the catalogue one typo away (its
 * `typoPatterns` matched in the words table first, then only the words found looked for in the text). The rank,
 * highest first: an SKU equal to the search, each word found in the name, found elsewhere, found only through a
 * typo; then the whole search in the name, the name starting with it, and the name's trigram similarity to it.
 */
export function textSearch(sql: Sql, q: string | null | undefined, columns: TextSearchColumns): TextSearch {
  const words = searchWords(q);
  if (words.length === 0) return { filter: sql``, rank: null };
  const text = sql(columns.text);
  const name = sql`search_fold(${sql(columns.name)})`;
  const found = words.map((word) => {
    const exact = sql`${text} like search_fold(${containsPattern(word)})`;
    const typos = typoPatterns(word);
    if (typos.length === 0) return exact;
    // Uncorrelated: run once per query, over the words table (a few thousand short words), not per product. A
    // word holding the typed one is left out: `exact` finds it already, and an empty list costs no pass.
    const near = sql`array(
      select '% ' || w.word || ' %' from ${sql(columns.words)} w
      where char_length(w.word) between char_length(search_fold(${word})) - 1 and char_length(search_fold(${word})) + 1
        and strpos(w.word, search_fold(${word})) = 0
        and w.word like any (select search_fold(p) from unnest(${typos}::text[]) p))`;
    return sql`${exact} or ${text} like any (${near})`;
  });
  const filter = sql`and ${found.map((any) => sql`(${any})`).reduce((all, one) => sql`${all} and ${one}`)}`;
  const wordScores = words.map(
    (word) => sql`(case when ${name} like search_fold(${containsPattern(word)}) then 3
      when ${text} like search_fold(${containsPattern(word)}) then 2 else 1 end)`,
  );
  const whole = words.join(' ');
  const codes = sql`concat_ws(' ', ${columns.codes.map((column) => sql`${sql(column)}`).reduce((list, column) => sql`${list}, ${column}`)})`;
  const score = sql`(
    (case when ' ' || search_fold(${codes}) || ' ' like search_fold(${`% ${escapeLike(whole)} %`}) then 20 else 0 end)
    + ${wordScores.reduce((sum, one) => sql`${sum} + ${one}`)}
    + (case when ${name} like search_fold(${containsPattern(whole)}) then 2 else 0 end)
    + (case when ${name} like search_fold(${`${escapeLike(whole)}%`}) then 1 else 0 end))`;
  const closeness = sql`similarity(${name}, search_fold(${whole}))`;
  return { filter, rank: { score, closeness, order: sql`score desc, closeness desc` } };
}
