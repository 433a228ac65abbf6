-- The shop's search (issue 24), second step: products are found through their words, not by a LIKE over every
-- product's text. Migration 20261127005000 kept each product's folded text (search_text, a trigram index) and the
-- catalogue's words of letters (search_words); a search ran one LIKE per typed word over all the texts (a full pass
-- whatever the word). Here each product also keeps the list of its words (search_tokens, a GIN index), and
-- search_words holds every word of the catalogue (numbers and codes too): a typed word is first looked up among the
-- catalogue's words (the words holding it, and those one typo away), then the products having one of those words are
-- taken from the index. A word holding the typed one is exactly where LIKE '%word%' finds it in the text, so the
-- products found are the same. The TypeScript half is textSearch in src/server/db/like.ts.
--
-- Also kept beside the product, so that ranking the products found reads columns instead of folding the name and the
-- SKUs again for each of them: the folded name (search_name) and the folded SKUs between spaces (search_codes).

-- A product's searchable text (unchanged from 20261127005000, now one function so that search_text and
-- search_tokens are computed by the same rule): name, SKU, the variants' SKUs and the description without its tags
-- and entities, folded, between spaces so that " word " finds a whole word.
create or replace function product_search_text(name text, sku text, variant_skus text, description text) returns text
language sql immutable parallel safe as $$
  select ' ' || search_fold(name || ' ' || coalesce(sku, '') || ' ' || variant_skus || ' ' ||
    regexp_replace(description, '<[^>]*>|&[#a-zA-Z0-9]+;', ' ', 'g')) || ' '
$$;

-- The distinct words of a folded text (split on its spaces), sorted, and two marks that are never words (words hold
-- no space and are never empty; textSearch in src/server/db/like.ts names them): '' in every list (ANY_WORD: what a
-- search that must read every product looks for), and ' ' for a word over 100 characters, not listed itself (an
-- index entry has a size limit; LONG_WORD: such a product's text is checked with LIKE).
create or replace function search_tokens_of(folded text) returns text[]
language sql immutable parallel safe strict as $$
  select array_agg(distinct case when char_length(w) <= 100 then w else ' ' end)
  from unnest(array[''] || string_to_array(folded, ' ')) w
$$;

-- search_text again, through the function (dropping it drops its trigram index, made again below). Only writes of
-- the columns read recompute these (PostgreSQL 15 on): an order's stock update touches none of them.
alter table products drop column search_text;
alter table products
  add column search_text text generated always as (product_search_text(name, sku, variant_skus, description)) stored,
  add column search_tokens text[] generated always as (
    search_tokens_of(product_search_text(name, sku, variant_skus, description))) stored,
  add column search_name text generated always as (search_fold(name)) stored,
  add column search_codes text generated always as (' ' || search_fold(coalesce(sku, '') || ' ' || variant_skus) || ' ') stored;

-- fastupdate off: a GIN index otherwise queues new entries in a pending list, read in full by every search until a
-- vacuum merges it (measured on the bench's 5,000 new products: 957 entries pending made a trigram search for an
-- SKU 2.1 ms instead of 0.2 ms). A catalogue is written rarely and searched often: a write pays for its entries.
do $$
declare
  schema_name text := (select n.nspname from pg_extension e join pg_namespace n on n.oid = e.extnamespace
                       where e.extname = 'pg_trgm');
begin
  execute format('create index products_search_idx on products using gin (search_text %I.gin_trgm_ops)
    with (fastupdate = off)', schema_name);
  execute format('create index search_words_word_idx on search_words using gin (word %I.gin_trgm_ops)
    with (fastupdate = off)', schema_name);
end $$;
create index products_search_tokens_idx on products using gin (search_tokens) with (fastupdate = off);
-- The one-typo lookup takes the catalogue's words of letters one letter shorter to one longer than the typed word
-- (numbers and codes, a great part of the words, left out of the index).
create index search_words_letters_idx on search_words (char_length(word)) where word ~ '^[[:alpha:]]+$';

-- search_words now holds every word of the catalogue's texts (the words of search_tokens), not only those of 3 to
-- 25 letters: the typed word is looked for inside them. A word no product has any more still stays (it only costs a
-- lookup that finds no product). Sorted, so that two products written at once take the index entries in the same
-- order (no deadlock).
create or replace function products_search_words() returns trigger
language plpgsql as $$
begin
  insert into search_words (word)
  select w from unnest(new.search_tokens) w where w not in ('', ' ') order by w
  on conflict do nothing;
  return null;
end $$;

insert into search_words (word)
select distinct w from products p, unnest(p.search_tokens) w where w not in ('', ' ') order by w
on conflict do nothing;
