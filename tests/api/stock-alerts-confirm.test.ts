import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import products from '../../netlify/functions/products.mts';
import stockAlerts from '../../netlify/functions/stock-alerts.mts';
import { getSql } from '../../src/server/db/client';
import { purgeExpired } from '../../src/server/maintenance/purge-expired';
import { CONFIRM_NO_SITE_URL, STOCK_ALERT_CONFIRM_HOURS } from '../../src/server/shop/catalog/stock-alerts';
import { useTempOutbox } from '../helpers/accounts';
import { createUser, resetDb } from '../helpers/db';
import { seedCheckoutShop } from '../helpers/orders';
import { PRODUCT_BODY, seedProduct } from '../helpers/products';
import { call } from '../helpers/request';
import { confirmationToken, confirmSignUp } from '../helpers/stock-alerts';

// Back-in-stock sign-ups are confirmed by the address they name (double opt-in): a third party's e-mail typed into
// the form gets one confirmation, and nothing else unless its owner confirms.

const SITE = 'https://loja.exemplo.org';
const signUp = (id: string, email: string, locale?: string) =>
  call(stockAlerts, 'POST', `/api/products/${id}/alerts`, { params: { id }, body: { email, consent: true, locale }, ip: '203.0.113.61' });
const page = async (method: 'GET' | 'POST', token: string) => {
  const response = await stockAlerts(new Request(`http://localhost:8888/api/stock-alerts/confirm?token=${token}`, { method }), { params: {} });
  return { status: response.status, html: await response.text() };
};
const confirmed = async () =>
  (await getSql()<{ email: string }[]>`select email from stock_alerts where confirmed_at is not null order by email`).map((r) => r.email);

let outbox: Awaited<ReturnType<typeof useTempOutbox>>;
const backInStockMails = async () => (await outbox.mails()).filter((mail) => mail.includes('List-Unsubscribe-Post'));
const confirmationMails = async () => (await outbox.mails()).filter((mail) => mail.includes('/api/stock-alerts/confirm?token='));

/** The admin's save of a product's stock back to `stock` (from 0). */
async function restock(id: string, stock: number) {
  const { token } = await createUser({ role: 'admin' });
  const [row] = await getSql()<{ stock: number; name: string; slug: string }[]>`select stock, name, slug from products where id = ${id}`;
  const body = { ...PRODUCT_BODY, name: row.name, slug: row.slug, stock, stock_expected: row.stock };
  expect((await call(products, 'PUT', `/api/products/${id}`, { params: { id }, token, body })).status).toBe(200);
}

beforeEach(async () => {
  await resetDb();
  await seedCheckoutShop();
  vi.stubEnv('SITE_URL', SITE);
  outbox = await useTempOutbox();
});
afterEach(async () => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  await outbox.cleanup();
});

describe('back-in-stock sign-ups: double opt-in', () => {
  it('mails the address a confirmation link in its language, and nothing else; an unconfirmed alert is not mailed on restock', async () => {
    const product = await seedProduct({ stock: 0 });
    expect(await signUp(product.id, 'vitima@exemplo.org', 'es')).toMatchObject({ status: 200, body: { subscribed: true } });
    const [mail] = await confirmationMails();
    expect(mail).toContain('To: vitima@exemplo.org');
    expect(mail).toContain(`${SITE}/api/stock-alerts/confirm?token=`);
    expect(mail).toContain('ignora este mensaje');
    expect(mail).not.toContain('List-Unsubscribe');
    await restock(product.id, 5);
    expect(await backInStockMails()).toEqual([]);
    expect(await confirmed()).toEqual([]);
    // The admin counts only the confirmed.
    const { token } = await createUser({ role: 'admin' });
    const counts = await call(stockAlerts, 'GET', `/api/products/${product.id}/alerts`, { params: { id: product.id }, token });
    expect(counts.body).toEqual({ waiting: 0, variants: [] });
  });

  it('confirmed by the link (GET asks, POST confirms), the alert is mailed once on restock', async () => {
    const product = await seedProduct({ stock: 0 });
    await signUp(product.id, 'ana@exemplo.org');
    const token = confirmationToken(await outbox.mails(), 'ana@exemplo.org');
    const asked = await page('GET', token);
    expect(asked.status).toBe(200);
    expect(asked.html).toContain('Confirmar o aviso');
    expect(await confirmed()).toEqual([]); // a link scanner's GET confirms nothing
    const done = await page('POST', token);
    expect(done).toMatchObject({ status: 200 });
    expect(done.html).toContain('Pronto: avisaremos <strong>ana@exemplo.org</strong>');
    expect(await confirmed()).toEqual(['ana@exemplo.org']);
    expect((await page('POST', token)).status).toBe(200); // again: the same
    await restock(product.id, 5);
    await restock(product.id, 6);
    const mails = await backInStockMails();
    expect(mails.map((m) => /^To: (.+)$/m.exec(m)?.[1])).toEqual(['ana@exemplo.org']);
    expect(await confirmationMails()).toHaveLength(1);
  });

  it('an item back before the confirmation is mailed when the sign-up is confirmed', async () => {
    const product = await seedProduct({ stock: 0 });
    await signUp(product.id, 'ana@exemplo.org');
    await restock(product.id, 3);
    expect(await backInStockMails()).toEqual([]);
    expect((await confirmSignUp(confirmationToken(await outbox.mails(), 'ana@exemplo.org'))).status).toBe(200);
    expect(await backInStockMails()).toHaveLength(1);
  });

  it.each([
    ['forged', 'x'.repeat(32)],
    ['empty', ''],
    ['hostile', '%3Cscript%3E'],
  ])('refuses a %s token: 404 page, nothing confirmed', async (_name, token) => {
    const product = await seedProduct({ stock: 0 });
    await signUp(product.id, 'ana@exemplo.org');
    for (const method of ['GET', 'POST'] as const) {
      const res = await page(method, token);
      expect(res.status).toBe(404);
      expect(res.html).toContain('Este link não vale (ou expirou)');
      expect(res.html).not.toContain('<script>');
    }
    expect(await confirmed()).toEqual([]);
    await restock(product.id, 5);
    expect(await backInStockMails()).toEqual([]);
  });

  it(`refuses a link older than ${STOCK_ALERT_CONFIRM_HOURS} hours, and the purge deletes its sign-up`, async () => {
    const product = await seedProduct({ stock: 0 });
    await signUp(product.id, 'ana@exemplo.org');
    await signUp(product.id, 'bia@exemplo.org');
    const token = confirmationToken(await outbox.mails(), 'ana@exemplo.org');
    await getSql()`update stock_alerts set created_at = now() - make_interval(hours => ${STOCK_ALERT_CONFIRM_HOURS + 1}) where email = 'ana@exemplo.org'`;
    expect((await page('POST', token)).status).toBe(404);
    expect(await purgeExpired(getSql())).toMatchObject({ stockAlerts: 1 });
    expect((await getSql()<{ email: string }[]>`select email from stock_alerts`).map((r) => r.email)).toEqual(['bia@exemplo.org']);
  });

  it('asked again, a confirmed sign-up is not asked to confirm again', async () => {
    const product = await seedProduct({ stock: 0 });
    await signUp(product.id, 'ana@exemplo.org');
    await confirmSignUp(confirmationToken(await outbox.mails(), 'ana@exemplo.org'));
    await signUp(product.id, 'ana@exemplo.org');
    expect(await confirmationMails()).toHaveLength(1);
    expect(await confirmed()).toEqual(['ana@exemplo.org']);
  });

  it('without SITE_URL takes the sign-up but mails no link (logged): it expires unconfirmed', async () => {
    vi.stubEnv('SITE_URL', '');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const product = await seedProduct({ stock: 0 });
    expect((await signUp(product.id, 'ana@exemplo.org')).status).toBe(200);
    expect(logged).toHaveBeenCalledWith(CONFIRM_NO_SITE_URL);
    expect(await outbox.mails()).toEqual([]);
  });
});
