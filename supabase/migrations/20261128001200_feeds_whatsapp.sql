-- The product feed's identifiers and the shop's WhatsApp number.
-- A product's GTIN (its barcode number: GTIN-8, -12, -13 or -14), and each variant's own: a size or colour has a
-- barcode of its own. Stored as digits; the check digit is verified by the product schema (src/lib/shop/gtin.ts).
alter table products add column gtin text;
alter table products add constraint products_gtin_check check (gtin is null or gtin ~ '^([0-9]{8}|[0-9]{12,14})$');
alter table product_variants add column gtin text;
alter table product_variants add constraint product_variants_gtin_check
  check (gtin is null or gtin ~ '^([0-9]{8}|[0-9]{12,14})$');
-- The site's WhatsApp number, in E.164 (+55 and 10 or 11 digits), shown on the product pages, the footer and the
-- order page; null: no WhatsApp links.
alter table settings add column whatsapp text;
alter table settings add constraint settings_whatsapp_check check (whatsapp is null or whatsapp ~ '^\+55[0-9]{10,11}$');
