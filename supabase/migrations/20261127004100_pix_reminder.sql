-- The Pix reminder (issue 23). A pending order whose Pix (the organisation's key, or Mercado Pago's QR) is about to
-- expire gets one e-mail with its code. The scheduled job claims an order by setting this column in the same
-- statement that checks it is still null (`update … where pix_reminded_at is null … returning`), so two runs at once
-- send one mail, and a second run never sends another. Kept when the order is paid, canceled or tried again: one
-- reminder per order, ever. The job's reads use orders_expiry_idx (expires_at, pending orders only).
alter table orders add column pix_reminded_at timestamptz;
