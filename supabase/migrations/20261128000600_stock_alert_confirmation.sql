-- Back-in-stock sign-ups are confirmed by the address they name (double opt-in): the sign-up mails a link carrying
-- the alert's token, and only a confirmed alert is ever sent the back-in-stock e-mail. An unconfirmed one is deleted
-- by the hourly purge once its link has expired (src/server/maintenance/purge-expired.ts).
alter table stock_alerts add column confirmed_at timestamptz;
-- Sign-ups stored before confirmation was asked for keep waiting as they were.
update stock_alerts set confirmed_at = created_at;
-- What the purge looks for: the unconfirmed sign-ups, oldest first.
create index stock_alerts_unconfirmed_idx on stock_alerts (created_at) where confirmed_at is null;
