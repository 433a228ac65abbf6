import { beforeEach, describe, expect, it } from 'vitest';
import cart from '../../netlify/functions/cart.mts';
import { getSql } from '../../src/server/db/client';
import { resetDb } from '../helpers/db';
import { seedProduct, seedProductsFeature } from '../helpers/products';
import { call } from '../helpers/request';

const URL = '/api/cart/check';
const check = (items: unknown) => call(cart, 'POST', URL, { body: { items } });

beforeEach(resetDb);

const shirt = () =>
  seedProduct({
    name: 'Camiseta',
    slug: 'camiseta',
    price_cents: 5990,
    images: ['/demo/products/camiseta.webp', '/demo/products/costas.webp'],
    options: ['Tamanho', 'Cor'],
    variants: [
      { option_values: ['M', 'Preta'], stock: 3 },
      { option_values: ['GG', 'Preta'], stock: 10, price_cents: 6490 },
    ],
  });

describe('POST /api/cart/check', () => {
  it('answers each line with its current name, image, options, price, stock and total, and the subtotal', async () => {
    await seedProductsFeature();
    const book = await seedProduct({ name: 'Livro', slug: 'livro', price_cents: 4990, stock: null });
    const tee = await shirt();
    const res = await check([
      { product_id: Number(book.id), quantity: 2 },
      { product_id: tee.id, variant_id: Number(tee.variants[1]), quantity: 1 },
    ]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      lines: [
        { kind: 'product', product_id: book.id, variant_id: null, quantity: 2, name: 'Livro', slug: 'livro', sku: null, image: null, options: [],
          unit_price_cents: 4990, available: null, line_total_cents: 9980, minimum_cents: null, problem: null },
        { kind: 'product', product_id: tee.id, variant_id: tee.variants[1], quantity: 1, name: 'Camiseta', slug: 'camiseta', sku: null,
          image: '/demo/products/camiseta.webp', options: [{ name: 'Tamanho', value: 'GG' }, { name: 'Cor', value: 'Preta' }],
          unit_price_cents: 6490, available: 10, line_total_cents: 6490, minimum_cents: null, problem: null },
      ],
      subtotal_cents: 16470,
      problems: [],
    });
  });

  it('names the problems by line: gone, unpublished, variant gone, short and sold out, with a quantity to fix', async () => {
    await seedProductsFeature();
    const tee = await shirt();
    const draft = await seedProduct({ name: 'Rascunho secreto', status: 'draft' });
    const last = await seedProduct({ name: 'Último', stock: 1, price_cents: 700 });
    const gone = await seedProduct({ name: 'Apagado' });
    await getSql()`delete from products where id = ${gone.id}`;
    const soldOut = await seedProduct({ name: 'Esgotado', stock: 0 });
    const res = await check([
      { product_id: gone.id, quantity: 1 },
      { product_id: draft.id, quantity: 1 },
      { product_id: tee.id, variant_id: '999999', quantity: 1 },
      { product_id: tee.id, quantity: 1 },
      { product_id: tee.id, variant_id: tee.variants[0], quantity: 5 },
      { product_id: last.id, quantity: 2 },
      { product_id: soldOut.id, quantity: 1 },
      { product_id: last.id, variant_id: tee.variants[0], quantity: 1 },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.problems).toEqual([
      { line: 0, code: 'gone', message: 'Este produto não existe mais na loja.', available: 0 },
      { line: 1, code: 'unpublished', message: 'Este produto não está mais à venda.', available: 0 },
      { line: 2, code: 'variant_gone', message: 'A variação escolhida deste produto não existe mais.', available: 0 },
      { line: 3, code: 'variant_gone', message: 'A variação escolhida deste produto não existe mais.', available: 0 },
      { line: 4, code: 'short', message: 'Só restam 3 unidades deste produto.', available: 3 },
      { line: 5, code: 'short', message: 'Só resta 1 unidade deste produto.', available: 1 },
      { line: 6, code: 'short', message: 'Este produto está esgotado.', available: 0 },
      { line: 7, code: 'variant_gone', message: 'A variação escolhida deste produto não existe mais.', available: 0 },
    ]);
    // A draft's name, price and image are not public: the line shows nothing of it.
    expect(res.body.lines[1]).toMatchObject({ name: null, slug: null, image: null, unit_price_cents: null, line_total_cents: 0 });
    expect(JSON.stringify(res.body)).not.toContain('Rascunho secreto');
    // Short lines keep their price and total (the cart offers to fix them); lines that cannot be bought count 0.
    expect(res.body.lines.map((line: { line_total_cents: number }) => line.line_total_cents)).toEqual([0, 0, 0, 0, 29950, 1400, 1000, 0]);
    expect(res.body.subtotal_cents).toBe(32350);
  });

  it('looks up ids up to 18 digits sent as text (no bigint overflow): a missing product is a gone line', async () => {
    await seedProductsFeature();
    const res = await check([
      { product_id: '999999999999999999', quantity: 1 },
      { product_id: '12345678901234567', variant_id: '999999999999999999', quantity: 1 },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.problems.map((problem: { code: string }) => problem.code)).toEqual(['gone', 'gone']);
  });

  it('checks an empty cart', async () => {
    await seedProductsFeature();
    expect((await check([])).body).toEqual({ lines: [], subtotal_cents: 0, problems: [] });
  });

  it.each([
    ['no items', {}, 'items', 'O campo Itens deve ser uma lista.'],
    ['items not a list', { items: 'x' }, 'items', 'O campo Itens deve ser uma lista.'],
    ['a line not an object', { items: [3] }, 'items.0', 'Cada item deve ter produto e quantidade.'],
    ['a product id with letters', { items: [{ product_id: 'abc', quantity: 1 }] }, 'items.0.product_id', 'O campo Produto deve ser o id de um produto.'],
    ['a negative product id', { items: [{ product_id: -4, quantity: 1 }] }, 'items.0.product_id', 'O campo Produto deve ser o id de um produto.'],
    ['a variant id of zero', { items: [{ product_id: 1, variant_id: 0, quantity: 1 }] }, 'items.0.variant_id', 'O campo Variação deve ser o id de uma variação.'],
    ['a product id of 19 digits', { items: [{ product_id: '1234567890123456789', quantity: 1 }] }, 'items.0.product_id', 'O campo Produto deve ser o id de um produto.'],
    // JSON's 9007199254740993 is read as …992: a number past the safe integers may be another id, so it is refused.
    ['a product id number past the safe integers', { items: [{ product_id: 9007199254740993, quantity: 1 }] }, 'items.0.product_id', 'O campo Produto deve ser o id de um produto.'],
    ['quantity 0', { items: [{ product_id: 1, quantity: 0 }] }, 'items.0.quantity', 'O campo Quantidade deve ser um número inteiro de 1 a 999.'],
    ['quantity 1000', { items: [{ product_id: 1, quantity: 1000 }] }, 'items.0.quantity', 'O campo Quantidade deve ser um número inteiro de 1 a 999.'],
    ['quantity 1.5', { items: [{ product_id: 1, quantity: 1.5 }] }, 'items.0.quantity', 'O campo Quantidade deve ser um número inteiro de 1 a 999.'],
    ['51 lines', { items: Array.from({ length: 51 }, (_, i) => ({ product_id: i + 1, quantity: 1 })) }, 'items', 'O carrinho pode ter no máximo 50 itens.'],
  ])('answers 422 for %s', async (_case, body, field, message) => {
    await seedProductsFeature();
    const res = await call(cart, 'POST', URL, { body });
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toEqual([message]);
  });

  it('is a 404 while the shop is off, and answers only POST', async () => {
    await seedProductsFeature(false);
    const res = await check([]);
    expect(res).toMatchObject({ status: 404, body: { message: 'Produtos não encontrados.' } });
    expect((await call(cart, 'GET', URL)).status).toBe(405);
  });
});
