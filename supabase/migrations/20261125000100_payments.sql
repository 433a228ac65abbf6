-- Payments through a provider (issue 14: Mercado Pago). One row per attempt: the provider's id, its status, the amount
-- it holds and its raw answers. A notification is only a hint: the payment is read from the provider, stored here,
-- and one mapping (src/lib/shop/payment-mapping.ts) moves the order forward through moveOrder, never backwards.
create table payments (
  id bigint generated always as identity primary key,
  order_id bigint not null references orders (id) on delete cascade,
  provider text not null check (provider in ('mercadopago')),
  method text not null check (method in ('mercadopago_pix', 'mercadopago_checkout')),
  -- The provider's payment id (null for a Checkout Pro preference the buyer has not paid yet).
  provider_payment_id text,
  preference_id text,
  status text not null,
  status_detail text,
  amount_cents bigint check (amount_cents is null or amount_cents >= 0),
  -- Pix: the copia e cola text and the QR as a base64 PNG; Checkout Pro: where the buyer pays.
  qr_code text,
  qr_code_base64 text,
  init_point text,
  expires_at timestamptz,
  raw jsonb not null default '{}',
  refunded_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index payments_provider_payment_key on payments (provider, provider_payment_id);
create index payments_order_idx on payments (order_id, id desc);
alter table payments enable row level security;

-- Something about the payment a manager must look at (an amount that is not the total, approved after a cancel…).
alter table orders add column payment_flag text;

-- The Mercado Pago account: write-only secrets (never selected into an answer, a log line or the build).
alter table shop_settings add column mercadopago_access_token text;
alter table shop_settings add column mercadopago_webhook_secret text;
