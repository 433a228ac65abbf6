import type { PublicSettings } from '../../../lib/schemas/settings';
import { sendMail, type Mail } from '../../mail/send-mail';
import { label, message, siteOf } from '../../mail/site-mail';

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

/** The sign-up's confirmation address (GET: a page asking to confirm, so a link scanner confirms nothing; POST: confirmed). */
export const confirmUrl = (site: string, token: string): string =>
  `${site}/api/stock-alerts/confirm?token=${encodeURIComponent(token)}`;

const productOf = (alert: ClaimedAlert) => (alert.option_values?.length ? `${alert.name} (${alert.option_values.join(', ')})` : alert.name);

/**
 * The confirmation of a back-in-stock sign-up (double opt-in), in the subscriber's language: what was asked, the
 * link that confirms it, and that nothing is sent if it is ignored (the sign-up expires). No unsubscribe header:
 * there is nothing to leave until it is confirmed.
 */
export function stockAlertConfirmMail(alert: ClaimedAlert, site: string, settings: PublicSettings | null): Mail {
  const shown = siteOf(settings);
  const t = (key: string, values: Record<string, string> = {}) =>
    label(shown, alert.locale, key, { product: productOf(alert), site: shown.title, ...values });
  return message(shown, alert.email, t('stock_alert_confirm_subject'), [
    [t('stock_alert_confirm_intro')],
    [t('stock_alert_confirm_link', { url: confirmUrl(site, alert.token) })],
    [t('stock_alert_confirm_ignore')],
  ]);
}

/** Sends a sign-up's confirmation (throws when it could not be sent). */
export async function sendStockAlertConfirmMail(alert: ClaimedAlert, site: string, settings: PublicSettings | null): Promise<void> {
  await sendMail(stockAlertConfirmMail(alert, site, settings));
}

/**
 * The back-in-stock e-mail, in the subscriber's language: the product (and variant) back, its link, that this is the
 * only e-mail about it, and the unsubscribe link, also as List-Unsubscribe with List-Unsubscribe-Post (RFC 8058), so
 * mail programs offer their own one-click button.
 */
export function stockAlertMail(alert: ClaimedAlert, site: string, settings: PublicSettings | null): Mail {
  const shown = siteOf(settings);
  const product = productOf(alert);
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
