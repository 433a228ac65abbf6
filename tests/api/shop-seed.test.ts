import { hasError, isStaticPix, parsePix } from 'pix-utils';
import { beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import register from '../../netlify/functions/auth-register.mts';
import orderPayments from '../../netlify/functions/order-payments.mts';
import { seedProducts } from '../../scripts/seed/products';
import { seedSettings } from '../../scripts/seed/settings';
import { seedShopSettings } from '../../scripts/seed/shop-settings';
import { STATES } from '../../src/lib/br-places';
import { stateOfCep } from '../../src/lib/cep-states';
import { getSql } from '../../src/server/db/client';
import { quoteShipping } from '../../src/server/shop/shipping/quote';
import { cartItem } from '../helpers/cart';
import { registrationBody, useTempOutbox } from '../helpers/accounts';
import { resetDb } from '../helpers/db';
import { orderBody, placeOrder } from '../helpers/orders';
import { call } from '../helpers/request';

beforeEach(resetDb);

// One CEP of each state: the first of its first range.
const CEPS = STATES.map((state) => {
  for (let prefix = 1000; prefix <= 99999; prefix += 100) {
    const cep = `${String(prefix).padStart(5, '0')}000`;
    if (stateOfCep(cep) === state.code) return [state.code, cep];
  }
  return [state.code, ''];
});

describe('the demo shop (npm run db:seed)', () => {
  it.each(CEPS)('quotes PAC and SEDEX to %s (%s) from the table, with no outside service', async (_state, cep) => {
    await seedShopSettings(getSql());
    const { options, fallback } = await quoteShipping(getSql(), { postal_code: cep, items: [cartItem(800, [30, 20, 10], 2)] });
    expect(fallback).toBe(false);
    expect(options.filter((o) => o.provider === 'tabela').map((o) => o.service)).toEqual(expect.arrayContaining(['04510', '04014']));
    expect(options.every((o) => o.provider === 'retirada' || o.price_cents > 0)).toBe(true);
  });

  it('quotes a 1 kg parcel to the city of São Paulo: PAC free from R$ 300,00, SEDEX, SEDEX 10 and pickup', async () => {
    await seedShopSettings(getSql());
    const { options } = await quoteShipping(getSql(), { postal_code: '04538-133', items: [cartItem(800, [30, 20, 10])], subtotal_cents: 30_000 });
    // 800 g + 200 g of packaging = 1 kg: the 1 kg bands; one handling day added.
    expect(options).toEqual([
      { service: '04510', name: 'PAC', price_cents: 0, days: 4, provider: 'tabela' },
      { service: '04014', name: 'SEDEX', price_cents: 3480, days: 2, provider: 'tabela' },
      { service: '04790', name: 'SEDEX 10', price_cents: 3990, days: 2, provider: 'tabela' },
      { service: 'retirada', name: 'Retirar no local', price_cents: 0, days: 1, provider: 'retirada' },
    ]);
  });

  it('leaves settings already there alone', async () => {
    await seedShopSettings(getSql());
    await getSql()`update shop_settings set handling_days = 9`;
    expect(await seedShopSettings(getSql())).toBe('shop: shipping settings already there, left as they are');
    expect((await getSql()`select handling_days from shop_settings`)[0].handling_days).toBe(9);
  });

  it("gives a newcomer's first order by Pix / transferência the BR Code of the organisation's CNPJ key, and its QR", async () => {
    const sql = getSql();
    const outbox = await useTempOutbox();
    onTestFinished(() => outbox.cleanup());
    for (const seed of [seedSettings, seedProducts, seedShopSettings]) await seed(sql);
    const [mug] = await sql<{ id: string }[]>`select id::text as id from products where slug = 'caneca-da-associacao'`;
    const newcomer = await call(register, 'POST', '/api/auth/register', { body: registrationBody() });
    expect(newcomer.status).toBe(201);
    const placed = await placeOrder(newcomer.body.token, orderBody([{ product_id: mug.id, quantity: 1 }]));
    expect(placed.status).toBe(201);
    const { id, number, total_cents } = placed.body as { id: string; number: number; total_cents: number };

    const res = await call(orderPayments, 'GET', `/api/orders/${id}/payment`, { params: { id }, token: newcomer.body.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ method: 'pix_manual', status: 'pending' });
    expect(res.body.pix).toEqual({ copia_e_cola: expect.stringMatching(/^000201/), qr_svg: expect.stringMatching(/^<svg/) });
    const parsed = parsePix(res.body.pix.copia_e_cola);
    if (hasError(parsed) || !isStaticPix(parsed)) throw new Error(`not a static Pix: ${res.body.pix.copia_e_cola}`);
    expect(parsed).toMatchObject({
      pixKey: '12345678000195',
      merchantName: 'ASSOCIACAO VITRINE DEMO',
      merchantCity: 'SAO PAULO',
      transactionAmount: total_cents / 100,
      txid: String(number),
    });
  });
});
