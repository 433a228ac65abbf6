import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import orders from '../../netlify/functions/orders.mts';
import { ADDRESS_REQUIRED } from '../../src/lib/schemas/order';
import { getSql } from '../../src/server/db/client';
import { ADDRESS_NOT_OWN, KEY_REUSED, METHOD_OFF, ORDER_SHORT, SHIPPING_NOT_QUOTED } from '../../src/server/shop/checkout/create-order';
import { useTempOutbox } from '../helpers/accounts';
import { createUser, resetDb } from '../helpers/db';
import { countOrders, orderBody, placeOrder, seedCheckoutShop, SP_ADDRESS, stockOf } from '../helpers/orders';
import { seedProduct, seedProductsFeature } from '../helpers/products';
import { call } from '../helpers/request';
import { seedShop } from '../helpers/shop';

let outbox: Awaited<ReturnType<typeof useTempOutbox>>;
beforeEach(async () => {
  await resetDb();
  outbox = await useTempOutbox();
});
afterEach(() => outbox.cleanup());

describe('POST /api/orders', () => {
  it('prices, ships and totals on the server, reserves the stock and answers the pending order', async () => {
    await seedCheckoutShop();
    const book = await seedProduct({ name: 'Livro', sku: 'LIV-1', price_cents: 4990, stock: 5 });
    const shirt = await seedProduct({
      name: 'Camiseta',
      price_cents: 5990,
      options: ['Tamanho'],
      variants: [{ option_values: ['P'], sku: 'CAM-P', stock: 3, price_cents: 6490 }, { option_values: ['M'], stock: null }],
    });
    const buyer = await createUser({ name: 'Ana Souza' });
    const body = orderBody(
      [
        { product_id: book.id, quantity: 2, unit_price_cents: 1 },
        { product_id: shirt.id, variant_id: shirt.variants[0], quantity: 1 },
        { product_id: shirt.id, variant_id: shirt.variants[1], quantity: 1 },
      ],
      { total_cents: 100, subtotal_cents: 1, notes: 'Entregar à tarde' },
    );
    const res = await placeOrder(buyer.token, body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'pending',
      number: 1001,
      payment_method: 'pix_manual',
      payment_instructions: 'Pix para a chave contato@vitrine.local',
      subtotal_cents: 2 * 4990 + 6490 + 5990,
      notes: 'Entregar à tarde',
      customer: { id: buyer.user.id, name: 'Ana Souza', email: buyer.user.email },
      address: { recipient: 'Ana Souza', cep: '01001000', city: 'São Paulo', state: 'SP' },
      history: [{ from: null, to: 'pending' }],
    });
    // 4 units of 300 g and the 200 g packaging: the 5 kg band of PAC to SP.
    expect(res.body.shipping).toMatchObject({ service: '04510', name: 'PAC', provider: 'tabela' });
    expect(res.body.total_cents).toBe(res.body.subtotal_cents + res.body.shipping_cents);
    expect(res.body.shipping_cents).toBe(res.body.shipping.price_cents);
    expect(res.body.items).toEqual([
      expect.objectContaining({ name: 'Livro', sku: 'LIV-1', unit_price_cents: 4990, quantity: 2, line_total_cents: 9980, options: [] }),
      expect.objectContaining({ name: 'Camiseta', sku: 'CAM-P', unit_price_cents: 6490, quantity: 1, options: ['P'] }),
      expect.objectContaining({ name: 'Camiseta', sku: null, unit_price_cents: 5990, quantity: 1, options: ['M'] }),
    ]);
    expect(Date.parse(res.body.expires_at) - Date.now()).toBeGreaterThan(2.9 * 86_400_000);
    expect([await stockOf(book.id), await stockOf(shirt.id, shirt.variants[0]), await stockOf(shirt.id, shirt.variants[1])]).toEqual([3, 2, null]);
    // The new address was saved to the account.
    const [{ n }] = await getSql()<{ n: number }[]>`select count(*)::int as n from addresses where user_id = ${buyer.user.id}`;
    expect(n).toBe(1);
  });

  it('gives the next order the next number', async () => {
    await seedCheckoutShop();
    const product = await seedProduct();
    const buyer = await createUser();
    const first = await placeOrder(buyer.token, orderBody([{ product_id: product.id, quantity: 1 }]));
    const second = await placeOrder(buyer.token, orderBody([{ product_id: product.id, quantity: 1 }]));
    expect([first.body.number, second.body.number]).toEqual([1001, 1002]);
  });

  it('gives no number to a cart refused for stock, so the numbers stay without gaps', async () => {
    await seedCheckoutShop();
    const product = await seedProduct({ stock: 1 });
    const unlimited = await seedProduct({ stock: null });
    const buyer = await createUser();
    const refused = await placeOrder(buyer.token, orderBody([{ product_id: product.id, quantity: 2 }]));
    expect(refused.status).toBe(409);
    const first = await placeOrder(buyer.token, orderBody([{ product_id: unlimited.id, quantity: 1 }]));
    const second = await placeOrder(buyer.token, orderBody([{ product_id: product.id, quantity: 1 }]));
    expect([first.body.number, second.body.number]).toEqual([1001, 1002]);
    // Unlimited stock stays unlimited (it is read, never written); the counted row gave its unit.
    expect([await stockOf(unlimited.id), await stockOf(product.id)]).toEqual([null, 0]);
  });

  it('takes a saved address of the buyer, never another account’s', async () => {
    await seedCheckoutShop();
    const product = await seedProduct();
    const buyer = await createUser();
    const other = await createUser();
    const sql = getSql();
    const [own] = await sql<{ id: string }[]>`insert into addresses (user_id, recipient, cep, street, number, district, city, state, is_default)
      values (${buyer.user.id}, 'Ana', '20040002', 'Rua da Assembleia', '10', 'Centro', 'Rio de Janeiro', 'RJ', true) returning id::text as id`;
    const [theirs] = await sql<{ id: string }[]>`insert into addresses (user_id, recipient, cep, street, number, district, city, state, is_default)
      values (${other.user.id}, 'Bia', '20040002', 'Rua da Assembleia', '20', 'Centro', 'Rio de Janeiro', 'RJ', true) returning id::text as id`;
    const items = [{ product_id: product.id, quantity: 1 }];
    const ok = await placeOrder(buyer.token, orderBody(items, { address: null, address_id: own.id }));
    expect(ok.status).toBe(201);
    expect(ok.body.address).toMatchObject({ recipient: 'Ana', state: 'RJ' });
    expect(ok.body.shipping_cents).toBe(2200);
    // Another account's address, and an id that is no one's (the largest id text still fits a bigint).
    for (const addressId of [theirs.id, '999999999999999999']) {
      const refused = await placeOrder(buyer.token, orderBody(items, { address: null, address_id: addressId }));
      expect(refused.status).toBe(422);
      expect(refused.body.errors.address_id).toEqual([ADDRESS_NOT_OWN]);
    }
  });

  it('answers 409 with each short line and how many are left, and reserves nothing', async () => {
    await seedCheckoutShop();
    const a = await seedProduct({ stock: 5 });
    const b = await seedProduct({ stock: 1 });
    const buyer = await createUser();
    const res = await placeOrder(buyer.token, orderBody([
      { product_id: a.id, quantity: 3 },
      { product_id: b.id, quantity: 2 },
      { product_id: a.id, quantity: 3 },
    ]));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(ORDER_SHORT);
    expect(res.body.short).toEqual([
      { line: 1, product_id: b.id, variant_id: null, available: 1, message: 'Só resta 1 unidade deste produto.' },
      { line: 2, product_id: a.id, variant_id: null, available: 2, message: 'Só restam 2 unidades deste produto.' },
    ]);
    expect([await stockOf(a.id), await stockOf(b.id), await countOrders()]).toEqual([5, 1, 0]);
  });

  it('refuses a gone, unpublished or variant-less line, naming it, and changes nothing', async () => {
    await seedCheckoutShop();
    const ok = await seedProduct({ stock: 3 });
    const draft = await seedProduct({ status: 'draft' });
    const shirt = await seedProduct({ options: ['Tamanho'], variants: [{ option_values: ['P'] }] });
    const buyer = await createUser();
    const res = await placeOrder(buyer.token, orderBody([
      { product_id: ok.id, quantity: 1 },
      { product_id: draft.id, quantity: 1 },
      { product_id: '999999', quantity: 1 },
      { product_id: shirt.id, quantity: 1 },
    ]));
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['items.1.product_id', 'items.2.product_id', 'items.3.variant_id']);
    expect(res.body.errors['items.1.product_id'][0]).toMatch(/^Item 2: /);
    expect([await stockOf(ok.id), await countOrders()]).toEqual([3, 0]);
  });

  it('needs an address, a quoted shipping option and an offered payment method', async () => {
    await seedCheckoutShop();
    const product = await seedProduct();
    const buyer = await createUser();
    const items = [{ product_id: product.id, quantity: 1 }];
    const noAddress = await placeOrder(buyer.token, orderBody(items, { address: null }));
    expect(noAddress.status).toBe(422);
    expect(noAddress.body.errors.address).toEqual([ADDRESS_REQUIRED]);
    const sedex10 = await placeOrder(buyer.token, orderBody(items, { shipping_service: '04790' }));
    expect(sedex10.body.errors.shipping_service).toEqual([SHIPPING_NOT_QUOTED]);
    const mp = await placeOrder(buyer.token, orderBody(items, { payment_method: 'mercadopago_pix' }));
    expect(mp.body.errors.payment_method).toEqual([METHOD_OFF]);
    const badCity = await placeOrder(buyer.token, orderBody(items, { address: { ...SP_ADDRESS, city: 'Niterói' } }));
    expect(badCity.body.errors['address.city']).toEqual(['O campo Cidade deve ser um município do estado escolhido.']);
    const empty = await placeOrder(buyer.token, orderBody([]));
    expect(empty.body.errors.items).toEqual(['O carrinho está vazio.']);
    expect(await countOrders()).toBe(0);
  });

  it('needs the Idempotency-Key header, a session and the shop open', async () => {
    await seedCheckoutShop();
    const product = await seedProduct();
    const buyer = await createUser();
    const body = orderBody([{ product_id: product.id, quantity: 1 }]);
    const noKey = await call(orders, 'POST', '/api/orders', { token: buyer.token, body });
    expect(noKey.status).toBe(422);
    expect(Object.keys(noKey.body.errors)).toEqual(['idempotency_key']);
    expect((await placeOrder(buyer.token, body, 'curta')).status).toBe(422);
    expect((await call(orders, 'POST', '/api/orders', { body, headers: { 'idempotency-key': randomUUID() } })).status).toBe(401);
    await getSql()`update settings set features = jsonb_set(features, '{produtos,enabled}', 'false')`;
    expect((await placeOrder(buyer.token, body)).status).toBe(404);
    expect(await countOrders()).toBe(0);
  });

  it('with Pix / transferência off, offers no method', async () => {
    await seedProductsFeature();
    await seedShop({ payments: { pix_manual: { enabled: false, instructions: null, window_days: 3 } } });
    const product = await seedProduct();
    const buyer = await createUser();
    const res = await placeOrder(buyer.token, orderBody([{ product_id: product.id, quantity: 1 }]));
    expect(res.body.errors.payment_method).toEqual([METHOD_OFF]);
  });
});

describe('Idempotency-Key', () => {
  it('answers the same order to a retry with the same key, and 422 to the same key with another body', async () => {
    await seedCheckoutShop();
    const product = await seedProduct({ stock: 10 });
    const buyer = await createUser();
    const key = randomUUID();
    const body = orderBody([{ product_id: product.id, quantity: 2 }]);
    const first = await placeOrder(buyer.token, body, key);
    const again = await placeOrder(buyer.token, body, key);
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.body.id).toBe(first.body.id);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const changed = await placeOrder(buyer.token, orderBody([{ product_id: product.id, quantity: 3 }]), key);
    expect(changed.status).toBe(422);
    expect(changed.body.errors.idempotency_key).toEqual([KEY_REUSED]);
    expect([await countOrders(), await stockOf(product.id)]).toEqual([1, 8]);
    // The same key from another buyer is that buyer's own.
    const other = await createUser();
    expect((await placeOrder(other.token, body, key)).status).toBe(201);
    expect(await countOrders()).toBe(2);
  });

  it('makes one order of 50 simultaneous retries', async () => {
    await seedCheckoutShop();
    const product = await seedProduct({ stock: 100 });
    const buyer = await createUser();
    const key = randomUUID();
    const body = orderBody([{ product_id: product.id, quantity: 1 }]);
    const answers = await Promise.all(Array.from({ length: 50 }, () => placeOrder(buyer.token, body, key)));
    expect(new Set(answers.map((r) => r.status))).toEqual(new Set([201]));
    expect(new Set(answers.map((r) => r.body.id)).size).toBe(1);
    expect([await countOrders(), await stockOf(product.id)]).toEqual([1, 99]);
  });
});

describe('stock under concurrent checkout (real PostgreSQL)', () => {
  it('sells the last 10 units to exactly 10 of 200 buyers at once, never below zero', async () => {
    await seedCheckoutShop();
    const product = await seedProduct({ stock: 10 });
    const buyers = await Promise.all(Array.from({ length: 200 }, (_, i) => createUser({ email: `comprador${i}@exemplo.org` })));
    const body = orderBody([{ product_id: product.id, quantity: 1 }]);
    const answers = await Promise.all(buyers.map((buyer) => placeOrder(buyer.token, body)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(190);
    expect([await countOrders(), await stockOf(product.id)]).toEqual([10, 0]);
  }, 120_000);
});
