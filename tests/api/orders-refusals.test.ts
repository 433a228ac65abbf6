import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOrderBodySchema } from '../../src/lib/schemas/municipality-rule';
import { MAX_ADDRESSES, TOO_MANY_ADDRESSES } from '../../src/server/accounts/addresses';
import { getSql } from '../../src/server/db/client';
import { errorResponse } from '../../src/server/http/respond';
import { parseWith } from '../../src/server/http/validate';
import { getPublicSettings } from '../../src/server/settings/settings';
import { ORDER_RULE, readOrderInputs } from '../../src/server/shop/checkout/create-order';
import { placeOrder as placeOrderFor } from '../../src/server/shop/flows/place-order';
import { seedAddress, useTempOutbox } from '../helpers/accounts';
import { createUser, resetDb } from '../helpers/db';
import { countOrders, orderBody, placeOrder, seedCheckoutShop, stockOf } from '../helpers/orders';
import { seedProduct } from '../helpers/products';
import { ageRateEvents, retryAfter, statusCounts } from '../helpers/rate';

// What the order's one-statement transaction (place_order) refuses after everything was checked: each refusal rolls
// the whole order back, the key's claim and the stock included, and is answered like any other rule.
let outbox: Awaited<ReturnType<typeof useTempOutbox>>;
beforeEach(async () => {
  await resetDb();
  outbox = await useTempOutbox();
});
afterEach(() => outbox.cleanup());

const claims = async (userId: string): Promise<number> => {
  const [{ n }] = await getSql()<{ n: number }[]>`select count(*)::int as n from order_idempotency where user_id = ${userId}`;
  return n;
};

describe('the order rate limit', () => {
  it(`grants ${ORDER_RULE.max} of ${ORDER_RULE.max + 5} simultaneous orders of a buyer, refuses the rest with a Retry-After and reserves nothing for them`, async () => {
    await seedCheckoutShop();
    const product = await seedProduct({ stock: 100 });
    const buyer = await createUser();
    const body = orderBody([{ product_id: product.id, quantity: 1 }]);
    const answers = await Promise.all(Array.from({ length: ORDER_RULE.max + 5 }, () => placeOrder(buyer.token, body)));
    expect(statusCounts(answers)).toEqual({ 201: ORDER_RULE.max, 429: 5 });
    const refused = answers.find((res) => res.status === 429);
    expect(refused?.body.message).toBe(ORDER_RULE.message);
    expect(retryAfter(refused as NonNullable<typeof refused>)).toBeGreaterThan(ORDER_RULE.windowSeconds - 60);
    expect([await countOrders(), await stockOf(product.id), await claims(buyer.user.id)]).toEqual([ORDER_RULE.max, 100 - ORDER_RULE.max, ORDER_RULE.max]);
    // Another buyer has a limit of their own; the window's end frees the first buyer (whose 20 orders saved 20
    // addresses, the most an account keeps: one of them now).
    expect((await placeOrder((await createUser()).token, body)).status).toBe(201);
    await ageRateEvents(ORDER_RULE.windowSeconds);
    const [saved] = await getSql()<{ id: string }[]>`select id::text as id from addresses where user_id = ${buyer.user.id} limit 1`;
    expect((await placeOrder(buyer.token, { ...body, address: null, address_id: saved.id })).status).toBe(201);
  });

  it('counts a retry of the same key once', async () => {
    await seedCheckoutShop();
    const product = await seedProduct({ stock: null });
    const buyer = await createUser();
    const key = randomUUID();
    for (let i = 0; i < 3; i++) expect((await placeOrder(buyer.token, orderBody([{ product_id: product.id, quantity: 1 }]), key)).status).toBe(201);
    const [{ n }] = await getSql()<{ n: number }[]>`select count(*)::int as n from rate_events where bucket = ${ORDER_RULE.bucket}`;
    expect(n).toBe(1);
  });
});

describe('a new address sent with an order', () => {
  it(`is refused with the account's limit (409) when the account has ${MAX_ADDRESSES} already, and nothing is reserved`, async () => {
    await seedCheckoutShop();
    const product = await seedProduct({ stock: 5 });
    const buyer = await createUser();
    for (let i = 0; i < MAX_ADDRESSES; i += 1) await seedAddress(buyer.user.id);
    const res = await placeOrder(buyer.token, orderBody([{ product_id: product.id, quantity: 2 }]));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(TOO_MANY_ADDRESSES);
    expect([await countOrders(), await stockOf(product.id), await claims(buyer.user.id)]).toEqual([0, 5, 0]);
    const [{ n }] = await getSql()<{ n: number }[]>`select count(*)::int as n from rate_events`;
    expect(n).toBe(0);
  });

  it('becomes the default of an account without addresses, and a second one does not', async () => {
    await seedCheckoutShop();
    const product = await seedProduct({ stock: null });
    const buyer = await createUser();
    for (let i = 0; i < 2; i++) expect((await placeOrder(buyer.token, orderBody([{ product_id: product.id, quantity: 1 }]))).status).toBe(201);
    const rows = await getSql()<{ is_default: boolean }[]>`select is_default from addresses where user_id = ${buyer.user.id} order by id`;
    expect(rows.map((row) => row.is_default)).toEqual([true, false]);
  });
});

describe("an order whose buyer's account is deleted after the session was read", () => {
  it('is answered 401 (the session went with the account), and nothing is made, claimed or reserved', async () => {
    await seedCheckoutShop();
    const product = await seedProduct({ stock: 5 });
    const buyer = await createUser();
    const sql = getSql();
    // What POST /api/orders has read before the account goes: the session's user, the body, the order's first reads.
    const input = parseWith(createOrderBodySchema, orderBody([{ product_id: product.id, quantity: 2 }]));
    const [reads, settings] = await Promise.all([readOrderInputs(sql, input), getPublicSettings(sql)]);
    if (!settings) throw new Error('seedCheckoutShop stores the settings');
    await sql`delete from users where id = ${buyer.user.id}`;
    const order = { user: buyer.user, input, key: randomUUID(), reads, settings, client: '127.0.0.1' };
    const error = await placeOrderFor(sql, order).then(
      () => null,
      (refused: unknown) => refused,
    );
    const answer = errorResponse(error);
    expect([answer.status, (await answer.json()).message]).toEqual([401, 'Sessão inválida ou expirada. Entre novamente.']);
    expect([await countOrders(), await stockOf(product.id), await claims(buyer.user.id)]).toEqual([0, 5, 0]);
  });
});
