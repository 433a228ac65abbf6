import type { Labels } from '../types';

/** The order e-mails (src/server/shop/orders/order-mail.ts), in the customer's language. `{x}` are filled in. */
export const PT: Labels = {
  order_mail_failed_subject: 'Falha no pagamento - pedido {number} - {site}',
  order_mail_failed_intro: 'O pagamento do seu pedido {number} não foi aprovado. Os itens continuam reservados para você.',
  order_mail_failed_retry: 'Tente pagar novamente (com o mesmo ou outro meio) na página do pedido: {url}',
  order_mail_greeting: 'Olá, {name}!',
  order_mail_received_subject: 'Pedido {number} recebido - {site}',
  order_mail_received_intro: 'Recebemos o seu pedido {number}. Obrigado!',
  order_mail_pay_intro: 'Para pagar ({method}), siga estas instruções:',
  order_mail_pix_intro: 'Para pagar por Pix, cole este código (Pix copia e cola) no aplicativo do seu banco:',
  order_mail_pay_deadline: 'O pedido aguarda o pagamento até {date}; depois disso ele é cancelado.',
  order_mail_paid_subject: 'Pagamento confirmado - pedido {number} - {site}',
  order_mail_paid_intro: 'O pagamento do seu pedido {number} foi confirmado. Agora vamos prepará-lo para o envio.',
  order_mail_sent_subject: 'Pedido {number} enviado - {site}',
  order_mail_sent_intro: 'O seu pedido {number} foi enviado.',
  order_mail_tracking: 'Código de rastreio: {code}',
  order_mail_track_link: 'Acompanhe a entrega: {url}',
  order_mail_canceled_subject: 'Pedido {number} cancelado - {site}',
  order_mail_canceled_intro: 'O seu pedido {number} foi cancelado.',
  order_mail_items: 'Itens',
  order_mail_subtotal: 'Subtotal',
  order_mail_shipping: 'Frete ({name})',
  order_mail_total: 'Total',
  order_mail_address: 'Entrega',
  order_mail_view: 'Veja o pedido na sua conta: {url}',
  order_mail_shop_new_subject: 'Novo pedido {number} - {total}',
  order_mail_shop_new_intro: 'Novo pedido {number} de {name} ({email}): {total}, {method}.',
  order_mail_shop_paid_subject: 'Pagamento confirmado - pedido {number} - {total}',
  order_mail_shop_paid_intro: 'O pagamento do pedido {number} de {name} ({email}) foi confirmado: {total}.',
  order_mail_shop_view: 'Abra o pedido: {url}',

};
