import type { Labels } from '../../types';

/** The English texts of the labels in ../channels.ts (the Portuguese ones, with the notes on each area). */
export const EN: Labels = {
  feed_title: 'Product feed',
  feed_intro:
    'Paste this address into Google Merchant Center (Feeds › Add feed › Fetch from a URL) and Meta Commerce Manager (Catalogue › Data sources) to show the published products on Google Shopping, Instagram and Facebook. It is rebuilt on every publish of the site.',
  feed_address: 'Feed address',
  feed_copy: 'Copy address',
  feed_copied: 'Address copied!',
  feed_copy_failed: 'Could not copy. Select the address and copy it.',
  field_gtin: 'GTIN (barcode)',
  hint_gtin: 'The EAN-13, EAN-8, UPC or GTIN-14 printed on the product. Empty: the feed says the product has no code.',
  variant_gtin: 'GTIN',
  field_whatsapp: 'WhatsApp',
  hint_whatsapp: 'Mobile or landline with the area code, such as (11) 98765-4321. Shows "Buy on WhatsApp" on products and a link in the footer. Empty: no links.',
  whatsapp_buy: 'Buy on WhatsApp',
  whatsapp_buy_message: 'Hello! I would like to buy:',
  whatsapp_footer: 'Talk to us on WhatsApp',
  whatsapp_order: 'Talk about this order',
  whatsapp_order_message: 'Hello! I would like to talk about order {number}.',
};
