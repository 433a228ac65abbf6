import type { PublicSettings } from '../../lib/schemas/settings';
import { sendMail, type Mail } from '../mail/send-mail';
import { label, message, siteOf } from './orders/order-mail';

/** A waiting alert claimed for sending, with what its e-mail names. */
export type ClaimedAlert = {
  id: string;
  email: string;
  locale: string;
  token: string;
  name: string;
  slug: string;
  option_values: string[] | null;
};

/** The one-click unsubscribe address of an alert's token (GET: a confirmation page; POST: done at once, RFC 8058). */
export const unsubscribeUrl = (site: string, token: string): string =>
  `${site}/api/stock-alerts/unsubscribe?token=${encodeURIComponent(token)}`;

/**
 * The back-in-stock e-mail, in the subscriber's language: the product (and variant) back, its link, that this is the
 * only e-mail about it, and the unsubscribe link, also as List-Unsubscribe with List-Unsubscribe-Post (RFC 8058), so
 * mail programs offer their own one-click button.
 */
export function stockAlertMail(alert: ClaimedAlert, site: string, settings: PublicSettings | null): Mail {
  const shown = siteOf(settings);
  const product = alert.option_values?.length ? `${alert.name} (${alert.option_values.join(', ')})` : alert.name;
  const leave = unsubscribeUrl(site, alert.token);
  const t = (key: string, values: Record<string, string> = {}) => label(shown, alert.locale, key, { product, site: shown.title, ...values });
  const mail = message(shown, alert.email, t('stock_alert_mail_subject'), [
    [t('stock_alert_mail_intro')],
    [t('stock_alert_mail_link', { url: `${site}/loja/${alert.slug}` })],
    [t('stock_alert_mail_once')],
    [t('stock_alert_mail_unsubscribe', { url: leave })],
  ]);
  return { ...mail, headers: { 'List-Unsubscribe': `<${leave}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } };
}

/** Sends an alert's e-mail (throws when it could not be sent: the caller puts the alert back to wait). */
export async function sendStockAlertMail(alert: ClaimedAlert, site: string, settings: PublicSettings | null): Promise<void> {
  await sendMail(stockAlertMail(alert, site, settings));
}
