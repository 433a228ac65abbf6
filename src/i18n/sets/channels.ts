import type { Labels } from '../types';

/**
 * Labels of the shop's sales channels: the product feed (Google Merchant Center, Meta's catalogue) shown in
 * /conta/shop, the product's GTIN in its form, and the WhatsApp links (settings, product page, footer, order page).
 * The WhatsApp messages are the text written in the chat; {number} is the order's number.
 */
export const PT: Labels = {
  feed_title: 'Feed de produtos',
  feed_intro:
    'Cole este endereço no Google Merchant Center (Feeds › Adicionar feed › Buscar de um URL) e no Meta Commerce Manager (Catálogo › Fontes de dados) para mostrar os produtos publicados no Google Shopping, no Instagram e no Facebook. Ele é refeito a cada publicação do site.',
  feed_address: 'Endereço do feed',
  feed_copy: 'Copiar endereço',
  feed_copied: 'Endereço copiado!',
  feed_copy_failed: 'Não foi possível copiar. Selecione o endereço e copie.',
  field_gtin: 'GTIN (código de barras)',
  hint_gtin: 'EAN-13, EAN-8, UPC ou GTIN-14 impresso no produto. Vazio: o feed informa que o produto não tem código.',
  variant_gtin: 'GTIN',
  field_whatsapp: 'WhatsApp',
  hint_whatsapp: 'Celular ou fixo com DDD, como (11) 98765-4321. Mostra "Comprar pelo WhatsApp" nos produtos e um link no rodapé. Vazio: sem links.',
  whatsapp_buy: 'Comprar pelo WhatsApp',
  whatsapp_buy_message: 'Olá! Quero comprar:',
  whatsapp_footer: 'Fale conosco pelo WhatsApp',
  whatsapp_order: 'Falar sobre este pedido',
  whatsapp_order_message: 'Olá! Quero falar sobre o pedido {number}.',
};
