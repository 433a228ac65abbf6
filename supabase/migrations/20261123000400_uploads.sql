-- Uploaded images (POST /api/uploads/images): who sent what, when, and the Netlify Blobs keys of its variants.
-- The blobs themselves live in the 'uploads' store; this log lets an admin screen or a clean-up job find them.
create table uploads (
  id bigint generated always as identity primary key,
  -- The random part shared by the variant keys ('<id>-original.png', '<id>-average.webp', …).
  blob_id text not null unique,
  content_type text not null,
  -- Bytes as received, before any processing.
  size_bytes integer not null check (size_bytes > 0),
  width integer,
  height integer,
  original_key text not null,
  average_key text not null,
  thumbnail_key text not null,
  uploaded_by bigint references users (id) on delete set null,
  created_at timestamptz not null default now()
);
create index uploads_created_at_idx on uploads (created_at desc);

alter table uploads enable row level security;
