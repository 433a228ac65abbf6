import type { Labels } from '../../types';

/** The English texts of the labels in ../order-mail.ts (the Portuguese ones, with the notes on each area). */
export const EN: Labels = {
  order_mail_failed_subject: 'Payment failed - order {number} - {site}',
  order_mail_failed_intro: 'The payment of your order {number} was not approved. The items are still reserved for you.',
  order_mail_failed_retry: 'Try to pay again on the order page: {url}',
  order_mail_greeting: 'Hello, {name}!',
  order_mail_received_subject: 'Order {number} received - {site}',
  order_mail_received_intro: 'We have received your order {number}. Thank you!',
  order_mail_pay_intro: 'To pay ({method}), follow these instructions:',
  order_mail_pix_intro: "To pay by Pix, paste this code (Pix copy and paste) into your bank's app:",
  order_mail_pay_deadline: 'The order waits for payment until {date}; after that it is canceled.',
  order_mail_paid_subject: 'Payment confirmed - order {number} - {site}',
  order_mail_paid_intro: 'The payment of your order {number} has been confirmed. We will now prepare it for shipping.',
  order_mail_sent_subject: 'Order {number} shipped - {site}',
  order_mail_sent_intro: 'Your order {number} has been shipped.',
  order_mail_tracking: 'Tracking code: {code}',
  order_mail_track_link: 'Follow the delivery: {url}',
  order_mail_canceled_subject: 'Order {number} canceled - {site}',
  order_mail_canceled_intro: 'Your order {number} has been canceled.',
  order_mail_items: 'Items',
  order_mail_subtotal: 'Subtotal',
  order_mail_shipping: 'Shipping ({name})',
  order_mail_total: 'Total',
  order_mail_address: 'Delivery',
  order_mail_view: 'See the order in your account: {url}',
  order_mail_shop_new_subject: 'New order {number} - {total}',
  order_mail_shop_new_intro: 'New order {number} from {name} ({email}): {total}, {method}.',
  order_mail_shop_paid_subject: 'Payment confirmed - order {number} - {total}',
  order_mail_shop_paid_intro: 'The payment of order {number} from {name} ({email}) has been confirmed: {total}.',
  order_mail_shop_view: 'Open the order: {url}',

};
