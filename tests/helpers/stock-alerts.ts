import stockAlerts from '../../netlify/functions/stock-alerts.mts';
import { call, type CallResult } from './request';

/** The token of the latest sign-up confirmation mailed to `email` (double opt-in), or '' when none was. */
export function confirmationToken(mails: string[], email: string): string {
  const to = email.trim().toLowerCase();
  const mine = mails.filter((mail) => mail.includes(`To: ${to}`) && mail.includes('/api/stock-alerts/confirm?token='));
  return /\/api\/stock-alerts\/confirm\?token=([A-Za-z0-9_-]+)/.exec(mine.at(-1) ?? '')?.[1] ?? '';
}

/** POST of the confirmation page's button for a token (what the subscriber's click sends). */
export async function confirmSignUp(token: string): Promise<{ status: number; html: string }> {
  const request = new Request(`http://localhost:8888/api/stock-alerts/confirm?token=${encodeURIComponent(token)}`, { method: 'POST' });
  const response = await stockAlerts(request, { params: {} });
  return { status: response.status, html: await response.text() };
}

/**
 * Signs up for a product's alert (POST /api/products/:id/alerts) and, when it is taken, confirms it by the link
 * mailed to the address, as its owner would: the alert then waits for the item to come back.
 */
export async function signUpConfirmed(
  mails: () => Promise<string[]>,
  productId: string,
  body: Record<string, unknown>,
  ip = '203.0.113.50',
): Promise<CallResult> {
  const res = await call(stockAlerts, 'POST', `/api/products/${productId}/alerts`, { params: { id: productId }, body, ip });
  if (res.status !== 200) return res;
  const token = confirmationToken(await mails(), String(body.email));
  if (!token) throw new Error(`No confirmation was mailed to ${String(body.email)}`);
  const confirmed = await confirmSignUp(token);
  if (confirmed.status !== 200) throw new Error(`The confirmation of ${String(body.email)} answered ${confirmed.status}`);
  return res;
}
