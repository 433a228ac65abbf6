import type { Labels } from '../../types';

/** The Spanish texts of the labels in ../channels.ts (the Portuguese ones, with the notes on each area). */
export const ES: Labels = {
  feed_title: 'Feed de productos',
  feed_intro:
    'Pegue esta dirección en Google Merchant Center (Feeds › Añadir feed › Obtener de una URL) y en Meta Commerce Manager (Catálogo › Orígenes de datos) para mostrar los productos publicados en Google Shopping, Instagram y Facebook. Se rehace en cada publicación del sitio.',
  feed_address: 'Dirección del feed',
  feed_copy: 'Copiar dirección',
  feed_copied: '¡Dirección copiada!',
  feed_copy_failed: 'No se pudo copiar. Seleccione la dirección y cópiela.',
  field_gtin: 'GTIN (código de barras)',
  hint_gtin: 'EAN-13, EAN-8, UPC o GTIN-14 impreso en el producto. Vacío: el feed indica que el producto no tiene código.',
  variant_gtin: 'GTIN',
  field_whatsapp: 'WhatsApp',
  hint_whatsapp: 'Móvil o fijo con código de área, como (11) 98765-4321. Muestra "Comprar por WhatsApp" en los productos y un enlace en el pie. Vacío: sin enlaces.',
  whatsapp_buy: 'Comprar por WhatsApp',
  whatsapp_buy_message: '¡Hola! Quiero comprar:',
  whatsapp_footer: 'Háblenos por WhatsApp',
  whatsapp_order: 'Hablar sobre este pedido',
  whatsapp_order_message: '¡Hola! Quiero hablar sobre el pedido {number}.',
};
