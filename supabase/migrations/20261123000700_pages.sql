-- Pages (issue 4): /{slug} and the home page, each an ordered list of typed layout blocks (see src/lib/blocks).
create table pages (
  id bigint generated always as identity primary key,
  title text not null check (char_length(title) between 1 and 200),
  slug text not null check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 120),
  status text not null default 'draft' check (status in ('draft', 'published')),
  seo_title text,
  seo_description text,
  cover text,
  -- The layout: a JSON array of blocks, each { id, type, ...fields }, validated by the API before it is stored.
  blocks jsonb not null default '[]' check (jsonb_typeof(blocks) = 'array'),
  -- At most one page is the home page (/).
  is_home boolean not null default false,
  author_id bigint references users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index pages_slug_key on pages (slug);
create unique index pages_one_home on pages (is_home) where is_home;

alter table pages enable row level security;
