-- Platform: settings, accounts, sessions, menus, contacts and rate-limit counters.
-- Every table has row-level security enabled with no policy: Supabase's Data API roles get nothing,
-- while the server connects as the owning role.

create table settings (
  id smallint primary key default 1 check (id = 1),
  title text not null,
  font text not null default 'Montserrat',
  primary_color text not null default '#4a2c2a',
  secondary_color text not null default '#f08a76',
  site_cover text,
  site_logo text,
  site_favicon text,
  site_footer_logo boolean not null default false,
  gtag text,
  contact text,
  email text,
  url_facebook text,
  url_instagram text,
  url_twitter text,
  url_youtube text,
  features jsonb not null default '{}'::jsonb,
  translations jsonb not null default '[]'::jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table users (
  id bigint generated always as identity primary key,
  name text not null,
  email text not null,
  password_hash text not null,
  role text not null default 'user' check (role in ('user', 'admin', 'super')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index users_email_key on users (lower(email));

create table sessions (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id) on delete cascade,
  token_hash text not null unique,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz
);
create index sessions_user_id_idx on sessions (user_id);

create table menus (
  id bigint generated always as identity primary key,
  name text not null,
  url text,
  page text,
  enabled boolean not null default true,
  position integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table submenus (
  id bigint generated always as identity primary key,
  menu_id bigint not null references menus (id) on delete cascade,
  name text not null,
  url text,
  page text,
  position integer not null default 0
);
create index submenus_menu_id_idx on submenus (menu_id, position);

create table contacts (
  id bigint generated always as identity primary key,
  name text not null,
  email text not null,
  message text not null,
  read_at timestamptz,
  created_at timestamptz not null default now()
);
create index contacts_created_at_idx on contacts (created_at desc);

-- One row per counted attempt; a sliding window counts the rows newer than its start.
create table rate_events (
  id bigint generated always as identity primary key,
  bucket text not null,
  key text not null,
  created_at timestamptz not null default now()
);
create index rate_events_lookup_idx on rate_events (bucket, key, created_at);

alter table settings enable row level security;
alter table users enable row level security;
alter table sessions enable row level security;
alter table menus enable row level security;
alter table submenus enable row level security;
alter table contacts enable row level security;
alter table rate_events enable row level security;
