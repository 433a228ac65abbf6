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
 * A search's condition (`and …`, every word found) and its rank: `score` (higher first), then `closeness` (higher
 * first) as select expressions, and `order` ordering by the two columns so named; `rank` is null without words.
 */
export type TextSearch = {
  filter: postgres.Fragment;
  rank: { score: postgres.Fragment; closeness: postgres.Fragment; order: postgres.Fragment } | null;
};

/** Most catalogue words a typed word is looked up through; one found inside more is looked for with LIKE instead. */
export const MAX_WORD_MATCHES = 200;
/** What a product's words list holds for a word too long to be listed (search_tokens_of: over 100 characters). */
export const LONG_WORD = ' ';

/** A typed word as the catalogue's words answered it (lookUpWords). */
type WordLookup = {
  /** The LIKE pattern of the folded word anywhere in a text. */
  pattern: string;
  /** The catalogue's words holding it (null: the folded word is not one word, or is found in too many). */
  exact: string[] | null;
  /** The catalogue's words one typo away (typoPatterns) that do not hold it. */
  near: string[];
};

/** The whole search folded: as compared with a name, and as LIKE patterns (anywhere, at the start, as a whole code). */
type WholeLookup = { folded: string; contains: string; prefix: string; code: string };

/**
 * The first of a search's two queries: folds the typed words, their LIKE patterns and their one-typo patterns
 * (search_fold, the database's rule), and looks each word up in the catalogue's words: those holding it (the
 * trigram index) and, for a word of letters, those one typo away (same length, one letter less or more, the
 * patterns matched). Also folds the whole search for the rank.
 */
async function lookUpWords(db: Db, words: string[], columns: TextSearchColumns) {
  const typos = words.flatMap((word, i) => typoPatterns(word).map((pattern) => ({ i: i + 1, pattern })));
  const whole = words.join(' ');
  const vocabulary = db(columns.words);
  const rows = await db<{ pattern: string; exact: string[] | null; near: string[]; whole: string[] }[]>`
    with typed as materialized (
      select t.i, search_fold(t.word) as folded, search_fold(t.pattern) as pattern,
        array(select search_fold(typo.pattern) from unnest(${typos.map((typo) => typo.i)}::int[],
          ${typos.map((typo) => typo.pattern)}::text[]) typo(i, pattern) where typo.i = t.i) as typos
      from unnest(${words}::text[], ${words.map(containsPattern)}::text[]) with ordinality t(word, pattern, i))
    select typed.pattern,
      case when typed.folded <> '' and strpos(typed.folded, ' ') = 0 then array(
        select w.word from ${vocabulary} w where w.word like typed.pattern limit ${MAX_WORD_MATCHES + 1}) end as exact,
      array(select w.word from ${vocabulary} w
        where w.word ~ '^[[:alpha:]]+$'
          and char_length(w.word) between char_length(typed.folded) - 1 and char_length(typed.folded) + 1
          and strpos(w.word, typed.folded) = 0 and w.word like any (typed.typos)) as near,
      array[search_fold(${whole}), search_fold(${containsPattern(whole)}), search_fold(${`${escapeLike(whole)}%`}),
        search_fold(${`% ${escapeLike(whole)} %`})] as whole
    from typed order by typed.i`;
  const found: WordLookup[] = rows.map((row) => ({
    pattern: row.pattern,
    exact: row.exact !== null && row.exact.length <= MAX_WORD_MATCHES ? row.exact : null,
    near: row.near,
  }));
  const [folded, contains, prefix, code] = rows[0].whole;
  return { found, whole: { folded, contains, prefix, code } satisfies WholeLookup };
}

/**
 * The shop's search `q` over a product's folded text and words. Every word must be found: as typed (accents and case
 * aside) anywhere in the text, or, for a word of letters, as a whole word of the catalogue one typo away. A word is
 * first looked up in the catalogue's words (lookUpWords), then the products having one of the words found are taken
 * from the words' index: a word holding the typed one is where LIKE '%typed%' finds it in a text, so the products are
 * those a LIKE over every text would find, without reading every text. A typed word that is not one word once folded
 * ("bp-12", "d'água") or is found inside too many (MAX_WORD_MATCHES) is looked for with LIKE in the text (its trigram
 * index), as is any word inside a product's over-long word (LONG_WORD). The rank, highest first: an SKU equal to the
 * search, each word found in the name, found elsewhere, found only through a typo; then the whole search in the name,
 * the name starting with it, and the name's trigram similarity to it.
 */
export async function textSearch(db: Db, q: string | null | undefined, columns: TextSearchColumns): Promise<TextSearch> {
  const words = searchWords(q);
  if (words.length === 0) return { filter: db``, rank: null };
  const { found, whole } = await lookUpWords(db, words, columns);
  const text = db(columns.text);
  const tokens = db(columns.tokens);
  const name = db(columns.name);
  const conditions = found.map(({ pattern, exact, near }) => {
    const typo = near.length > 0 ? db` or ${tokens} && ${near}::text[]` : db``;
    if (exact === null) return { index: db``, asTyped: db`${text} like ${pattern}`, typo };
    // The index condition takes the products having one of the words (or an over-long one); the rest checks which.
    return {
      index: db`and ${tokens} && ${[...exact, ...near, LONG_WORD]}::text[]`,
      asTyped: db`(${tokens} && ${exact}::text[] or ${tokens} && ${[LONG_WORD]}::text[] and ${text} like ${pattern})`,
      typo,
    };
  });
  const filter = conditions
    .map(({ index, asTyped, typo }) => db`${index} and (${asTyped}${typo})`)
    .reduce((all, one) => db`${all} ${one}`);
  const wordScores = conditions.map(
    ({ asTyped }, i) => db`(case when ${name} like ${found[i].pattern} then 3 when ${asTyped} then 2 else 1 end)`,
  );
  const score = db`(
    (case when ${db(columns.codes)} like ${whole.code} then 20 else 0 end)
    + ${wordScores.reduce((sum, one) => db`${sum} + ${one}`)}
    + (case when ${name} like ${whole.contains} then 2 else 0 end)
    + (case when ${name} like ${whole.prefix} then 1 else 0 end))`;
  const closeness = db`similarity(${name}, ${whole.folded})`;
  return { filter, rank: { score, closeness, order: db`score desc, closeness desc` } };
}
