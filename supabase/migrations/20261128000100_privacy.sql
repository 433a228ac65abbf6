-- Privacy (LGPD): the privacy page and the contact messages' retention in the settings, accounts that can be
-- deleted while their orders stay for the fiscal period, a record of the data subjects' requests (art. 37) and the
-- consent choices of logged-in visitors.

-- The site's privacy policy: the slug of one of its pages (linked from the footer, the consent banner, the forms).
alter table settings add column privacy_page text check (privacy_page is null or char_length(privacy_page) <= 200);
-- Contact messages older than this are deleted by the hourly purge.
alter table settings add column contact_retention_months integer not null default 24
  check (contact_retention_months between 1 and 120);

-- An order outlives its buyer's account: deleting the account detaches the order (user_id null) and marks when, so
-- the admin sees "Conta excluída" and the purge erases the buyer's copy once the fiscal period has passed.
alter table orders drop constraint orders_user_id_fkey;
alter table orders alter column user_id drop not null;
alter table orders add constraint orders_user_id_fkey foreign key (user_id) references users (id) on delete set null;
alter table orders add column account_deleted_at timestamptz;
-- After the purge, the order's buyer fields hold nothing personal any more.
alter table orders add column personal_data_erased_at timestamptz;
create index orders_account_deleted_idx on orders (created_at) where account_deleted_at is not null and personal_data_erased_at is null;

-- A coupon's uses stay counted (its limits hold) when the account that used it is deleted.
alter table coupon_redemptions drop constraint coupon_redemptions_user_id_fkey;
alter table coupon_redemptions alter column user_id drop not null;
alter table coupon_redemptions add constraint coupon_redemptions_user_id_fkey
  foreign key (user_id) references users (id) on delete set null;
create index coupon_redemptions_user_idx on coupon_redemptions (user_id);

-- The record of the data subjects' requests (LGPD art. 37): who asked (the person, or an admin on their behalf),
-- whose data, what (a copy or the deletion) and when. The subject's id is kept as a number, not a reference: the
-- record outlives a deleted account, and holds nothing else of it.
create table data_requests (
  id bigint generated always as identity primary key,
  kind text not null check (kind in ('export', 'delete')),
  subject_id bigint not null,
  -- Who made the request: the subject themselves, or an admin serving a request that came by e-mail.
  actor_id bigint references users (id) on delete set null,
  by_admin boolean not null,
  created_at timestamptz not null default now()
);
create index data_requests_created_idx on data_requests (created_at desc, id desc);
create index data_requests_subject_idx on data_requests (subject_id);
create index data_requests_actor_idx on data_requests (actor_id);
alter table data_requests enable row level security;

-- A logged-in visitor's answers to the consent banner (what "Aceitar" or "Recusar" said, and when): part of the
-- account's data, exported with it and deleted with it.
create table consent_choices (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id) on delete cascade,
  choice text not null check (choice in ('accepted', 'rejected')),
  created_at timestamptz not null default now()
);
create index consent_choices_user_idx on consent_choices (user_id, created_at desc);
alter table consent_choices enable row level security;

-- What the purge looks for: back-in-stock alerts older than a year.
create index stock_alerts_created_idx on stock_alerts (created_at);
