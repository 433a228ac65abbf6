-- How a Mercado Pago payment is paid (issue 23): its payment_type_id (`bank_transfer` for Pix, `credit_card`,
-- `debit_card`, `ticket` for a boleto…), the card's installments, and a boleto's printable page
-- (transaction_details.external_resource_url; its due date goes in the existing expires_at). The order page shows how
-- a paid order was paid from the payment that paid it; a boleto waiting to be paid is shown with its link and due
-- date, and mailed once: boleto_mailed_at is set by the one conditional update that claims that e-mail.
alter table payments add column payment_type text;
alter table payments add column installments integer check (installments is null or installments >= 1);
alter table payments add column resource_url text;
alter table payments add column boleto_mailed_at timestamptz;
