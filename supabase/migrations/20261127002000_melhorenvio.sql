-- Melhor Envio as a shipping provider (issue 23): a carrier aggregator that quotes Correios, Jadlog and others without
-- a Correios contract. Its token is a plain column the code never selects into an answer (as the Correios
-- credentials); the technical e-mail goes in the User-Agent Melhor Envio requires; `melhorenvio_services` lists the
-- service ids the shop offers (empty: every service of the account).
alter table shop_settings drop constraint shop_settings_provider_check;
alter table shop_settings add constraint shop_settings_provider_check check (provider in ('tabela', 'correios', 'melhorenvio'));
alter table shop_settings add column melhorenvio_token text;
alter table shop_settings add column melhorenvio_email text;
alter table shop_settings add column melhorenvio_services jsonb not null default '[]';

-- Melhor Envio's state: the last failure with the pause it started (a 429 pauses for its Retry-After), and the
-- services its quotes have named ([{id, name, carrier}], what /conta/shop offers to choose from).
create table melhorenvio_state (
  id smallint primary key default 1 check (id = 1),
  paused_until timestamptz,
  last_error text,
  last_error_at timestamptz,
  services jsonb not null default '[]'
);
alter table melhorenvio_state enable row level security;

-- An order's `shipping` jsonb ({service, name, price_cents, days, provider}) gains `carrier` for Melhor Envio's
-- options (the company that carries it, as Melhor Envio named it); place_order copies the object as it is sent.
