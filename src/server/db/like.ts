import type postgres from 'postgres';
import type { Db, Sql } from './client';

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
 * Where a `textSearch` looks (names written `table.column`; migrations 20261127005000 and 20261127009000): the
 * folded text (search_text: no accents, lower case, punctuation as spaces, a space before and after), its words
 * (search_tokens, a GIN-indexed array), the folded name it ranks first (search_name), the folded codes between
 * spaces (search_codes: the SKUs an equal search puts on top), and the table of the catalogue's words (`word`).
 */
export type TextSearchColumns = { text: string; tokens: string; name: string; codes: string; words: string };

/**
 * A search: `lookups`, the common table expressions its condition reads (to come first in the query's `with`); its
 * condition (`and …`, every word found); its rank: `score` (higher first), then `closeness` (higher first) as select
 * expressions, and `order` ordering by the two columns so named. Without words: no lookups, no condition, no rank.
 */
export type TextSearch =
  | { lookups: postgres.Fragment; filter: postgres.Fragment; rank: { score: postgres.Fragment; closeness: postgres.Fragment; order: postgres.Fragment } }
  | { lookups: null; filter: postgres.Fragment; rank: null };

/** Most catalogue words a typed word is looked up through; one found inside more is looked for in every text. */
export const MAX_WORD_MATCHES = 200;
/** What a product's words hold for a word too long to be listed (search_tokens_of: over 100 characters). */
export const LONG_WORD = ' ';
/** What every product's words hold (search_tokens_of): a search through it reads every product. */
export const ANY_WORD = '';

/**
 * Whether a typed word is best found through the catalogue's words (letters and digits, 3 or more: likely one word
 * once folded, and held by few words) rather than by LIKE over the texts' trigram index (codes such as "bp-12",
 * "d'água", "100%", short words). Only the plan depends on it: either way finds the same products.
 */
const throughWords = (word: string): boolean => /^[\p{L}\p{M}\p{N}]{3,}$/u.test(word);

/**
 * The shop's search `q` over a product's folded text and words, in one query. Every word must be found: as typed
 * (accents and case aside) anywhere in the text, or, for a word of letters, as a whole word of the catalogue one typo
 * away. Each typed word is first looked up in the catalogue's words (`search_lookup`, run once per query, over a few
 * thousand short words): the words holding it (trigram index), the words of letters one typo away (typoPatterns, same
 * length or one letter less or more). The products are then taken from their words' index (`keys`): a word holding
 * the typed one is exactly where LIKE '%typed%' finds it in a text, so these are the products a LIKE over every text
 * would find, without reading every text. A product whose text has an over-long word (LONG_WORD) is checked with
 * LIKE; a typed word that is not one word once folded, or is held by more than MAX_WORD_MATCHES words, is looked for
 * in every text (ANY_WORD). Codes and short words (throughWords) go by LIKE over the trigram index. The rank, highest
 * first: an SKU equal to the search, each word found in the name, found elsewhere, found only through a typo; then
 * the whole search in the name, the name starting with it, and the name's trigram similarity to it.
 */
export function textSearch(db: Db, q: string | null | undefined, columns: TextSearchColumns): TextSearch {
  const words = searchWords(q);
  if (words.length === 0) return { lookups: null, filter: db``, rank: null };
  const typos = words.flatMap((word, i) => typoPatterns(word).map((pattern) => ({ i: i + 1, pattern })));
  const vocabulary = db(columns.words);
  // One row per typed word (i from 1): its folded LIKE pattern, the words proving it is in a text as typed
  // (`found`: those holding it, when listed), those one typo away (`near`), and the index keys of its candidates.
  const lookups = db`
    search_typed as materialized (
      select t.i::int as i, t.by_words = 1 as by_words, search_fold(t.word) as folded, search_fold(t.pattern) as pattern,
        array(select search_fold(x.pattern) from unnest(${typos.map((typo) => typo.i)}::int[],
          ${typos.map((typo) => typo.pattern)}::text[]) x(i, pattern) where x.i = t.i) as typos
      from unnest(${words}::text[], ${words.map(containsPattern)}::text[], ${words.map((word) => (throughWords(word) ? 1 : 0))}::int[])
        with ordinality t(word, pattern, by_words, i)),
    search_matched as materialized (
      select s.i, s.pattern, s.by_words and s.folded <> '' and strpos(s.folded, ' ') = 0 as one_word,
        array(select w.word from ${vocabulary} w where s.by_words and w.word like s.pattern
          limit ${MAX_WORD_MATCHES + 1}) as exact,
        array(select w.word from ${vocabulary} w
          where w.word ~ '^[[:alpha:]]+$'
            and char_length(w.word) between char_length(s.folded) - 1 and char_length(s.folded) + 1
            and strpos(w.word, s.folded) = 0 and w.word like any (s.typos)) as near
      from search_typed s),
    search_lookup as materialized (
      select m.i, m.pattern, m.near, case when l.listed then m.exact else '{}' end as found,
        case when l.listed then m.exact || m.near || ${LONG_WORD}::text else array[${ANY_WORD}::text] end as keys
      from search_matched m cross join lateral (select m.one_word and cardinality(m.exact) <= ${MAX_WORD_MATCHES} as listed) l)`;
  const text = db(columns.text);
  const tokens = db(columns.tokens);
  const name = db(columns.name);
  const look = (i: number, column: 'pattern' | 'found' | 'near' | 'keys') =>
    db`(select ${db(column)} from search_lookup where i = ${i + 1})`;
  const conditions = words.map((word, i) => {
    const pattern = look(i, 'pattern');
    // As typed: one of the words holding it, or (codes, over-long words, a word held by too many) the text's LIKE.
    const asTyped = db`(${tokens} && ${look(i, 'found')} or ${text} like ${pattern})`;
    // Through the words: the index takes the candidates (keys); a word of the text proves the rest, else LIKE does
    // (a CASE, so that the planner does not also scan the trigram index for the LIKE). Otherwise: LIKE over the
    // trigram index, or a word one typo away.
    const found = throughWords(word)
      ? db`${tokens} && ${look(i, 'keys')} and case when ${tokens} && ${look(i, 'found')} or ${tokens} && ${look(i, 'near')}
          then true else ${text} like ${pattern} end`
      : db`(${text} like ${pattern} or ${tokens} && ${look(i, 'near')})`;
    return { found, score: db`(case when ${name} like ${pattern} then 3 when ${asTyped} then 2 else 1 end)` };
  });
  const filter = conditions.map(({ found }) => db`and ${found}`).reduce((all, one) => db`${all} ${one}`);
  const whole = words.join(' ');
  const folded = (value: string) => db`(select search_fold(${value}))`;
  const score = db`(
    (case when ${db(columns.codes)} like ${folded(`% ${escapeLike(whole)} %`)} then 20 else 0 end)
    + ${conditions.map((one) => one.score).reduce((sum, one) => db`${sum} + ${one}`)}
    + (case when ${name} like ${folded(containsPattern(whole))} then 2 else 0 end)
    + (case when ${name} like ${folded(`${escapeLike(whole)}%`)} then 1 else 0 end))`;
  // pg_trgm's similarity, named by its schema (migration 20261128000200): the search_path of a connection need not
  // hold `extensions` (it does on Supabase, not on PostgreSQL's default nor on PGlite).
  const closeness = db`extensions.similarity(${name}, ${folded(whole)})`;
  return { lookups, filter, rank: { score, closeness, order: db`score desc, closeness desc` } };
}
