import { beforeEach, describe, expect, it } from 'vitest';
import products from '../../netlify/functions/products.mts';
import { createUser, resetDb } from '../helpers/db';
import { seedCategory, seedProduct, seedProductsFeature } from '../helpers/products';
import { call } from '../helpers/request';

const LIST = '/api/products';
// The key encoded as a browser would send it: "../x" is one path segment, not a way up.
const item = (id: string) => ({ url: `${LIST}/${encodeURIComponent(id)}`, params: { id } });
const names = (res: { body: { data: { name: string }[] } }) => res.body.data.map((p) => p.name);
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);
const adminToken = async () => (await createUser({ role: 'admin' })).token;

beforeEach(resetDb);

describe('GET /api/products', () => {
  it('shows the public and customers only the published products, newest first, without descriptions', async () => {
    await seedProductsFeature();
    await seedProduct({ name: 'Antigo', created_at: minutesAgo(10) });
    await seedProduct({ name: 'Novo', created_at: minutesAgo(1) });
    await seedProduct({ name: 'Rascunho', status: 'draft' });
    const user = (await createUser({ role: 'user' })).token;
    for (const token of [undefined, user]) {
      const res = await call(products, 'GET', LIST, { token });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ total: 2, page: 1, per_page: 20 });
      expect(names(res)).toEqual(['Novo', 'Antigo']);
      expect(res.body.data[0].description).toBeUndefined();
    }
    // The public cannot ask for drafts or the sold-out filter.
    expect((await call(products, 'GET', `${LIST}?status=draft`)).body.total).toBe(2);
    expect((await call(products, 'GET', `${LIST}?stock=out`)).body.total).toBe(2);
  });

  it.each([
    ['recent', ['Caneca', 'Zine', 'Água', 'bolsa']],
    ['', ['Caneca', 'Zine', 'Água', 'bolsa']],
    // No orders yet: every product has sold 0 units, so best sellers are the most recent first.
    ['best', ['Caneca', 'Zine', 'Água', 'bolsa']],
    // lower(name), without unaccent (PGlite lacks it): "Água" sorts after the plain letters.
    ['alpha', ['bolsa', 'Caneca', 'Zine', 'Água']],
  ])('sorts by %j', async (sort, expected) => {
    await seedProductsFeature();
    await seedProduct({ name: 'bolsa', created_at: minutesAgo(4) });
    await seedProduct({ name: 'Água', created_at: minutesAgo(3) });
    await seedProduct({ name: 'Zine', created_at: minutesAgo(2) });
    await seedProduct({ name: 'Caneca', created_at: minutesAgo(1) });
    expect(names(await call(products, 'GET', `${LIST}?sort=${sort}`))).toEqual(expected);
  });

  it('filters by category slug and searches name and SKU, with % and _ as plain characters', async () => {
    await seedProductsFeature();
    const books = await seedCategory('Livros', 'livros');
    await seedProduct({ name: 'Livro de poesia', sku: 'LIV-001', category_id: books.id, created_at: minutesAgo(2) });
    await seedProduct({ name: 'Camiseta 100% algodão', sku: 'CAM_P', created_at: minutesAgo(1) });
    await seedProduct({ name: 'Caneca', sku: 'CANXP' });
    expect(names(await call(products, 'GET', `${LIST}?category=livros`))).toEqual(['Livro de poesia']);
    expect((await call(products, 'GET', `${LIST}?category=nenhuma`)).body.total).toBe(0);
    expect(names(await call(products, 'GET', `${LIST}?q=liv-0`))).toEqual(['Livro de poesia']);
    expect(names(await call(products, 'GET', `${LIST}?q=100%25`))).toEqual(['Camiseta 100% algodão']);
    expect(names(await call(products, 'GET', `${LIST}?q=CAM_`))).toEqual(['Camiseta 100% algodão']);
    expect(names(await call(products, 'GET', `${LIST}?q=livro&category=livros`))).toEqual(['Livro de poesia']);
  });

  it.each(['admin', 'super'] as const)('lets %s list drafts, filter by status and find what is sold out', async (role) => {
    await seedProductsFeature();
    await seedProduct({ name: 'Esgotado', stock: 0 });
    await seedProduct({ name: 'Variações esgotadas', options: ['Cor'], variants: [{ option_values: ['Azul'], stock: 0 }, { option_values: ['Verde'], stock: 0 }] });
    await seedProduct({ name: 'Uma variação com estoque', options: ['Cor'], variants: [{ option_values: ['Azul'], stock: 0 }, { option_values: ['Verde'], stock: 2 }] });
    await seedProduct({ name: 'Ilimitado', stock: null, status: 'draft' });
    await seedProduct({ name: 'Com estoque', stock: 3 });
    const token = (await createUser({ role })).token;
    expect((await call(products, 'GET', LIST, { token })).body.total).toBe(5);
    expect(names(await call(products, 'GET', `${LIST}?status=draft`, { token }))).toEqual(['Ilimitado']);
    const out = await call(products, 'GET', `${LIST}?stock=out&sort=alpha`, { token });
    expect(names(out)).toEqual(['Esgotado', 'Variações esgotadas']);
    expect(out.body.data.map((p: { available: boolean }) => p.available)).toEqual([false, false]);
    const page2 = await call(products, 'GET', `${LIST}?per_page=2&page=2`, { token });
    expect(page2.body).toMatchObject({ total: 5, page: 2, per_page: 2 });
    expect(page2.body.data).toHaveLength(2);
  });

  it.each([
    ['status=rascunho', 'status', 'O parâmetro status deve ser draft ou published.'],
    ['sort=price', 'sort', 'O parâmetro sort deve ser recent, best ou alpha.'],
    ['stock=in', 'stock', 'O parâmetro stock deve ser out.'],
    [`category=${'a'.repeat(121)}`, 'category', 'O parâmetro category deve ter no máximo 120 caracteres.'],
    [`q=${'a'.repeat(101)}`, 'q', 'O parâmetro q deve ter no máximo 100 caracteres.'],
    ['per_page=101', 'per_page', 'O parâmetro per_page deve ser no máximo 100.'],
    ['page=0', 'page', 'O parâmetro page deve ser no mínimo 1.'],
  ])('answers 422 for %s', async (query, field, message) => {
    await seedProductsFeature();
    const res = await call(products, 'GET', `${LIST}?${query}`);
    expect(res.status).toBe(422);
    expect(res.body.errors[field][0]).toBe(message);
  });

  it('answers 404 to the public before the setup', async () => {
    expect((await call(products, 'GET', LIST))).toMatchObject({ status: 404, body: { message: 'Produtos não encontrados.' } });
  });
});

describe('GET /api/products/:id', () => {
  it('answers a published product by id and by slug, field by field, with its category and variants', async () => {
    await seedProductsFeature();
    const category = await seedCategory('Camisetas', 'camisetas');
    const seeded = await seedProduct({
      name: 'Camiseta',
      slug: 'camiseta',
      sku: 'CAM',
      price_cents: 5990,
      description: '<p>Algodão</p>',
      category_id: category.id,
      options: ['Tamanho', 'Cor'],
      variants: [
        { option_values: ['P', 'Azul'], sku: 'CAM-P-AZ', stock: 0 },
        { option_values: ['G', 'Azul'], sku: 'CAM-G-AZ', stock: null, price_cents: 6490 },
      ],
    });
    for (const key of [seeded.id, 'camiseta']) {
      const res = await call(products, 'GET', item(key).url, item(key));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        id: seeded.id,
        kind: 'product',
        name: 'Camiseta',
        slug: 'camiseta',
        description: '<p>Algodão</p>',
        images: [],
        price_cents: 5990,
        compare_at_cents: null,
        sku: 'CAM',
        gtin: null,
        stock: null,
        available: true,
        weight_g: 300,
        height_cm: 2,
        width_cm: 16,
        length_cm: 23,
        package_format: 1,
        status: 'published',
        featured: false,
        category: { id: category.id, name: 'Camisetas', slug: 'camisetas' },
        options: ['Tamanho', 'Cor'],
        variants: [
          { id: seeded.variants[0], option_values: ['P', 'Azul'], sku: 'CAM-P-AZ', gtin: null, stock: 0, price_cents: null },
          { id: seeded.variants[1], option_values: ['G', 'Azul'], sku: 'CAM-G-AZ', gtin: null, stock: null, price_cents: 6490 },
        ],
        suggested_amounts_cents: [],
        created_at: expect.any(String),
        updated_at: expect.any(String),
      });
    }
  });

  it.each([
    ['stock 0', { stock: 0 }, false],
    ['stock 1', { stock: 1 }, true],
    ['unlimited stock (null)', { stock: null }, true],
    ['every variant at 0', { options: ['Cor'], variants: [{ option_values: ['A'], stock: 0 }] }, false],
    ['an unlimited variant', { options: ['Cor'], variants: [{ option_values: ['A'], stock: 0 }, { option_values: ['B'], stock: null }] }, true],
  ])('tells whether a product with %s is available', async (_case, seed, available) => {
    await seedProductsFeature();
    const { id } = await seedProduct(seed);
    expect((await call(products, 'GET', item(id).url, item(id))).body.available).toBe(available);
  });

  it('hides drafts from the public and customers, not from managers', async () => {
    await seedProductsFeature();
    const draft = await seedProduct({ status: 'draft' });
    const user = (await createUser({ role: 'user' })).token;
    for (const key of [draft.id, draft.slug]) {
      expect(await call(products, 'GET', item(key).url, item(key))).toMatchObject({ status: 404, body: { message: 'Produto não encontrado.' } });
      expect((await call(products, 'GET', item(key).url, { ...item(key), token: user })).status).toBe(404);
      expect((await call(products, 'GET', item(key).url, { ...item(key), token: await adminToken() })).status).toBe(200);
    }
  });

  it.each(['nao-existe', '999', 'Maiúscula', '../x', 'a'.repeat(121)])('answers 404 for %s', async (key) => {
    await seedProductsFeature();
    const res = await call(products, 'GET', item(key).url, { ...item(key), token: await adminToken() });
    expect(res).toMatchObject({ status: 404, body: { message: 'Produto não encontrado.' } });
  });
});
