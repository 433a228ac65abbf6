-- Administration lists: accounts newest first (/api/users) and unread contact messages (/api/contacts?unread=1).
-- No new tables, so no row-level security to enable here.
create index users_created_at_idx on users (created_at desc, id desc);
create index contacts_unread_idx on contacts (created_at desc, id desc) where read_at is null;
