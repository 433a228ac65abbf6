-- The shop's search (issue 24): `q` finds products ignoring accents and case, by name, description, SKU and
-- variant SKU, tolerating one typo in a word. The rule's TypeScript half is src/server/db/like.ts (`textSearch`):
-- it sends the words and their one-typo LIKE patterns; this file keeps what the database must hold for it: the
-- folded text of each product with its trigram index, and the words of the catalogue (search_words), where a
-- word's one-typo patterns are looked up (a few thousand short words) before the products are (one pattern per
-- word found, instead of some 30 per typed word run over every description).
--
-- unaccent and pg_trgm ship with PostgreSQL's contrib (Supabase, the CI's PostgreSQL 15) and with PGlite, where
-- they are loaded by the `extensions` option of PGlite.create (scripts/lib/embedded-db.ts, tests/helpers/pglite.ts).
create extension if not exists unaccent;
create extension if not exists pg_trgm;

-- search_fold(text): the text as the search compares it: without accents, lower-case, each run of spaces and
-- punctuation (but % _ and \, which LIKE patterns carry escaped) one space. unaccent() is only stable (its
-- dictionary is looked up by the search_path), so an index cannot use it: this wrapper names the dictionary and
-- the function by their schema and is declared immutable. The schema is the one the extension was created in
-- (public here, `extensions` on a Supabase project that enabled it from the dashboard), read at migration time.
do $$
declare
  schema_name text := (select n.nspname from pg_extension e join pg_namespace n on n.oid = e.extnamespace
                       where e.extname = 'unaccent');
begin
  execute format($f$
    create or replace function search_fold(value text) returns text
    language sql immutable parallel safe strict as $body$
      select regexp_replace(lower(%1$I.unaccent(%2$L::regdictionary, value)),
        '[[:space:],.;:!?()"''/\[\]{}<>|+*=#~^`-]+', ' ', 'g')
    $body$
  $f$, schema_name, schema_name || '.unaccent');
end $$;

-- A product's searchable text: name, SKU, the variants' SKUs and the description without its tags and entities,
-- folded, between spaces so that " word " finds a whole word. The variants' SKUs are copied onto the
-- product (variant_skus, kept by the trigger below) so that one trigram index answers the whole search.
alter table products add column variant_skus text not null default '';
alter table products add column search_text text generated always as (
  ' ' || search_fold(name || ' ' || coalesce(sku, '') || ' ' || variant_skus || ' ' ||
    regexp_replace(description, '<[^>]*>|&[#a-zA-Z0-9]+;', ' ', 'g')) || ' '
) stored;

-- Only the SKU column's writes (and inserts and deletes) fire it: an order's stock update of a variant never
-- touches its product's row.
create or replace function products_variant_skus() returns trigger
language plpgsql as $$
declare
  target bigint := case when tg_op = 'DELETE' then old.product_id else new.product_id end;
begin
  update products p set variant_skus = coalesce((
    select string_agg(v.sku, ' ' order by v.position, v.id) from product_variants v
    where v.product_id = target and v.sku is not null), '')
  where p.id = target;
  if tg_op = 'UPDATE' and old.product_id <> new.product_id then
    update products p set variant_skus = coalesce((
      select string_agg(v.sku, ' ' order by v.position, v.id) from product_variants v
      where v.product_id = old.product_id and v.sku is not null), '')
    where p.id = old.product_id;
  end if;
  return null;
end $$;

create trigger product_variants_skus after insert or delete or update of sku, product_id on product_variants
  for each row execute function products_variant_skus();

-- Variants written before this migration.
update products p set variant_skus = s.skus
from (select product_id, string_agg(sku, ' ' order by position, id) as skus
      from product_variants where sku is not null group by product_id) s
where s.product_id = p.id;

-- The trigram index of the text: LIKE '%word%' and the one-typo patterns use it (pg_trgm's GIN operator class,
-- named by the extension's schema like search_fold).
do $$
declare
  schema_name text := (select n.nspname from pg_extension e join pg_namespace n on n.oid = e.extnamespace
                       where e.extname = 'pg_trgm');
begin
  execute format('create index products_search_idx on products using gin (search_text %I.gin_trgm_ops)', schema_name);
end $$;

-- The catalogue's words (letters only, 3 to 25 of them, folded): where a typed word's one-typo patterns are
-- matched. Added by the trigger below as products are written; a word no product has any more stays (it only
-- costs a pattern that finds nothing), so the table holds the catalogue's vocabulary, not a copy of its rows.
create table search_words (word text primary key);
alter table search_words enable row level security;

-- The words of a product's text, in order, so that two products written at once take the words' index entries
-- in the same order (no deadlock); a stock update (orders) writes none of these columns and does not fire it.
create or replace function products_search_words() returns trigger
language plpgsql as $$
begin
  insert into search_words (word)
  select distinct w from regexp_split_to_table(new.search_text, ' ') w
  where w ~ '^[[:alpha:]]{3,25}$' order by w
  on conflict do nothing;
  return null;
end $$;

create trigger products_search_words after insert or update of name, sku, description, variant_skus on products
  for each row execute function products_search_words();

insert into search_words (word)
select distinct w from products p, regexp_split_to_table(p.search_text, ' ') w
where w ~ '^[[:alpha:]]{3,25}$' order by w
on conflict do nothing;
