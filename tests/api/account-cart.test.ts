import { beforeEach, describe, expect, it } from 'vitest';
import cart from '../../netlify/functions/cart.mts';
import { MAX_CART_LINES } from '../../src/lib/shop/cart';
import { getSql } from '../../src/server/db/client';
import { createUser, resetDb } from '../helpers/db';
import { orderBody, placeOrder, seedCheckoutShop } from '../helpers/orders';
import { seedProduct } from '../helpers/products';
import { call } from '../helpers/request';

// The account's cart on the server: GET and PUT /api/cart (the cart check's lines and limits), the merge at login,
// and the lines an order bought taken out of it.

const get = (token?: string) => call(cart, 'GET', '/api/cart', { token });
const put = (token: string | undefined, body: unknown) => call(cart, 'PUT', '/api/cart', { token, body });
const merge = (token: string | undefined, body: unknown) => call(cart, 'POST', '/api/cart/merge', { token, body });
const stored = async (userId: string) =>
  (await getSql()<{ items: unknown; updated_at: Date; reminded_at: Date | null }[]>`
    select items, updated_at, reminded_at from carts where user_id = ${userId}`)[0];

beforeEach(async () => {
  await resetDb();
});

describe('GET and PUT /api/cart', () => {
  it('answers 401 to a visitor without a session, for every method', async () => {
    expect((await get()).status).toBe(401);
    expect((await put(undefined, { items: [] })).status).toBe(401);
    expect((await merge(undefined, { items: [] })).status).toBe(401);
    expect((await put('x'.repeat(40), { items: [] })).status).toBe(401);
  });

  it('keeps the lines of each account apart: an account never saved has an empty cart', async () => {
    const ana = await createUser();
    const bia = await createUser();
    expect((await get(ana.token)).body).toEqual({ items: [], updated_at: null });
    const lines = [{ product_id: 7, variant_id: 70, quantity: 2 }, { product_id: 3, quantity: 1 }, { product_id: 9, quantity: 1, amount_cents: 5000 }];
    const saved = await put(ana.token, { items: lines });
    expect(saved.status).toBe(200);
    expect(saved.body.items).toEqual(lines);
    expect((await get(ana.token)).body).toEqual(saved.body);
    expect((await get(bia.token)).body.items).toEqual([]);
  });

  it('answers 422 per field in Portuguese for the cart check\'s limits, and saves nothing', async () => {
    const ana = await createUser();
    const bad = await put(ana.token, { items: [{ product_id: 'abc', quantity: 0 }, { product_id: 1, quantity: 1000 }] });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['items.0.product_id', 'items.0.quantity', 'items.1.quantity']);
    expect(bad.body.errors['items.0.product_id'][0]).toMatch(/Produto/);
    const many = await put(ana.token, { items: Array.from({ length: MAX_CART_LINES + 1 }, (_, i) => ({ product_id: i + 1, quantity: 1 })) });
    expect(many.status).toBe(422);
    expect(many.body.errors.items).toEqual([`O carrinho pode ter no máximo ${MAX_CART_LINES} itens.`]);
    for (const body of [null, [], { items: 'x' }, 'texto']) expect([400, 422]).toContain((await put(ana.token, body)).status);
    expect((await call(cart, 'PUT', '/api/cart', { token: ana.token, raw: '{"items": [' })).status).toBe(400);
    expect(await stored(ana.user.id)).toBeUndefined();
  });

  it('makes a change a new cart (its time moves, its reminder is cleared); the same lines again change nothing', async () => {
    const ana = await createUser();
    await put(ana.token, { items: [{ product_id: 1, quantity: 1 }] });
    await getSql()`update carts set updated_at = now() - interval '5 hours', reminded_at = now() where user_id = ${ana.user.id}`;
    const before = await stored(ana.user.id);
    await put(ana.token, { items: [{ product_id: 1, quantity: 1 }] });
    expect(await stored(ana.user.id)).toEqual(before);
    await put(ana.token, { items: [{ product_id: 1, quantity: 2 }] });
    const after = await stored(ana.user.id);
    expect(after.reminded_at).toBeNull();
    expect(after.updated_at.getTime()).toBeGreaterThan(before.updated_at.getTime());
  });
});

describe('POST /api/cart/merge (at login)', () => {
  it('merges the browser\'s cart into the account\'s: one line per product and variant, the larger quantity, saved', async () => {
    const ana = await createUser();
    await put(ana.token, { items: [{ product_id: 1, quantity: 3 }, { product_id: 2, variant_id: 20, quantity: 1 }] });
    const merged = await merge(ana.token, { items: [{ product_id: 1, quantity: 1 }, { product_id: 2, variant_id: 21, quantity: 4 }, { product_id: 5, quantity: 2 }] });
    const expected = [
      { product_id: 1, quantity: 3 },
      { product_id: 2, variant_id: 20, quantity: 1 },
      { product_id: 2, variant_id: 21, quantity: 4 },
      { product_id: 5, quantity: 2 },
    ];
    expect(merged.status).toBe(200);
    expect(merged.body.items).toEqual(expected);
    expect((await get(ana.token)).body.items).toEqual(expected);
    // The same browser cart merged again (a second login) adds nothing.
    expect((await merge(ana.token, { items: [{ product_id: 5, quantity: 2 }] })).body.items).toEqual(expected);
  });

  it('takes an account never saved, and two devices merging at once both count', async () => {
    const ana = await createUser();
    const [a, b] = await Promise.all([
      merge(ana.token, { items: [{ product_id: 1, quantity: 1 }] }),
      merge(ana.token, { items: [{ product_id: 2, quantity: 1 }] }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const items = (await get(ana.token)).body.items as { product_id: number }[];
    expect(items.map((line) => line.product_id).sort()).toEqual([1, 2]);
  });

  it('answers 422 for a bad body', async () => {
    const ana = await createUser();
    const bad = await merge(ana.token, { items: [{ product_id: 1 }] });
    expect(bad.status).toBe(422);
    expect(bad.body.errors['items.0.quantity']).toBeDefined();
  });
});

describe('an order empties the lines it bought', () => {
  it('takes out the bought products and variants, keeps the others, and a replay of the order changes nothing', async () => {
    await seedCheckoutShop();
    const shirt = await seedProduct({ price_cents: 2500, options: ['Cor'], variants: [{ option_values: ['Azul'], stock: 5 }, { option_values: ['Verde'], stock: 5 }] });
    const book = await seedProduct({ price_cents: 1000, stock: 10 });
    const mug = await seedProduct({ price_cents: 1500, stock: 10 });
    const ana = await createUser();
    const bia = await createUser();
    const [blue, green] = shirt.variants.map(Number);
    await put(ana.token, {
      items: [
        { product_id: Number(shirt.id), variant_id: blue, quantity: 1 },
        { product_id: Number(shirt.id), variant_id: green, quantity: 1 },
        { product_id: Number(book.id), quantity: 2 },
        { product_id: Number(mug.id), quantity: 1 },
      ],
    });
    await put(bia.token, { items: [{ product_id: Number(book.id), quantity: 1 }] });
    const before = await stored(ana.user.id);
    const body = orderBody([{ product_id: shirt.id, variant_id: String(blue), quantity: 1 }, { product_id: book.id, quantity: 1 }]);
    const placed = await placeOrder(ana.token, body, 'chave-de-teste-carrinho-1');
    expect(placed.status).toBe(201);
    const left = [{ product_id: Number(shirt.id), variant_id: green, quantity: 1 }, { product_id: Number(mug.id), quantity: 1 }];
    expect((await get(ana.token)).body.items).toEqual(left);
    expect((await stored(ana.user.id)).updated_at).toEqual(before.updated_at);
    // Another account's cart is not touched; the same order replayed (its key again) leaves the cart as it is.
    expect((await get(bia.token)).body.items).toEqual([{ product_id: Number(book.id), quantity: 1 }]);
    await put(ana.token, { items: [...left, { product_id: Number(book.id), quantity: 1 }] });
    expect((await placeOrder(ana.token, body, 'chave-de-teste-carrinho-1')).status).toBe(201);
    expect((await get(ana.token)).body.items).toHaveLength(2);
  });
});
