-- The hourly purge (netlify/functions/purge-expired.mts) drops rate events older than a day across every bucket:
-- the lookup index starts with bucket and key, so it gets an index of its own on the time.
create index rate_events_created_at_idx on rate_events (created_at);
