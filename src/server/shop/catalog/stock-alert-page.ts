import { translate } from '../../../i18n/labels';
import type { PublicSettings } from '../../../lib/schemas/settings';
import type { LinkView } from '../../http/link-page';

/** What the unsubscribe address shows: the question with its button, the answer, or a link no longer valid. */
export type UnsubscribeView = LinkView<{ email: string; locale: string }>;

/** What a sign-up's confirmation address shows: the question with its button, the answer, or a link not valid. */
export type ConfirmView = LinkView<{ email: string; locale: string }>;

/** The labels of each page, by what it shows. */
const UNSUBSCRIBE_LABELS = {
  title: 'shop_alert_unsub_title',
  confirm: 'shop_alert_unsub_confirm',
  button: 'shop_alert_unsub_button',
  done: 'shop_alert_unsub_done',
  unknown: 'shop_alert_unsub_unknown',
  // A mail program's one-click unsubscribe (RFC 8058) posts this field; the page's button posts it too.
  field: '<input type="hidden" name="List-Unsubscribe" value="One-Click">',
};
const CONFIRM_LABELS = {
  title: 'shop_alert_confirm_title',
  confirm: 'shop_alert_confirm_question',
  button: 'shop_alert_confirm_button',
  done: 'shop_alert_confirm_done',
  unknown: 'shop_alert_confirm_unknown',
  field: '',
};

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/**
 * The unsubscribe page, a small HTML page of its own (no script, no asset): the site's title on its colour, the
 * question and a button that posts to the same address (a mail scanner following the link unsubscribes nobody), or
 * what was done. In the subscriber's language.
 */
export function unsubscribePage(view: UnsubscribeView, settings: PublicSettings | null): string {
  return alertPage(view, settings, UNSUBSCRIBE_LABELS);
}

const CART_UNSUBSCRIBE_LABELS = {
  title: 'shop_cart_unsub_title',
  confirm: 'shop_cart_unsub_confirm',
  button: 'shop_cart_unsub_button',
  done: 'shop_cart_unsub_done',
  unknown: 'shop_cart_unsub_unknown',
  field: UNSUBSCRIBE_LABELS.field,
};

/** The abandoned-cart reminders' unsubscribe page: the same page, its question "no more cart reminders to {email}?". */
export function cartUnsubscribePage(view: UnsubscribeView, settings: PublicSettings | null): string {
  return alertPage(view, settings, CART_UNSUBSCRIBE_LABELS);
}

/** The sign-up's confirmation page (double opt-in): the same page, its question "receive the alert at {email}?". */
export function confirmPage(view: ConfirmView, settings: PublicSettings | null): string {
  return alertPage(view, settings, CONFIRM_LABELS);
}

function alertPage(view: UnsubscribeView | ConfirmView, settings: PublicSettings | null, labels: typeof CONFIRM_LABELS): string {
  const locale = view.kind === 'unknown' ? 'pt' : view.locale;
  const t = (key: string) => translate(key, locale.toUpperCase(), settings?.translations ?? []);
  const fill = (text: string) => (view.kind === 'unknown' ? escapeHtml(text) : escapeHtml(text).replace('{email}', `<strong>${escapeHtml(view.email)}</strong>`));
  const color = escapeHtml(settings?.primary_color ?? '#1f4e5f');
  const title = escapeHtml(settings?.title ?? 'Vitrine');
  const body =
    view.kind === 'confirm'
      ? `<p>${fill(t(labels.confirm))}</p>
<form method="post" action="${escapeHtml(view.action)}">${labels.field}<button type="submit">${escapeHtml(t(labels.button))}</button></form>`
      : `<p role="status">${fill(t(view.kind === 'done' ? labels.done : labels.unknown))}</p>`;
  return `<!doctype html><html lang="${locale === 'pt' ? 'pt-BR' : locale}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(t(labels.title))} | ${title}</title>
<style>body{margin:0;background:#f5f5f5;font:16px/1.5 Arial,Helvetica,sans-serif;color:#222}main{max-width:560px;margin:0 auto;background:#fff}
header{background:${color};color:#fff;padding:16px 24px;font-size:20px;font-weight:bold}section{padding:24px}
button{background:${color};color:#fff;border:0;border-radius:4px;padding:10px 18px;font-size:16px;cursor:pointer}
a{color:${color}}</style></head>
<body><main><header>${title}</header><section><h1>${escapeHtml(t(labels.title))}</h1>${body}
<p><a href="/loja">${escapeHtml(t('shop_back'))}</a></p></section></main></body></html>`;
}
