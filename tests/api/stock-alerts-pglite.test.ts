import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_FEATURES } from '../../src/lib/features';
import { productSchema } from '../../src/lib/schemas/product';
import { stockAlertSchema } from '../../src/lib/schemas/stock-alert';
import { getSql } from '../../src/server/db/client';
import { createProduct, updateProduct } from '../../src/server/shop/catalog/products';
import { confirmStockAlert, productRestocked, subscribeStockAlert, unsubscribeStockAlerts } from '../../src/server/shop/catalog/stock-alerts';
import { useTempOutbox } from '../helpers/accounts';
import { useEmbeddedDatabase } from '../helpers/pglite';
import { PRODUCT_BODY } from '../helpers/products';

// The alerts' SQL (the conditional insert under the stock row's share lock, the expression conflict target, the claim)
// on the embedded database of `npm run dev`.
describe('back-in-stock alerts on embedded PGlite', () => {
  useEmbeddedDatabase();
  let outbox: Awaited<ReturnType<typeof useTempOutbox>>;
  beforeEach(async () => {
    outbox = await useTempOutbox();
    vi.stubEnv('SITE_URL', 'https://loja.exemplo.org');
  });
  afterEach(async () => {
    vi.unstubAllEnvs();
    await outbox.cleanup();
  });

  it('subscribes once, claims on restock, mails once and unsubscribes', async () => {
    const sql = getSql();
    const features = { ...DEFAULT_FEATURES, produtos: { ...DEFAULT_FEATURES.produtos, enabled: true } };
    await sql`insert into settings ${sql({ id: 1, title: 'Vitrine PGlite', email: 'contato@exemplo.org' })}
      on conflict (id) do nothing`;
    await sql`update settings set features = ${sql.json(features)}`;
    const body = { ...PRODUCT_BODY, slug: 'caneca-pglite', stock: 0 };
    const product = await createProduct(sql, productSchema.parse(body));
    const input = stockAlertSchema.parse({ email: 'Ana@Exemplo.org', consent: true });
    await subscribeStockAlert(sql, product.id, input, '10.0.0.1');
    await subscribeStockAlert(sql, product.id, input, '10.0.0.1');
    expect(await sql`select email from stock_alerts where notified_at is null`).toEqual([{ email: 'ana@exemplo.org' }]);
    // Confirmed by the link mailed (double opt-in) before anything else is sent.
    const confirmation = (await outbox.mails()).find((m) => m.includes('/api/stock-alerts/confirm?token=')) ?? '';
    const link = /confirm\?token=([A-Za-z0-9_-]+)/.exec(confirmation)?.[1] ?? '';
    expect(await confirmStockAlert(sql, link)).toEqual({ email: 'ana@exemplo.org', locale: 'pt' });
    await updateProduct(sql, product.id, productSchema.parse({ ...body, stock: 3, stock_expected: 0 }));
    await productRestocked(sql, product.id);
    await productRestocked(sql, product.id);
    const mails = (await outbox.mails()).filter((m) => m.includes('List-Unsubscribe-Post'));
    expect(mails).toHaveLength(1);
    const token = /token=([A-Za-z0-9_-]+)/.exec(mails[0])?.[1] ?? '';
    expect(await unsubscribeStockAlerts(sql, token)).toEqual({ email: 'ana@exemplo.org', locale: 'pt' });
    expect(await sql`select id from stock_alerts`).toEqual([]);
  });
});
