-- Orders (issue 13). Everything a customer bought is copied into the order as it was at purchase (names, SKUs,
-- prices, the address, the shipping option, the totals), so later edits of products, addresses or rates never change
-- an order. Status changes go through one transition table in src/lib/shop/orders.ts: `update … where status = $from`
-- plus a history row, in one transaction. Stock was reserved by a conditional update in the order's transaction.
create sequence order_number_seq start 1001;

create table orders (
  id bigint generated always as identity primary key,
  -- The short, sequential number people see (#1001).
  number bigint not null default nextval('order_number_seq'),
  user_id bigint not null references users (id) on delete restrict,
  status text not null default 'pending'
    check (status in ('pending', 'paid', 'failed', 'processing', 'sent', 'received', 'canceled')),
  customer_name text not null,
  customer_email text not null,
  customer_document text,
  customer_phone text,
  -- {recipient, cep, street, number, complement, district, city, state}; null for pickup.
  address jsonb,
  -- {service, name, price_cents, days, provider}
  shipping jsonb not null,
  payment_method text not null check (payment_method in ('pix_manual', 'mercadopago_pix', 'mercadopago_checkout')),
  payment_instructions text,
  subtotal_cents integer not null check (subtotal_cents >= 0),
  shipping_cents integer not null check (shipping_cents >= 0),
  total_cents integer not null check (total_cents = subtotal_cents + shipping_cents),
  notes text check (notes is null or char_length(notes) <= 1000),
  tracking_code text check (tracking_code is null or tracking_code ~ '^[A-Z]{2}[0-9]{9}[A-Z]{2}$'),
  -- The customer's language when ordering (pt, en, es): the e-mails are written in it.
  locale text not null default 'pt' check (locale in ('pt', 'en', 'es')),
  -- A pending order not paid by then is canceled by the expiry job.
  expires_at timestamptz,
  paid_at timestamptz,
  -- Units given back to stock (on cancel): set once, so they are never given back twice.
  restocked_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index orders_number_key on orders (number);
alter sequence order_number_seq owned by orders.number;
create index orders_user_idx on orders (user_id, created_at desc, id desc);
create index orders_status_idx on orders (status, created_at desc);
create index orders_created_idx on orders (created_at desc, id desc);
create index orders_expiry_idx on orders (expires_at) where status = 'pending';
alter table orders enable row level security;

create table order_items (
  id bigint generated always as identity primary key,
  order_id bigint not null references orders (id) on delete cascade,
  position integer not null,
  product_id bigint references products (id) on delete set null,
  variant_id bigint references product_variants (id) on delete set null,
  name text not null,
  sku text,
  options text[] not null default '{}',
  image text,
  unit_price_cents integer not null check (unit_price_cents >= 0),
  quantity integer not null check (quantity > 0)
);
create index order_items_order_idx on order_items (order_id, position);
create index order_items_product_idx on order_items (product_id);
alter table order_items enable row level security;

create table order_history (
  id bigint generated always as identity primary key,
  order_id bigint not null references orders (id) on delete cascade,
  from_status text,
  to_status text not null,
  -- Who changed it; null for the system (the expiry job, a payment notification).
  user_id bigint references users (id) on delete set null,
  -- An internal note: shown to the managers only.
  note text check (note is null or char_length(note) <= 1000),
  created_at timestamptz not null default now()
);
create index order_history_order_idx on order_history (order_id, id);
alter table order_history enable row level security;

-- One order per (customer, Idempotency-Key): a retry meets the first request's row at this key.
create table order_idempotency (
  user_id bigint not null references users (id) on delete cascade,
  key text not null,
  request_hash text not null,
  order_id bigint references orders (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (user_id, key)
);
alter table order_idempotency enable row level security;

-- How the shop is paid (issue 13: the offline Pix / transfer) and where its own notices go.
alter table shop_settings add column payments jsonb not null default '{}';
alter table shop_settings add column notify_email text;
