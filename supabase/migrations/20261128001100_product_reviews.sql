-- Reviews from verified buyers. A customer with an order of the product that is paid or later (paid, processing,
-- sent, received; not canceled, not returned after shipping) writes one review per product; it waits for a manager
-- (pending), who approves or rejects it and may answer it publicly (reply). The author's edit waits again. The
-- public sees approved reviews only. Deleting the account deletes its reviews (src/server/privacy/personal-data.ts).
create table product_reviews (
  id bigint generated always as identity primary key,
  product_id bigint not null references products (id) on delete cascade,
  user_id bigint not null references users (id) on delete cascade,
  rating smallint not null check (rating between 1 and 5),
  title text check (title is null or char_length(title) between 1 and 120),
  body text not null check (char_length(body) between 10 and 2000),
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  -- The shop's public answer, shown under the review once it is approved.
  reply text check (reply is null or char_length(reply) between 1 and 2000),
  replied_at timestamptz,
  -- When a manager last approved or rejected it (null: never, or waiting again after an edit).
  moderated_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- One review per customer and product (a second POST is a 409 on this name).
create unique index product_reviews_product_user_key on product_reviews (product_id, user_id);
-- The account's reviews (its /conta order page, the export; the foreign key's deletes).
create index product_reviews_user_idx on product_reviews (user_id);
-- The public list and its stats: a product's approved reviews, newest first.
create index product_reviews_approved_idx on product_reviews (product_id, created_at desc, id desc) where status = 'approved';
-- The managers' list by status, oldest waiting first.
create index product_reviews_status_idx on product_reviews (status, created_at, id);
alter table product_reviews enable row level security;
create policy product_reviews_no_api_access on product_reviews as restrictive for all to public using (false) with check (false);

-- The invitation to review (the "received" e-mail, or 7 days after "sent" for an order never marked received): sent
-- once per order. It is claimed by setting this column in the statement that checks it is unset, so runs that
-- overlap or repeat send one. Orders delivered before this column existed are left uninvited by the job's window.
alter table orders add column review_invited_at timestamptz;
