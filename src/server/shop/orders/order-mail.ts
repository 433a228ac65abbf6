import { formatDate, formatDateTime } from '../../../lib/date-time';
import { formatBrl } from '../../../lib/money';
import { shippingLabel } from '../../../lib/shop/melhorenvio';
import { orderNumberLabel, PAYMENT_METHOD_LABELS, type Order, type OrderStatus } from '../../../lib/shop/orders';
import { orderTracking } from '../../../lib/shop/tracking';
import { translate } from '../../../i18n/labels';
import type { PublicSettings } from '../../../lib/schemas/settings';
import type { Sql } from '../../db/client';
import { sendMail, type Mail } from '../../mail/send-mail';
import { label, message, siteOf, type Site } from '../../mail/site-mail';
import { getPublicSettings } from '../../settings/settings';
import { getShopConfig, type ShopConfig } from '../config/shop-settings';
import { orderOfRow, orderWithLines, type FullOrderRow } from './order-read';

/** The coupon's line of the summary: its discount, or that it made the shipping free; none without a coupon. */
function couponLines(order: Order, t: (key: string, values?: Record<string, string>) => string): string[] {
  if (!order.coupon) return [];
  if (order.coupon.kind === 'free_shipping') return [t('order_mail_free_shipping', { code: order.coupon.code })];
  return [`${t('order_mail_discount', { code: order.coupon.code })}: -${formatBrl(order.discount_cents)}`];
}

/** The lines of an order as text: items (a donation's named so), subtotal, shipping (none for donations only), total and the address. */
function summaryLines(site: Site, locale: string, order: Order): string[] {
  const t = (key: string, values?: Record<string, string>) => label(site, locale, key, values);
  const items = order.items.map((item) => {
    const options = item.options.length > 0 ? ` (${item.options.join(', ')})` : '';
    const kind = item.kind === 'donation' ? `${t('order_mail_donation')}: ` : '';
    return `- ${item.quantity} × ${kind}${item.name}${options}: ${formatBrl(item.line_total_cents)}`;
  });
  const address = order.address;
  const where = address
    ? [`${t('order_mail_address')}: ${address.recipient}, ${address.street}, ${address.number}${address.complement ? ` ${address.complement}` : ''} - ${address.district}, ${address.city}/${address.state}, CEP ${address.cep.replace(/^(\d{5})(\d{3})$/, '$1-$2')}`]
    : [];
  return [
    `${t('order_mail_items')}:`,
    ...items,
    `${t('order_mail_subtotal')}: ${formatBrl(order.subtotal_cents)}`,
    ...(order.shipping ? [`${t('order_mail_shipping', { name: shippingLabel(order.shipping) })}: ${formatBrl(order.shipping_cents)}`] : []),
    ...couponLines(order, t),
    `${t('order_mail_total')}: ${formatBrl(order.total_cents)}`,
    ...where,
  ];
}

/** The customer's message for a status the order just reached, or null when that status sends none. */
function customerMail(site: Site, order: Order, locale: string, to: OrderStatus, isNew: boolean, pix: string | null): Mail | null {
  const t = (key: string, values?: Record<string, string>) => label(site, locale, key, { number: orderNumberLabel(order.number), site: site.title, ...values });
  const link = site.address ? [t('order_mail_view', { url: `${site.address}/conta/pedidos/${order.id}` })] : [];
  const hello = [t('order_mail_greeting', { name: order.customer.name })];
  const summary = summaryLines(site, locale, order);
  if (to === 'pending' && isNew) {
    const method = translate(`orders_payment_${order.payment_method}`, locale.toUpperCase(), site.customLabels, PAYMENT_METHOD_LABELS[order.payment_method]);
    const pay = order.payment_instructions ? [t('order_mail_pay_intro', { method }), order.payment_instructions] : [];
    const deadline = order.expires_at ? [t('order_mail_pay_deadline', { date: formatDateTime(order.expires_at) })] : [];
    // A zero total was paid as it was made: nothing to pay, no deadline.
    const payment = order.total_cents === 0 ? [t('order_mail_nothing_to_pay')] : [...pay, ...deadline];
    // The "copia e cola" text only: the QR is left out because many mail clients block data: images.
    const code = pix ? [t('order_mail_pix_intro'), pix] : [];
    const paragraphs = [hello, [t('order_mail_received_intro')], code, payment, summary, link];
    return message(site, order.customer.email, t('order_mail_received_subject'), paragraphs.filter((p) => p.length > 0));
  }
  if (to === 'paid') {
    const intro = order.shipping ? t('order_mail_paid_intro') : t('order_mail_paid_intro_donation');
    return message(site, order.customer.email, t('order_mail_paid_subject'), [hello, [intro], summary, link]);
  }
  if (to === 'sent') {
    const follow = orderTracking(order);
    const tracking = follow
      ? [t('order_mail_tracking', { code: follow.code }), t('order_mail_track_link', { url: follow.url, site: follow.site })]
      : [];
    return message(site, order.customer.email, t('order_mail_sent_subject'), [hello, [t('order_mail_sent_intro')], tracking, link].filter((p) => p.length > 0));
  }
  if (to === 'failed') {
    const retry = site.address ? [t('order_mail_failed_retry', { url: `${site.address}/conta/pedidos/${order.id}` })] : [];
    return message(site, order.customer.email, t('order_mail_failed_subject'), [hello, [t('order_mail_failed_intro')], retry, summary].filter((p) => p.length > 0));
  }
  if (to === 'canceled') return message(site, order.customer.email, t('order_mail_canceled_subject'), [hello, [t('order_mail_canceled_intro')], summary, link]);
  return null;
}

/** What the Pix reminder needs besides the order: its code (the one the order page shows) and the Pix's deadline. */
export type PixReminder = { code: string; deadline: Date };

/**
 * The Pix reminder in the order's language: the amount, the deadline in São Paulo time, the "copia e cola"
 * code (no QR: many mail clients block data: images; the order page has it) and the link to the order page.
 */
export function pixReminderMail(settings: PublicSettings | null, row: FullOrderRow, reminder: PixReminder): Mail {
  const site = siteOf(settings);
  const order = orderOfRow(row, true);
  const locale = row.locale;
  const t = (key: string, values?: Record<string, string>) => label(site, locale, key, { number: orderNumberLabel(order.number), site: site.title, ...values });
  const url = site.address ? `${site.address}/conta/pedidos/${order.id}` : null;
  const paragraphs = [
    [t('order_mail_greeting', { name: order.customer.name })],
    [t('order_mail_pix_reminder_intro', { date: formatDateTime(reminder.deadline.toISOString()) }), t('order_mail_pix_reminder_amount', { total: formatBrl(order.total_cents) })],
    [t('order_mail_pix_intro'), reminder.code],
    url ? [t('order_mail_pix_reminder_link', { url })] : [],
    [t('order_mail_pix_reminder_paid')],
  ];
  return message(site, order.customer.email, t('order_mail_pix_reminder_subject'), paragraphs.filter((p) => p.length > 0));
}

/** The shop's notice (in Portuguese, the site's default language) of a new order or a confirmed payment. */
function shopMail(site: Site, order: Order, to: string, status: OrderStatus, isNew: boolean): Mail | null {
  const values = {
    number: orderNumberLabel(order.number),
    total: formatBrl(order.total_cents),
    name: order.customer.name,
    email: order.customer.email,
    method: PAYMENT_METHOD_LABELS[order.payment_method],
  };
  const t = (key: string) => label(site, 'pt', key, values);
  const link = site.address ? [label(site, 'pt', 'order_mail_shop_view', { url: `${site.address}/conta/pedidos/${order.id}` })] : [];
  if (status === 'pending' && isNew) return message(site, to, t('order_mail_shop_new_subject'), [[t('order_mail_shop_new_intro')], summaryLines(site, 'pt', order), link]);
  if (status === 'paid') return message(site, to, t('order_mail_shop_paid_subject'), [[t('order_mail_shop_paid_intro')], link]);
  return null;
}

/** A boleto issued for an order: its printable page and its due date. */
export type BoletoMailData = { url: string; due_at: string };

/**
 * "Boleto emitido": the customer's e-mail, in the order's language, with the boleto's due date and link,
 * the order's summary and its page. The caller sends it once per boleto; a failure is logged.
 */
export async function sendBoletoMail(sql: Sql, orderId: string, boleto: BoletoMailData): Promise<void> {
  try {
    const [row, settings] = await Promise.all([orderWithLines(sql, orderId), getPublicSettings(sql)]);
    if (!row) return;
    const order = orderOfRow(row, true);
    const site = siteOf(settings);
    const t = (key: string, values?: Record<string, string>) =>
      label(site, row.locale, key, { number: orderNumberLabel(order.number), site: site.title, ...values });
    const link = site.address ? [t('order_mail_view', { url: `${site.address}/conta/pedidos/${order.id}` })] : [];
    const paragraphs = [
      [t('order_mail_greeting', { name: order.customer.name })],
      [t('order_mail_boleto_intro', { date: formatDate(boleto.due_at) })],
      [t('order_mail_boleto_link', { url: boleto.url })],
      [t('order_mail_boleto_clearing')],
      summaryLines(site, row.locale, order),
      link,
    ];
    const mail = message(site, order.customer.email, t('order_mail_boleto_subject'), paragraphs.filter((p) => p.length > 0));
    await sendMail(mail).catch((error: unknown) => console.error(`[orders] the mail to ${mail.to} could not be sent:`, error));
  } catch (error) {
    console.error(`[orders] the boleto e-mail of order ${orderId} could not be prepared:`, error);
  }
}

/**
 * What a new order's e-mails are made of, read already in the same request, and how its Pix / transferência code is
 * built (payments' `orderPixText`: the orders' module builds no payment code).
 */
export type OrderMailData = {
  row: FullOrderRow;
  settings: PublicSettings | null;
  shop: ShopConfig;
  pixText: (order: Order, shop: ShopConfig) => string | null;
};

/**
 * The e-mails of a status change, sent after it committed: the customer's (order received, payment confirmed, payment
 * failed with a link to try again, sent, canceled) in the order's language, and the shop's (new order, payment confirmed) to its notification address.
 * A mail that fails is logged; it never undoes or repeats the change. What they are made of comes from `known` (a new
 * order's, with its Pix code), or is read in one round trip.
 */
export async function sendOrderMails(
  sql: Sql,
  orderId: string,
  from: OrderStatus | null,
  to: OrderStatus,
  known?: OrderMailData,
): Promise<void> {
  try {
    const [row, settings, shop] = known
      ? [known.row, known.settings, known.shop]
      : await Promise.all([orderWithLines(sql, orderId), getPublicSettings(sql), getShopConfig(sql)]);
    if (!row) return;
    const order = orderOfRow(row, true);
    const site = siteOf(settings);
    const isNew = from === null;
    const pix = to === 'pending' && isNew && known ? known.pixText(order, shop) : null;
    const mails = [customerMail(site, order, row.locale, to, isNew, pix)];
    const notify = shop.notify_email ?? settings?.email ?? null;
    if (notify) mails.push(shopMail(site, order, notify, to, isNew));
    for (const mail of mails) {
      if (mail) await sendMail(mail).catch((error: unknown) => console.error(`[orders] the mail to ${mail.to} could not be sent:`, error));
    }
  } catch (error) {
    console.error(`[orders] the e-mails of order ${orderId} (${from ?? 'new'} -> ${to}) could not be prepared:`, error);
  }
}
