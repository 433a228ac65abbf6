import { beforeEach, describe, expect, it } from 'vitest';
import shippingQuote from '../../netlify/functions/shipping-quote.mts';
import { resetDb } from '../helpers/db';
import { seedProduct, seedProductsFeature } from '../helpers/products';
import { ageRateEvents, retryAfter, statusCounts } from '../helpers/rate';
import { call } from '../helpers/request';
import { seedShop } from '../helpers/shop';

const URL = '/api/shipping/quote';
const quote = (body: unknown, ip?: string) => call(shippingQuote, 'POST', URL, { body, ip });

beforeEach(resetDb);

// The seeded products weigh 300 g with 23 x 16 x 2 cm; the test shop adds 200 g of packaging.
describe('POST /api/shipping/quote', () => {
  it('prices the cart by the table from the products’ weights and sides', async () => {
    await seedProductsFeature();
    await seedShop();
    const book = await seedProduct({ price_cents: 4990 });
    const res = await quote({ postal_code: '01001-000', items: [{ product_id: Number(book.id), quantity: 1 }] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      options: [
        { service: '04510', name: 'PAC', price_cents: 1500, days: 3, provider: 'tabela' },
        { service: '04014', name: 'SEDEX', price_cents: 2500, days: 1, provider: 'tabela' },
      ],
      fallback: false,
    });
    // Ten units weigh 3.2 kg with the packaging: the 5 kg band.
    const ten = await quote({ postal_code: '01001000', items: [{ product_id: book.id, quantity: 10 }] });
    expect(ten.body.options.map((o: { price_cents: number }) => o.price_cents)).toEqual([2500, 4000]);
  });

  it('takes the subtotal from the current prices (variant prices included) for the free-shipping rule', async () => {
    await seedProductsFeature();
    await seedShop({ free_shipping: { enabled: true, min_subtotal_cents: 10_000, services: ['04510'], states: [] } });
    const tee = await seedProduct({
      price_cents: 4000,
      options: ['Tamanho'],
      variants: [{ option_values: ['M'] }, { option_values: ['GG'], price_cents: 5000 }],
    });
    const pac = async (variant: string, quantity: number) =>
      (await quote({ postal_code: '01001000', items: [{ product_id: tee.id, variant_id: variant, quantity }] })).body.options[0];
    expect(await pac(tee.variants[0], 2)).toMatchObject({ service: '04510', price_cents: 1500 });
    expect(await pac(tee.variants[1], 2)).toMatchObject({ service: '04510', price_cents: 0 });
  });

  it.each([
    ['an invalid CEP', { postal_code: '1234', items: [] }, { postal_code: ['O campo CEP deve ter 8 dígitos.'], items: ['O carrinho está vazio.'] }],
    ['a CEP of no state', { postal_code: '00100-000', items: [{ product_id: 1, quantity: 1 }] }, { postal_code: ['O campo CEP não corresponde a nenhuma região do Brasil.'] }],
    ['no CEP', { items: [{ product_id: 1, quantity: 1 }] }, { postal_code: ['O campo CEP é obrigatório.'] }],
    ['a bad quantity', { postal_code: '01001000', items: [{ product_id: 1, quantity: -1 }] }, { 'items.0.quantity': ['O campo Quantidade deve ser um número inteiro de 1 a 999.'] }],
  ])('answers 422 for %s', async (_case, body, errors) => {
    await seedProductsFeature();
    await seedShop();
    const res = await quote(body);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual(errors);
  });

  it('answers 422 naming the line of an unknown or unpublished product, or of a variant that is gone', async () => {
    await seedProductsFeature();
    await seedShop();
    const ok = await seedProduct();
    const draft = await seedProduct({ status: 'draft' });
    const tee = await seedProduct({ options: ['Tamanho'], variants: [{ option_values: ['M'] }] });
    const res = await quote({
      postal_code: '01001000',
      items: [
        { product_id: ok.id, quantity: 1 },
        { product_id: '987654', quantity: 1 },
        { product_id: draft.id, quantity: 1 },
        { product_id: tee.id, variant_id: '987654', quantity: 1 },
        { product_id: ok.id, variant_id: tee.variants[0], quantity: 1 },
      ],
    });
    expect(res.status).toBe(422);
    // The cart check's messages (one pass over the lines for the check, the quote and the order).
    expect(res.body.errors).toEqual({
      'items.1.product_id': ['Item 2: Este produto não existe mais na loja.'],
      'items.2.product_id': ['Item 3: Este produto não está mais à venda.'],
      'items.3.variant_id': ['Item 4: A variação escolhida deste produto não existe mais.'],
      'items.4.variant_id': ['Item 5: A variação escolhida deste produto não existe mais.'],
    });
  });

  it('allows 60 quotes per address in 5 minutes, then 429 with Retry-After; other addresses go on', async () => {
    await seedProductsFeature();
    await seedShop();
    const book = await seedProduct();
    const body = { postal_code: '01001000', items: [{ product_id: book.id, quantity: 1 }] };
    const results = [];
    for (let i = 0; i < 61; i++) results.push(await quote(body, '203.0.113.9'));
    expect(statusCounts(results)).toEqual({ 200: 60, 429: 1 });
    const refused = results[60];
    expect(refused.body.message).toBe('Muitas consultas de frete. Tente novamente em alguns minutos.');
    expect(retryAfter(refused)).toBeGreaterThan(0);
    expect(retryAfter(refused)).toBeLessThanOrEqual(300);
    expect((await quote(body, '203.0.113.10')).status).toBe(200);
    await ageRateEvents(301);
    expect((await quote(body, '203.0.113.9')).status).toBe(200);
  });

  it('does not count an invalid request against the address', async () => {
    await seedProductsFeature();
    await seedShop();
    for (let i = 0; i < 61; i++) expect((await quote({ postal_code: 'x', items: [] }, '203.0.113.11')).status).toBe(422);
    const book = await seedProduct();
    expect((await quote({ postal_code: '01001000', items: [{ product_id: book.id, quantity: 1 }] }, '203.0.113.11')).status).toBe(200);
  });

  it('is a 404 while the shop is off', async () => {
    await seedProductsFeature(false);
    const res = await quote({ postal_code: '01001000', items: [{ product_id: 1, quantity: 1 }] });
    expect(res).toMatchObject({ status: 404, body: { message: 'Produtos não encontrados.' } });
  });
});
