-- Shop, part 1: shipping. The shop's settings (one row, id 1; the code uses defaults while it is missing), the rate
-- table of the Tabela provider, the Correios contract state (token, failure pause), and the caches of Correios
-- quotes and CEP lookups. Secrets (the Correios credentials) are plain columns that the code never selects into
-- an answer; like every table, these have row-level security enabled with no policy, so Supabase's Data API
-- roles cannot read them.
create table shop_settings (
  id smallint primary key default 1 check (id = 1),
  origin_cep text check (origin_cep ~ '^[0-9]{8}$'),
  packaging_weight_g integer not null default 0 check (packaging_weight_g between 0 and 30000),
  handling_days integer not null default 0 check (handling_days between 0 and 60),
  provider text not null default 'tabela' check (provider in ('tabela', 'correios')),
  -- [{code, name, enabled, contract_code}], validated by src/lib/shop/shop-settings.ts
  services jsonb not null default '[]',
  -- {enabled, name, address}
  pickup jsonb not null default '{}',
  -- {enabled, min_subtotal_cents, services, states}
  free_shipping jsonb not null default '{}',
  correios_user text,
  correios_access_code text,
  correios_contract text,
  correios_card text,
  updated_at timestamptz not null default now()
);

-- One row per service, destination and weight band: a package weighing up to max_weight_g (charged weight) to
-- that destination costs price_cents and takes days. A destination is a list of states or a CEP range.
create table shipping_rates (
  id bigint generated always as identity primary key,
  position integer not null,
  service text not null check (service ~ '^[0-9]{5}$'),
  states text[] not null default '{}',
  cep_start text check (cep_start ~ '^[0-9]{8}$'),
  cep_end text check (cep_end ~ '^[0-9]{8}$'),
  max_weight_g integer not null check (max_weight_g between 1 and 30000),
  price_cents integer not null check (price_cents >= 0),
  days integer not null check (days between 0 and 90),
  constraint shipping_rates_range_check check ((cep_start is null) = (cep_end is null) and (cep_start is null or cep_start <= cep_end)),
  constraint shipping_rates_destination_check check ((cardinality(states) > 0) <> (cep_start is not null))
);
create index shipping_rates_service_idx on shipping_rates (service, max_weight_g);

-- The Correios contract API's state: the token (kept until shortly before it expires; `fingerprint` is a hash of
-- the credentials it was issued for), and the last failure with the pause it started.
create table correios_state (
  id smallint primary key default 1 check (id = 1),
  fingerprint text,
  token text,
  dr integer,
  token_expires_at timestamptz,
  paused_until timestamptz,
  last_error text,
  last_error_at timestamptz
);

-- Correios prices and delivery times by a hash of (service, CEPs, package), for 24 hours.
create table shipping_quote_cache (
  key text primary key,
  value jsonb not null,
  expires_at timestamptz not null
);
create index shipping_quote_cache_expires_idx on shipping_quote_cache (expires_at);

-- Addresses of CEPs from the lookup service (address null: the service does not know the CEP).
create table cep_cache (
  cep text primary key check (cep ~ '^[0-9]{8}$'),
  address jsonb,
  expires_at timestamptz not null
);

alter table shop_settings enable row level security;
alter table shipping_rates enable row level security;
alter table correios_state enable row level security;
alter table shipping_quote_cache enable row level security;
alter table cep_cache enable row level security;
