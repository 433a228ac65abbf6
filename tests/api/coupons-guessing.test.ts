import { beforeEach, describe, expect, it } from 'vitest';
import coupons from '../../netlify/functions/coupons.mts';
import { getSql } from '../../src/server/db/client';
import { COUPON_RULE } from '../../src/server/shop/coupons/coupons';
import { createUser, resetDb } from '../helpers/db';
import { countOrders, orderBody, placeOrder, seedCheckoutShop } from '../helpers/orders';
import { seedProduct } from '../helpers/products';
import { retryAfter, statusCounts } from '../helpers/rate';
import { call } from '../helpers/request';

// Coupon codes cannot be found by guessing: refused codes are limited per client address (the check and the order
// share one limit), and a code that exists but is not usable for a reason that is not the buyer's to know is answered
// as an unknown one.
const INVALID = 'Cupom inválido ou inativo.';
const LIMITED = 'Muitas tentativas de cupom. Tente novamente em alguns minutos.';
const GUESSER = '203.0.113.50';

const check = (code: string, items: unknown, ip = GUESSER, token?: string) =>
  call(coupons, 'POST', '/api/coupons/check', { body: { code, items }, ip, token });

async function seedCoupon(code: string, terms: { usage_limit?: number; used_count?: number; active?: boolean } = {}): Promise<void> {
  await getSql()`
    insert into coupons (code, kind, percent, usage_limit, used_count, active)
    values (${code}, 'percent', 10, ${terms.usage_limit ?? null}, ${terms.used_count ?? 0}, ${terms.active ?? true})`;
}

const countedFor = async (ip: string) =>
  (await getSql()<{ n: number }[]>`select count(*)::int as n from rate_events where bucket = ${COUPON_RULE.bucket} and key = ${ip}`)[0].n;

let items: { product_id: string; quantity: number }[];

beforeEach(async () => {
  await resetDb();
  await seedCheckoutShop();
  const product = await seedProduct({ price_cents: 5000, stock: 50 });
  items = [{ product_id: product.id, quantity: 1 }];
});

describe('coupon guessing', () => {
  it('answers 300 guesses from one address with 20 refusals, then 429 with Retry-After, even for a real code', async () => {
    await seedCoupon('VERDADEIRO');
    const answers = [];
    for (let i = 0; i < 300; i += 30) {
      answers.push(...(await Promise.all(Array.from({ length: 30 }, (_, j) => check(`PALPITE${i + j}`, items)))));
    }
    expect(statusCounts(answers)).toEqual({ 422: COUPON_RULE.max, 429: 300 - COUPON_RULE.max });
    const refused = answers.find((answer) => answer.status === 429)!;
    expect(refused.body.message).toBe(LIMITED);
    expect(retryAfter(refused)).toBeGreaterThan(0);
    expect(retryAfter(refused)).toBeLessThanOrEqual(COUPON_RULE.windowSeconds);
    // Past the limit the real code is refused like a guess: the answers tell nothing.
    expect((await check('VERDADEIRO', items)).status).toBe(429);
    // Another address is not held by this one's guesses.
    expect((await check('VERDADEIRO', items, '203.0.113.51')).status).toBe(200);
  }, 60_000);

  it('answers an unknown code, a coupon turned off and one with every use taken alike', async () => {
    await seedCoupon('ESGOTADO', { usage_limit: 3, used_count: 3 });
    await seedCoupon('DESLIGADO', { active: false });
    const answers = await Promise.all(['NAOEXISTE', 'ESGOTADO', 'DESLIGADO'].map((code) => check(code, items)));
    for (const answer of answers) {
      expect({ status: answer.status, body: answer.body }).toEqual({
        status: 422,
        body: { message: answers[0].body.message, errors: { code: [INVALID] } },
      });
    }
  });

  it('counts only refused codes: a buyer applying a good code again and again is never limited', async () => {
    await seedCoupon('BOM10');
    for (let i = 0; i < COUPON_RULE.max + 5; i += 1) expect((await check('BOM10', items)).status).toBe(200);
    expect(await countedFor(GUESSER)).toBe(0);
  });

  it('counts an order refused for its coupon in the same limit, and refuses any coupon past it before looking', async () => {
    await seedCoupon('BOM10');
    const buyer = await createUser();
    const order = (code?: string) => placeOrder(buyer.token, orderBody(items, code ? { coupon_code: code } : {}), undefined, GUESSER);
    for (let i = 0; i < COUPON_RULE.max / 2; i += 1) expect((await order(`PALPITE${i}`)).body.errors).toEqual({ coupon_code: [INVALID] });
    for (let i = 0; i < COUPON_RULE.max / 2; i += 1) expect((await check(`OUTRO${i}`, items)).status).toBe(422);
    expect(await countedFor(GUESSER)).toBe(COUPON_RULE.max);
    const held = await order('BOM10');
    expect(held).toMatchObject({ status: 429, body: { message: LIMITED } });
    expect(retryAfter(held)).toBeGreaterThan(0);
    expect((await check('BOM10', items)).status).toBe(429);
    expect(await countOrders()).toBe(0);
    // An order without a coupon is not held by the coupons' limit.
    expect((await order()).status).toBe(201);
  });

  it('charges nothing to a buyer who checks a good code and then orders with it (a retry of the order included)', async () => {
    await seedCoupon('BOM10');
    const buyer = await createUser();
    expect((await check('BOM10', items, GUESSER, buyer.token)).status).toBe(200);
    const body = orderBody(items, { coupon_code: 'BOM10' });
    const made = await placeOrder(buyer.token, body, 'chave-do-pedido-1', GUESSER);
    expect(made.status).toBe(201);
    const again = await placeOrder(buyer.token, body, 'chave-do-pedido-1', GUESSER);
    expect([again.status, again.body.id]).toEqual([201, made.body.id]);
    expect(await countedFor(GUESSER)).toBe(0);
  });
});
