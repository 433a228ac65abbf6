-- The account's cart, kept on the server so every device of a logged-in customer shows the same lines, and the
-- abandoned-cart e-mail ("Seus itens estão esperando") sent once per cart left untouched.

-- One cart per account: its lines as the browser keeps them (`{product_id, variant_id?, quantity, amount_cents?}`),
-- when they last changed, and when this version of the cart was claimed for its reminder (cleared by a change).
create table carts (
  user_id bigint primary key references users (id) on delete cascade,
  items jsonb not null default '[]' check (jsonb_typeof(items) = 'array'),
  updated_at timestamptz not null default now(),
  reminded_at timestamptz
);
-- What the reminder job looks for: carts not reminded yet, oldest change first.
create index carts_due_idx on carts (updated_at) where reminded_at is null;
alter table carts enable row level security;
create policy carts_no_api_access on carts as restrictive for all to public using (false) with check (false);

-- Each reminder sent: the lines it named (restored by its link, shown in /conta/shop with their prices then), their
-- value then, the language it was written in, its random token (the restore link and the one-click unsubscribe), when it went.
create table cart_reminders (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id) on delete cascade,
  token text not null unique,
  items jsonb not null check (jsonb_typeof(items) = 'array'),
  lines jsonb not null default '[]' check (jsonb_typeof(lines) = 'array'),
  value_cents bigint not null default 0 check (value_cents >= 0),
  locale text not null default 'pt' check (locale in ('pt', 'en', 'es')),
  sent_at timestamptz not null default now()
);
create index cart_reminders_user_idx on cart_reminders (user_id, sent_at);
create index cart_reminders_sent_idx on cart_reminders (sent_at desc);
alter table cart_reminders enable row level security;
create policy cart_reminders_no_api_access on cart_reminders as restrictive for all to public using (false) with check (false);

-- The customer's opt-out of the abandoned-cart e-mails, kept with the account.
alter table users add column cart_reminders_off boolean not null default false;

-- The shop's switch and delay for them: on, 4 hours, unless the shop says otherwise.
alter table shop_settings add column abandoned_cart_enabled boolean not null default true;
alter table shop_settings add column abandoned_cart_hours integer not null default 4 check (abandoned_cart_hours between 1 and 72);
