-- What Supabase's Security and Performance Advisor checks (the lints of supabase/splinter, run against the migrated
-- schema by tests/api/supabase-advisor.test.ts, which fails on any ERROR or WARN, unindexed foreign key or table
-- without a policy). docs/ARCHITECTURE.md ("Decisions and why": the advisor) gives the reasons.

-- 1. The extensions live in schema `extensions` (as a Supabase project keeps them), not in `public`, the schema
-- the Data API exposes. Both are relocatable; moving one already there does nothing, so this runs the same on a
-- database where 20261127005000 created them in public, on one where they were already in `extensions` (a
-- Supabase project, or a test database whose public schema was dropped and migrated again) and on PGlite. Their
-- objects keep their identity: the trigram indexes follow their operator class.
create schema if not exists extensions;
alter extension unaccent set schema extensions;
alter extension pg_trgm set schema extensions;

-- search_fold names unaccent and its dictionary by schema (an immutable function cannot rely on the search_path),
-- so it is written again with the new schema. Same result for every text: the stored search columns stay valid.
create or replace function search_fold(value text) returns text
language sql immutable parallel safe strict
set search_path = pg_catalog, public
as $$
  select regexp_replace(lower(extensions.unaccent('extensions.unaccent'::regdictionary, value)),
    '[[:space:],.;:!?()"''/\[\]{}<>|+*=#~^`-]+', ' ', 'g')
$$;

-- 2. Every function runs with a fixed search_path (pg_catalog first, so no object of another schema can stand
-- in for a built-in; then public, where the functions' tables are), whatever the caller's.
alter function take_rate_slots(jsonb) set search_path = pg_catalog, public;
alter function save_address(bigint, jsonb, integer) set search_path = pg_catalog, public;
alter function place_order(jsonb) set search_path = pg_catalog, public;
alter function products_variant_skus() set search_path = pg_catalog, public;
alter function products_search_words() set search_path = pg_catalog, public;
alter function product_search_text(text, text, text, text) set search_path = pg_catalog, public;
alter function search_tokens_of(text) set search_path = pg_catalog, public;

-- 3. An index on each foreign key's columns: deleting (or changing the key of) a referenced row looks the
-- referencing rows up by them (a user deleted with their account, a variant removed from a product, an order
-- erased), and the reads that join through them use them.
create index events_author_id_idx on events (author_id);
create index media_uploads_uploaded_by_idx on media_uploads (uploaded_by);
create index medias_author_id_idx on medias (author_id);
create index order_history_user_id_idx on order_history (user_id);
create index order_idempotency_order_id_idx on order_idempotency (order_id);
create index order_items_variant_id_idx on order_items (variant_id);
create index pages_author_id_idx on pages (author_id);
create index posts_author_id_idx on posts (author_id);
create index stock_alerts_variant_id_idx on stock_alerts (variant_id);
create index stock_history_user_id_idx on stock_history (user_id);
create index stock_history_variant_id_idx on stock_history (variant_id);
create index uploads_uploaded_by_idx on uploads (uploaded_by);

-- 4. No table is for the Data API: every table has row level security on and this one policy saying so, which
-- denies every row to every role that RLS applies to (anon, authenticated: whatever reaches the database through
-- PostgREST or GraphQL). The app connects as the tables' owner, which RLS does not apply to (no table forces it),
-- so its queries are unaffected. A new table gets the same two statements in its migration. The migration log
-- (schema_migrations) gets its policy where it is created, in src/server/db/migrate.ts.
create policy addresses_no_api_access on addresses as restrictive for all to public using (false) with check (false);
create policy cep_cache_no_api_access on cep_cache as restrictive for all to public using (false) with check (false);
create policy consent_choices_no_api_access on consent_choices as restrictive for all to public using (false) with check (false);
create policy contacts_no_api_access on contacts as restrictive for all to public using (false) with check (false);
create policy correios_state_no_api_access on correios_state as restrictive for all to public using (false) with check (false);
create policy coupon_redemptions_no_api_access on coupon_redemptions as restrictive for all to public using (false) with check (false);
create policy coupons_no_api_access on coupons as restrictive for all to public using (false) with check (false);
create policy data_requests_no_api_access on data_requests as restrictive for all to public using (false) with check (false);
create policy events_no_api_access on events as restrictive for all to public using (false) with check (false);
create policy media_upload_parts_no_api_access on media_upload_parts as restrictive for all to public using (false) with check (false);
create policy media_uploads_no_api_access on media_uploads as restrictive for all to public using (false) with check (false);
create policy medias_no_api_access on medias as restrictive for all to public using (false) with check (false);
create policy melhorenvio_state_no_api_access on melhorenvio_state as restrictive for all to public using (false) with check (false);
create policy menus_no_api_access on menus as restrictive for all to public using (false) with check (false);
create policy order_history_no_api_access on order_history as restrictive for all to public using (false) with check (false);
create policy order_idempotency_no_api_access on order_idempotency as restrictive for all to public using (false) with check (false);
create policy order_items_no_api_access on order_items as restrictive for all to public using (false) with check (false);
create policy orders_no_api_access on orders as restrictive for all to public using (false) with check (false);
create policy pages_no_api_access on pages as restrictive for all to public using (false) with check (false);
create policy password_resets_no_api_access on password_resets as restrictive for all to public using (false) with check (false);
create policy payments_no_api_access on payments as restrictive for all to public using (false) with check (false);
create policy posts_no_api_access on posts as restrictive for all to public using (false) with check (false);
create policy product_categories_no_api_access on product_categories as restrictive for all to public using (false) with check (false);
create policy product_variants_no_api_access on product_variants as restrictive for all to public using (false) with check (false);
create policy products_no_api_access on products as restrictive for all to public using (false) with check (false);
create policy publish_state_no_api_access on publish_state as restrictive for all to public using (false) with check (false);
create policy rate_events_no_api_access on rate_events as restrictive for all to public using (false) with check (false);
create policy search_words_no_api_access on search_words as restrictive for all to public using (false) with check (false);
create policy sessions_no_api_access on sessions as restrictive for all to public using (false) with check (false);
create policy settings_no_api_access on settings as restrictive for all to public using (false) with check (false);
create policy shipping_quote_cache_no_api_access on shipping_quote_cache as restrictive for all to public using (false) with check (false);
create policy shipping_rates_no_api_access on shipping_rates as restrictive for all to public using (false) with check (false);
create policy shop_settings_no_api_access on shop_settings as restrictive for all to public using (false) with check (false);
create policy stock_alerts_no_api_access on stock_alerts as restrictive for all to public using (false) with check (false);
create policy stock_history_no_api_access on stock_history as restrictive for all to public using (false) with check (false);
create policy submenus_no_api_access on submenus as restrictive for all to public using (false) with check (false);
create policy uploads_no_api_access on uploads as restrictive for all to public using (false) with check (false);
create policy users_no_api_access on users as restrictive for all to public using (false) with check (false);
