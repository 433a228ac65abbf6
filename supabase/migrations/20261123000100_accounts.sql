-- Customer accounts: profile fields on users, addresses (at most one default per user) and password resets.
-- New tables have row-level security enabled with no policy, like the platform's.

alter table users add column organization text;
-- CPF (11 digits) or CNPJ (14 digits), digits only; the check digits are validated by the API.
alter table users add column document text check (document is null or document ~ '^([0-9]{11}|[0-9]{14})$');
-- Digits only, with the area code (10 or 11 digits).
alter table users add column phone text check (phone is null or phone ~ '^[0-9]{10,11}$');

create table addresses (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id) on delete cascade,
  recipient text not null,
  cep text not null check (cep ~ '^[0-9]{8}$'),
  street text not null,
  number text not null,
  complement text,
  district text not null,
  city text not null,
  state text not null check (state ~ '^[A-Z]{2}$'),
  is_default boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index addresses_user_id_idx on addresses (user_id, id);
-- At most one default address per user.
create unique index addresses_one_default_key on addresses (user_id) where is_default;

create table password_resets (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id) on delete cascade,
  token_hash text not null unique,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index password_resets_user_id_idx on password_resets (user_id, created_at);

alter table addresses enable row level security;
alter table password_resets enable row level security;
