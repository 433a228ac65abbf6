import { beforeEach, describe, expect, it } from 'vitest';
import { getSql } from '../../src/server/db/client';
import { quoteShipping } from '../../src/server/shop/shipping/quote';
import { cartItem } from '../helpers/cart';
import { resetDb } from '../helpers/db';
import { rate, seedShop, TEST_RATES } from '../helpers/shop';

beforeEach(resetDb);

const quote = (postal_code: string, items = [cartItem(500, [23, 16, 3])], subtotal_cents = 5000) =>
  quoteShipping(getSql(), { postal_code, items, subtotal_cents });

const SEDEX_10 = { code: '04790', name: 'SEDEX 10', enabled: true, contract_code: null };
const BASE_SERVICES = [
  { code: '04510', name: 'PAC', enabled: true, contract_code: null },
  { code: '04014', name: 'SEDEX', enabled: true, contract_code: null },
];

describe('quoteShipping with the table', () => {
  it('prices a 500 g book (700 g with packaging) to São Paulo by the 1 kg bands, cheapest first', async () => {
    await seedShop();
    expect(await quote('01001-000')).toEqual({
      options: [
        { service: '04510', name: 'PAC', price_cents: 1500, days: 3, provider: 'tabela' },
        { service: '04014', name: 'SEDEX', price_cents: 2500, days: 1, provider: 'tabela' },
      ],
      fallback: false,
    });
  });

  it('uses the display names and adds the handling days to every delivery time', async () => {
    await seedShop({ handling_days: 2, services: [{ ...BASE_SERVICES[0], name: 'Econômica' }, BASE_SERVICES[1]] });
    const { options } = await quote('01001000');
    expect(options.map((o) => [o.name, o.days])).toEqual([
      ['Econômica', 5],
      ['SEDEX', 3],
    ]);
  });

  it('leaves out a service the table has no row for (no SEDEX to Rio de Janeiro)', async () => {
    await seedShop();
    expect((await quote('20040-020')).options).toEqual([{ service: '04510', name: 'PAC', price_cents: 2200, days: 6, provider: 'tabela' }]);
  });

  it('takes the band of the charged weight: 3 x 2 kg + 200 g = 6.2 kg is in the 30 kg band', async () => {
    await seedShop();
    const { options } = await quote('01001000', [cartItem(2000, [30, 20, 10], 3)]);
    expect(options.map((o) => [o.service, o.price_cents])).toEqual([
      ['04510', 6000],
      ['04014', 9000],
    ]);
  });

  it('charges the cubic weight: ten 1 kg cubes of 20 cm weigh 10.2 kg but cube 13.56 kg', async () => {
    await seedShop({ rates: [rate('04510', ['SP'], 13_000, 5000, 4), rate('04510', ['SP'], 14_000, 7000, 4)] });
    // 44 x 43 x 43 cm = 81,356 cm³ / 6000 = 13.56 kg: the 13 kg band is too light.
    const { options } = await quote('01001000', [cartItem(1000, [20, 20, 20], 10)]);
    expect(options).toEqual([{ service: '04510', name: 'PAC', price_cents: 7000, days: 4, provider: 'tabela' }]);
  });

  it('splits 35 kg into two packages and adds their prices (the longer delivery time counts)', async () => {
    await seedShop();
    // Seven 5 kg items: 5 of them + 200 g = 25.2 kg, the other 2 + 200 g = 10.2 kg; both in the 30 kg band.
    const { options } = await quote('01001000', [cartItem(5000, [20, 15, 10], 7)]);
    expect(options.map((o) => [o.service, o.price_cents, o.days])).toEqual([
      ['04510', 12_000, 5],
      ['04014', 18_000, 2],
    ]);
  });

  it('leaves out a service whose weight limit one item breaks (12 kg for SEDEX 10)', async () => {
    await seedShop({ services: [...BASE_SERVICES, SEDEX_10], rates: [...TEST_RATES, rate('04790', ['SP'], 10_000, 5000, 0)] });
    const { options } = await quote('01001000', [cartItem(12_000, [40, 30, 30])]);
    expect(options.map((o) => o.service)).toEqual(['04510', '04014']);
  });

  it('prefers the rows of a CEP range to the rows of the state', async () => {
    const capital = rate('04790', [], 10_000, 3000, 0, { cep_start: '01000000', cep_end: '05999999' });
    await seedShop({ services: [SEDEX_10], rates: [rate('04790', ['SP'], 10_000, 5000, 1), capital] });
    expect((await quote('01001000')).options).toEqual([{ service: '04790', name: 'SEDEX 10', price_cents: 3000, days: 0, provider: 'tabela' }]);
    expect((await quote('13010-000')).options).toEqual([{ service: '04790', name: 'SEDEX 10', price_cents: 5000, days: 1, provider: 'tabela' }]);
  });

  it('answers no option, never a free one, when the table has no rows', async () => {
    expect(await quote('01001000')).toEqual({ options: [], fallback: false });
  });

  it('answers no option when an item is longer than any box (101 cm)', async () => {
    await seedShop();
    expect((await quote('01001000', [cartItem(1000, [101, 10, 10])])).options).toEqual([]);
  });
});

describe('free shipping and pickup', () => {
  const freePac = { enabled: true, min_subtotal_cents: 20_000, services: ['04510'], states: ['SP', 'MG'] };

  it.each([
    ['from the minimum subtotal, for the chosen service', '01001000', 20_000, [['04510', 0], ['04014', 2500]]],
    ['not below the minimum', '01001000', 19_999, [['04510', 1500], ['04014', 2500]]],
    ['not to a state outside the rule', '20040020', 50_000, [['04510', 2200]]],
    ['to every state listed', '30130-010', 20_000, [['04510', 0]]],
  ] as const)('applies %s', async (_case, cep, subtotal, expected) => {
    await seedShop({ free_shipping: freePac });
    const { options } = await quote(cep, undefined, subtotal);
    expect(options.map((o) => [o.service, o.price_cents])).toEqual(expected);
  });

  it('with no states listed, applies everywhere', async () => {
    await seedShop({ free_shipping: { ...freePac, states: [] } });
    expect((await quote('20040020', undefined, 20_000)).options[0]).toMatchObject({ service: '04510', price_cents: 0 });
  });

  it('offers pickup last, free, ready after the handling days', async () => {
    await seedShop({ handling_days: 1, pickup: { enabled: true, name: 'Retirar na loja', address: 'Rua das Flores, 123 — Centro, São Paulo/SP' } });
    const { options } = await quote('01001000');
    expect(options.at(-1)).toEqual({ service: 'retirada', name: 'Retirar na loja', price_cents: 0, days: 1, provider: 'retirada' });
    expect(options).toHaveLength(3);
  });

  it('offers pickup even when no service can take the cart', async () => {
    await seedShop({ pickup: { enabled: true, name: 'Retirar no local', address: 'Rua A, 1' } });
    const { options } = await quote('01001000', [cartItem(40_000, [50, 50, 50])]);
    expect(options.map((o) => o.service)).toEqual(['retirada']);
  });
});

describe('invalid input', () => {
  it.each([
    ['1234', ['O campo CEP deve ter 8 dígitos.']],
    ['abcde-fgh', ['O campo CEP deve ter 8 dígitos.']],
    ['', ['O campo CEP é obrigatório.', 'O campo CEP deve ter 8 dígitos.']],
    ['00012-345', ['O campo CEP não corresponde a nenhuma região do Brasil.']],
  ])('answers 422 on postal_code for %j', async (cep, messages) => {
    await seedShop();
    await expect(quote(cep)).rejects.toMatchObject({ status: 422, errors: { postal_code: messages } });
  });

  it.each([
    ['an empty cart', [], 'items', 'O carrinho está vazio.'],
    ['a weight of 0 g', [cartItem(0, [10, 10, 10])], 'items.0.weight_g', 'O campo Peso deve ser um número inteiro de 1 a 1000000.'],
    ['format 4', [{ ...cartItem(100, [10, 10, 10]), package_format: 4 }], 'items.0.package_format', 'O campo Formato deve ser 1 (Caixa/Pacote), 2 (Rolo/Prisma) ou 3 (Envelope).'],
    ['1,001 units', [cartItem(10, [1, 1, 1], 1000), cartItem(10, [1, 1, 1], 1)], 'items', 'O frete é calculado para no máximo 1000 unidades.'],
  ])('answers 422 for %s', async (_case, items, field, message) => {
    await expect(quoteShipping(getSql(), { postal_code: '01001000', items })).rejects.toMatchObject({ status: 422, errors: { [field]: [message] } });
  });
});
