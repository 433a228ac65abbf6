-- The stock history (issue 20: stock edits never fight sales). Every change of a stock row (a product without
-- variants, or a variant) is also a row here, written in the same transaction as the change, mostly by the same
-- statement: a sale (the order's reservation), units given back (the order canceled by its buyer or an admin,
-- refunded, or expired), or an adjustment (an admin's save, a new product's first stock). For a row that was
-- limited throughout, its stock equals the stock it started with plus the sum of its quantities.
create table stock_history (
  id bigint generated always as identity primary key,
  product_id bigint not null references products (id) on delete cascade,
  -- The variant when the stock row is one (null: the product's own stock). A variant deleted later keeps its
  -- history, with its option values copied here so the screen can still name it.
  variant_id bigint references product_variants (id) on delete set null,
  variant_options text[],
  kind text not null check (kind in ('sale', 'cancel', 'refund', 'expiry', 'adjustment')),
  -- Units added (positive) or taken (negative); null when the stock became or stopped being unlimited.
  quantity integer,
  -- The stock right after the change; null: unlimited.
  stock_after integer check (stock_after is null or stock_after >= 0),
  -- Who changed it (the buyer of a sale, the admin of an adjustment or a cancel); null for the system.
  user_id bigint references users (id) on delete set null,
  order_id bigint references orders (id) on delete set null,
  created_at timestamptz not null default now()
);
create index stock_history_product_idx on stock_history (product_id, id desc);
create index stock_history_order_idx on stock_history (order_id) where order_id is not null;
alter table stock_history enable row level security;
