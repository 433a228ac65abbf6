-- News (issue 4): what /noticias lists and /noticias/{slug} shows. The body is HTML sanitized on save.
create table posts (
  id bigint generated always as identity primary key,
  title text not null check (char_length(title) between 1 and 200),
  slug text not null check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 120),
  excerpt text,
  cover text,
  body text not null default '',
  status text not null default 'draft' check (status in ('draft', 'published')),
  -- When the post is (or becomes) public; set when it is first published without a date.
  published_at timestamptz,
  author_id bigint references users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index posts_slug_key on posts (slug);
-- The public list: published, newest first.
create index posts_public_idx on posts (published_at desc, id desc) where status = 'published';

alter table posts enable row level security;
