import { beforeEach, describe, expect, it } from 'vitest';
import { seedShopSettings } from '../../scripts/seed/shop-settings';
import { STATES } from '../../src/lib/br-places';
import { stateOfCep } from '../../src/lib/shop/cep-regions';
import { getSql } from '../../src/server/db/client';
import { quoteShipping } from '../../src/server/shop/shipping/quote';
import { cartItem } from '../helpers/cart';
import { resetDb } from '../helpers/db';

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
});
