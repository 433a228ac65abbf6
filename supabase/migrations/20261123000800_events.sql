-- Events (issue 4): /agenda (month calendar and upcoming list, America/Sao_Paulo) and /agenda/{slug}.
create table events (
  id bigint generated always as identity primary key,
  title text not null check (char_length(title) between 1 and 200),
  slug text not null check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 120),
  starts_at timestamptz not null,
  ends_at timestamptz,
  -- All-day events are shown by date only (their day in America/Sao_Paulo).
  all_day boolean not null default false,
  place text,
  address text,
  -- HTML, sanitized on save.
  description text not null default '',
  cover text,
  registration_url text,
  status text not null default 'draft' check (status in ('draft', 'published')),
  author_id bigint references users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (ends_at is null or ends_at >= starts_at)
);
create unique index events_slug_key on events (slug);
-- The public agenda: published, by start.
create index events_public_idx on events (starts_at, id) where status = 'published';

alter table events enable row level security;
