-- Publishing: the state of the rebuild requests sent to Netlify's build hook (NETLIFY_BUILD_HOOK_URL).
-- One row (id 1), since functions keep no memory: when the hook was last called, whether a change is still
-- waiting for the next call (pending_since), why, and the last failure. The code re-creates the row when a
-- test or a reset truncates it.
create table publish_state (
  id smallint primary key default 1 check (id = 1),
  last_requested_at timestamptz,
  pending_since timestamptz,
  last_reason text,
  last_error text,
  last_error_at timestamptz
);

insert into publish_state (id) values (1);

alter table publish_state enable row level security;
