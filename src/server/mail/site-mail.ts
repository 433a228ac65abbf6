// The frame every e-mail of the site shares (the shop's, the back-in-stock and cart reminders, the account's): the
// site's title on its colour, paragraphs as text and HTML, labels in the reader's language.
import { translate } from '../../i18n/labels';
import type { PublicSettings } from '../../lib/schemas/settings';
import { siteAddress } from '../site/site-address';
import type { Mail } from './send-mail';

/** What the e-mails show of the site: its title, colour, public address and own labels. */
export type Site = { title: string; color: string; address: string | null; customLabels: Parameters<typeof translate>[2] };

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** A label of the e-mails in a language, with `{name}` placeholders filled. */
export function label(site: Site, locale: string, key: string, values: Record<string, string> = {}): string {
  return translate(key, locale.toUpperCase(), site.customLabels).replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
}

/** The HTML of a message: the site's title on its primary colour, then the paragraphs (links made clickable). */
function toHtml(site: Site, paragraphs: string[][]): string {
  const linked = (text: string) => escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}" style="color:${site.color}">${url}</a>`);
  const body = paragraphs.map((lines) => `<p style="margin:0 0 16px;overflow-wrap:anywhere">${lines.map(linked).join('<br>')}</p>`).join('');
  return `<!doctype html><html><body style="margin:0;background:#f5f5f5;font-family:Arial,Helvetica,sans-serif;color:#222">
<div style="max-width:560px;margin:0 auto;background:#fff">
<div style="background:${site.color};color:#fff;padding:16px 24px;font-size:20px;font-weight:bold">${escapeHtml(site.title)}</div>
<div style="padding:24px;font-size:15px;line-height:1.5">${body}</div></div></body></html>`;
}

/** The site as the e-mails show it: its title, primary colour, public address (for links) and custom labels. */
export const siteOf = (settings: PublicSettings | null): Site => ({
  title: settings?.title ?? 'Vitrine',
  color: settings?.primary_color ?? '#1f4e5f',
  address: siteAddress(),
  customLabels: settings?.translations ?? [],
});

/** A message from paragraphs (each a list of lines), as text and HTML. */
export const message = (site: Site, to: string, subject: string, paragraphs: string[][]): Mail => ({
  to,
  subject,
  text: paragraphs.map((lines) => lines.join('\n')).join('\n\n'),
  html: toHtml(site, paragraphs),
});
