-- The alphanumeric CNPJ (Receita Federal IN 2.229/2024, issued since July 2026; issue 20): 12 digits or upper-case
-- letters, then 2 check digits. Stored like the numeric one, without the mask, letters upper-case; a CPF is still
-- 11 digits. The check digits are validated by the API (src/lib/br-documents.ts). orders.customer_document, a copy of
-- users.document, has no check of its own.
alter table users drop constraint users_document_check;
alter table users add constraint users_document_check
  check (document is null or document ~ '^([0-9]{11}|[0-9A-Z]{12}[0-9]{2})$');
