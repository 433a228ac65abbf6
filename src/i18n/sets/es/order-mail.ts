import type { Labels } from '../../types';

/** The Spanish texts of the labels in ../order-mail.ts (the Portuguese ones, with the notes on each area). */
export const ES: Labels = {
  order_mail_failed_subject: 'Falla en el pago - pedido {number} - {site}',
  order_mail_failed_intro: 'El pago de su pedido {number} no fue aprobado. Los artículos siguen reservados para usted.',
  order_mail_failed_retry: 'Intente pagar de nuevo en la página del pedido: {url}',
  order_mail_greeting: '¡Hola, {name}!',
  order_mail_received_subject: 'Pedido {number} recibido - {site}',
  order_mail_received_intro: 'Recibimos su pedido {number}. ¡Gracias!',
  order_mail_pay_intro: 'Para pagar ({method}), siga estas instrucciones:',
  order_mail_pix_intro: 'Para pagar por Pix, pegue este código (Pix copia y pega) en la aplicación de su banco:',
  order_mail_pay_deadline: 'El pedido espera el pago hasta el {date}; después se cancela.',
  order_mail_paid_subject: 'Pago confirmado - pedido {number} - {site}',
  order_mail_paid_intro: 'El pago de su pedido {number} fue confirmado. Ahora lo prepararemos para el envío.',
  order_mail_sent_subject: 'Pedido {number} enviado - {site}',
  order_mail_sent_intro: 'Su pedido {number} fue enviado.',
  order_mail_tracking: 'Código de seguimiento: {code}',
  order_mail_track_link: 'Siga la entrega: {url}',
  order_mail_canceled_subject: 'Pedido {number} cancelado - {site}',
  order_mail_canceled_intro: 'Su pedido {number} fue cancelado.',
  order_mail_items: 'Artículos',
  order_mail_subtotal: 'Subtotal',
  order_mail_shipping: 'Envío ({name})',
  order_mail_total: 'Total',
  order_mail_address: 'Entrega',
  order_mail_view: 'Vea el pedido en su cuenta: {url}',
  order_mail_shop_new_subject: 'Nuevo pedido {number} - {total}',
  order_mail_shop_new_intro: 'Nuevo pedido {number} de {name} ({email}): {total}, {method}.',
  order_mail_shop_paid_subject: 'Pago confirmado - pedido {number} - {total}',
  order_mail_shop_paid_intro: 'El pago del pedido {number} de {name} ({email}) fue confirmado: {total}.',
  order_mail_shop_view: 'Abra el pedido: {url}',

};
