import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_FEATURES } from '../../src/lib/features';
import { productSchema } from '../../src/lib/schemas/product';
import { createUser as insertUser } from '../../src/server/users/users';
import { getSql } from '../../src/server/db/client';
import { getAccountCart, mergeAccountCart, saveAccountCart } from '../../src/server/shop/cart/account-cart';
import { optOutOfCartReminders, reminderLines, remindAbandonedCarts } from '../../src/server/shop/cart/cart-reminders';
import { createProduct } from '../../src/server/shop/catalog/products';
import { useTempOutbox } from '../helpers/accounts';
import { useEmbeddedDatabase } from '../helpers/pglite';
import { PRODUCT_BODY } from '../helpers/products';

// The account cart's SQL (the upsert that keeps an unchanged cart as it was, the merge under the row's lock) and the
// reminder's claim, token and opt-out on the embedded database of `npm run dev`.
describe('the account cart and its reminder on embedded PGlite', () => {
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

  it('saves, merges, reminds once with a restore link, and honours the opt-out', async () => {
    const sql = getSql();
    const features = { ...DEFAULT_FEATURES, produtos: { ...DEFAULT_FEATURES.produtos, enabled: true } };
    await sql`insert into settings ${sql({ id: 1, title: 'Vitrine PGlite', email: 'contato@exemplo.org' })} on conflict (id) do nothing`;
    await sql`update settings set features = ${sql.json(features)}`;
    const product = await createProduct(sql, productSchema.parse({ ...PRODUCT_BODY, slug: 'caneca-carrinho-pglite', stock: 5 }));
    const user = await insertUser(sql, { name: 'Ana', email: `ana.carrinho.${Date.now()}@exemplo.org`, passwordHash: 'x', role: 'user' });
    const id = Number(product.id);
    await saveAccountCart(sql, user.id, [{ product_id: id, quantity: 1 }]);
    const merged = await mergeAccountCart(sql, user.id, [{ product_id: id, quantity: 3 }]);
    expect(merged.items).toEqual([{ product_id: id, quantity: 3 }]);
    expect((await getAccountCart(sql, user.id)).items).toEqual(merged.items);
    await sql`update carts set updated_at = now() - interval '5 hours' where user_id = ${user.id}`;
    expect(await remindAbandonedCarts(sql)).toBe(1);
    expect(await remindAbandonedCarts(sql)).toBe(0);
    const mail = (await outbox.mails()).find((m) => m.includes('restaurar=')) ?? '';
    const token = /restaurar=([a-f0-9]+)/.exec(mail)?.[1] ?? '';
    expect(token).toHaveLength(64);
    expect(await reminderLines(sql, token)).toEqual(merged.items);
    expect(await optOutOfCartReminders(sql, token)).toMatchObject({ locale: 'pt' });
    await saveAccountCart(sql, user.id, [{ product_id: id, quantity: 2 }]);
    await sql`update carts set updated_at = now() - interval '5 hours' where user_id = ${user.id}`;
    expect(await remindAbandonedCarts(sql)).toBe(0);
  });
});
