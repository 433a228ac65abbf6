-- Payment attempts (issue 20). An order's payment is tried in attempts: its first charge, then each "Tentar pagar
-- novamente". Every charge (payments row) belongs to one attempt, and the order knows its current one, so that what a
-- stale attempt's charge does (a rejection, a cancellation) never moves the order, while money is money: an approval
-- of any attempt pays an unpaid order. A Checkout Pro preference is one attempt, whatever number of card payments the
-- buyer makes on its page (they carry the attempt in their metadata).
alter table orders add column payment_attempt integer not null default 1 check (payment_attempt >= 1);
alter table payments add column attempt integer not null default 1 check (attempt >= 1);

-- The provider payment that paid the order (a second approval is a double payment, flagged with a refund action).
alter table orders add column paid_payment_id text;

-- Charges end with their orders: when an order ends (canceled, or paid by another charge) its open charges are
-- closed at Mercado Pago. A failure there never blocks the order's change: it is kept here, shown to the managers,
-- and the reconciliation tries again until closed_at is set.
alter table payments add column closed_at timestamptz;
alter table payments add column close_error text;
create index payments_to_close_idx on payments (order_id) where closed_at is null and close_error is not null;
