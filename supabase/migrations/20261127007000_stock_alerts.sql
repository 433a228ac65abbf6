-- "Avise-me quando chegar" (issue 24): a visitor's e-mail waiting for a sold-out product (or one of its variants)
-- to come back. The e-mail is sent once: the statement that claims the waiting rows of an item back in stock sets
-- notified_at, so two restocks racing send it once. The token is the one-click unsubscribe link's key.
create table stock_alerts (
  id bigint generated always as identity primary key,
  product_id bigint not null references products (id) on delete cascade,
  -- The variant awaited (null: a product without variants). A variant deleted takes its alerts with it.
  variant_id bigint references product_variants (id) on delete cascade,
  email text not null check (char_length(email) between 3 and 254),
  -- The language of the page the visitor subscribed from: the e-mail is written in it.
  locale text not null default 'pt' check (locale in ('pt', 'en', 'es')),
  token text not null constraint stock_alerts_token_key unique check (char_length(token) between 20 and 100),
  created_at timestamptz not null default now(),
  -- When the back-in-stock e-mail was claimed for sending (null: still waiting).
  notified_at timestamptz
);
-- One subscription per e-mail and item: subscribing again is the same row.
create unique index stock_alerts_item_email_key on stock_alerts (product_id, coalesce(variant_id, 0), email);
-- What a restock looks for, and what the admin counts: the waiting rows of a product.
create index stock_alerts_waiting_idx on stock_alerts (product_id) where notified_at is null;
create index stock_alerts_email_idx on stock_alerts (email);
alter table stock_alerts enable row level security;
