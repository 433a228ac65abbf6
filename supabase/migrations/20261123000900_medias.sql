-- Media library items (issue 4): /biblioteca and /biblioteca/{slug}. An item has an uploaded file (in Netlify
-- Blobs, served by /api/files) or an external URL (video links are embedded).
create table medias (
  id bigint generated always as identity primary key,
  title text not null check (char_length(title) between 1 and 200),
  slug text not null check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 120),
  -- One of the spec's 20 publication types (src/lib/publication-types.ts) and one media type.
  publication_type text not null,
  media_type text not null,
  authors text,
  year integer check (year between 1000 and 9999),
  -- HTML, sanitized on save.
  description text not null default '',
  cover text,
  file_url text,
  file_name text,
  file_size bigint check (file_size >= 0),
  file_mime text,
  external_url text,
  status text not null default 'draft' check (status in ('draft', 'published')),
  author_id bigint references users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index medias_slug_key on medias (slug);
create index medias_public_idx on medias (created_at desc, id desc) where status = 'published';

alter table medias enable row level security;
