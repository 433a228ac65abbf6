-- Library files of up to 100 MB (issue 4). A function request carries at most about 4.5 MB of binary data on
-- Netlify, so the browser sends a file in parts: one row per upload, one per part received; the parts themselves
-- are Netlify Blobs ('media-files' store, keys '<upload id>/<part index>') served in order by /api/media-files/:id.
create table media_uploads (
  id text primary key check (id ~ '^[0-9a-f]{32}$'),
  file_name text not null check (char_length(file_name) between 1 and 255),
  size bigint not null check (size between 1 and 104857600),
  part_size integer not null check (part_size > 0),
  parts integer not null check (parts between 1 and 1000),
  -- Read from the first part's bytes when it arrives.
  mime text,
  status text not null default 'pending' check (status in ('pending', 'complete')),
  uploaded_by bigint references users (id) on delete set null,
  created_at timestamptz not null default now(),
  completed_at timestamptz
);
create index media_uploads_created_at_idx on media_uploads (created_at);

create table media_upload_parts (
  upload_id text not null references media_uploads (id) on delete cascade,
  part_index integer not null check (part_index >= 0),
  size integer not null check (size > 0),
  primary key (upload_id, part_index)
);

-- The item's uploaded file (one item per file; file_url, file_name, file_size and file_mime are copied from it).
alter table medias add column file_id text references media_uploads (id) on delete set null;
create unique index medias_file_id_key on medias (file_id);

alter table media_uploads enable row level security;
alter table media_upload_parts enable row level security;
