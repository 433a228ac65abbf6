-- Coupons (issue 24): a discount code a buyer types at checkout. Its limits hold under concurrency: an order takes
-- a use in its own transaction by one conditional update of the coupon's row (`used_count < usage_limit`), which
-- also serializes every redemption of that coupon, so the per-customer count read right after it is exact too.
create table coupons (
  id bigint generated always as identity primary key,
  -- Stored upper-case, so uniqueness and lookups ignore case.
  code text not null unique check (code ~ '^[A-Z0-9_-]{3,40}$'),
  kind text not null check (kind in ('percent', 'fixed', 'free_shipping')),
  percent integer check (percent between 1 and 100),
  amount_cents integer check (amount_cents > 0),
  max_discount_cents integer check (max_discount_cents > 0),
  min_subtotal_cents integer check (min_subtotal_cents > 0),
  starts_at timestamptz,
  ends_at timestamptz,
  usage_limit integer check (usage_limit > 0),
  per_customer_limit integer check (per_customer_limit > 0),
  -- The discount applies only to lines of these products or categories (both empty: every line).
  product_ids bigint[] not null default '{}',
  category_ids bigint[] not null default '{}',
  active boolean not null default true,
  -- Uses taken: reserved by an order that may still be paid, or confirmed by a paid one.
  used_count integer not null default 0 check (used_count >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((kind = 'percent') = (percent is not null)),
  check ((kind = 'fixed') = (amount_cents is not null)),
  check (usage_limit is null or used_count <= usage_limit),
  check (ends_at is null or starts_at is null or ends_at > starts_at)
);
alter table coupons enable row level security;

-- One row per order that used a coupon: reserved with the order, confirmed when it is paid, released when it is
-- canceled (by its buyer, the shop, or the expiry job at its deadline); a released use is free again.
create table coupon_redemptions (
  id bigint generated always as identity primary key,
  coupon_id bigint not null references coupons (id) on delete restrict,
  order_id bigint not null unique references orders (id) on delete cascade,
  user_id bigint not null references users (id) on delete cascade,
  status text not null default 'reserved' check (status in ('reserved', 'confirmed', 'released')),
  discount_cents integer not null check (discount_cents >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index coupon_redemptions_customer_idx on coupon_redemptions (coupon_id, user_id) where status <> 'released';
alter table coupon_redemptions enable row level security;

-- The order keeps its discount and a copy of the coupon as it was (code, kind, value): later edits of the coupon
-- never change an order. total_cents = subtotal_cents + shipping_cents - discount_cents.
alter table orders add column discount_cents integer not null default 0 check (discount_cents >= 0);
alter table orders add column coupon jsonb;
alter table orders drop constraint orders_check;
alter table orders add constraint orders_total_check
  check (discount_cents <= subtotal_cents + shipping_cents and total_cents = subtotal_cents + shipping_cents - discount_cents);
