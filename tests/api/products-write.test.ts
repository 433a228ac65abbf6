import { beforeEach, describe, expect, it } from 'vitest';
import products from '../../netlify/functions/products.mts';
import { getSql } from '../../src/server/db/client';
import { createUser, resetDb } from '../helpers/db';
import { PRODUCT_BODY as valid, seedCategory, seedProduct, seedProductsFeature, SHIRT_BODY as shirt } from '../helpers/products';
import { useFakeHook } from '../helpers/publish';
import { call } from '../helpers/request';

const LIST = '/api/products';
const item = (id: string) => ({ url: `${LIST}/${id}`, params: { id } });
const count = async (table: 'products' | 'product_variants' = 'products') =>
  (await getSql().unsafe<{ n: number }[]>(`select count(*)::int as n from ${table}`))[0].n;
const admin = async () => (await createUser({ role: 'admin' })).token;

describe('POST /api/products', () => {
  beforeEach(resetDb);

  it.each(['admin', 'super'] as const)('lets %s create a product; the slug comes from the name', async (role) => {
    await seedProductsFeature();
    const { token } = await createUser({ role });
    const res = await call(products, 'POST', LIST, { token, body: { ...valid, images: ['/demo/a.svg', 'https://cdn.exemplo.org/b.png'] } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: valid.name,
      slug: 'camiseta-vitrine-organica',
      description: '',
      images: ['/demo/a.svg', 'https://cdn.exemplo.org/b.png'],
      stock: null,
      available: true,
      package_format: 1,
      status: 'published',
      featured: false,
      category: null,
      options: [],
      variants: [],
    });
  });

  it('creates the variants in their order; with variants, the variants hold the stock', async () => {
    await seedProductsFeature();
    const res = await call(products, 'POST', LIST, { token: await admin(), body: shirt });
    expect(res.status).toBe(201);
    expect(res.body.stock).toBeNull();
    expect(res.body.variants).toEqual([
      { id: expect.any(String), option_values: ['P', 'Branca'], sku: 'CAM-P-BR', gtin: null, stock: 5, price_cents: null },
      { id: expect.any(String), option_values: ['M', 'Branca'], sku: 'CAM-M-BR', gtin: null, stock: 0, price_cents: 6490 },
    ]);
    expect(await count('product_variants')).toBe(2);
  });

  it('stores a category, a compare-at price and unlimited stock, and sanitizes the description', async () => {
    await seedProductsFeature();
    const category = await seedCategory('Livros', 'livros');
    const body = { ...valid, category_id: category.id, compare_at_cents: 7990, stock: null, description: '<p onclick="x()">a<script>alert(1)</script></p>' };
    const res = await call(products, 'POST', LIST, { token: await admin(), body });
    expect(res.body).toMatchObject({ category: { id: category.id, slug: 'livros' }, compare_at_cents: 7990, stock: null, description: '<p>a</p>' });
    const [row] = await getSql()<{ description: string; stock: number | null }[]>`select description, stock from products`;
    expect(row).toEqual({ description: '<p>a</p>', stock: null });
  });

  it.each([
    ['anonymous', 401, undefined],
    ['user', 403, 'user'],
  ] as const)('refuses %s with %i and stores nothing', async (_c, status, role) => {
    await seedProductsFeature();
    const token = role ? (await createUser({ role })).token : undefined;
    expect((await call(products, 'POST', LIST, { token, body: shirt })).status).toBe(status);
    expect(await count()).toBe(0);
  });

  // Admin: the section is off (409); super: only an admin manages the shop meanwhile (403).
  it.each([
    ['admin', 409, 'A seção de loja está desativada nas configurações. Ative-a para gerenciar produtos.'],
    ['super', 403, 'A loja está desativada: só um administrador gerencia a loja enquanto isso.'],
  ] as const)('answers %s %i with its message while the feature is off', async (role, status, message) => {
    await seedProductsFeature(false);
    const { token } = await createUser({ role });
    const res = await call(products, 'POST', LIST, { token, body: valid });
    expect(res).toMatchObject({ status, body: { message } });
    expect(await count()).toBe(0);
  });

  it.each<[string, Parameters<typeof seedProduct>[0], object, string, string]>([
    ['slug (from the name)', { slug: 'camiseta-vitrine-organica' }, valid, 'slug', 'Este endereço (slug) já é usado por outro produto.'],
    ['slug (typed)', { slug: 'ocupado' }, { ...valid, slug: 'ocupado' }, 'slug', 'Este endereço (slug) já é usado por outro produto.'],
    ['SKU', { sku: 'LIV-1' }, { ...valid, sku: 'LIV-1' }, 'sku', 'Este SKU já é usado por outro produto.'],
    ['variant SKU', { options: ['Cor'], variants: [{ option_values: ['Azul'], sku: 'CAM-P-BR' }] }, shirt, 'variants', 'Um SKU das variações já é usado por outro produto.'],
  ])('answers 409 for a taken %s and stores nothing', async (_case, seed, body, field, message) => {
    await seedProductsFeature();
    await seedProduct(seed);
    const res = await call(products, 'POST', LIST, { token: await admin(), body });
    expect(res).toMatchObject({ status: 409, body: { message, errors: { [field]: [message] } } });
    expect(await count()).toBe(1);
    expect(await count('product_variants')).toBe(seed?.variants?.length ?? 0);
  });

  // The largest id text (18 digits) still fits a bigint: it is looked up, not a 500.
  it.each(['999', '999999999999999999'])('answers 422 on category_id for a category that does not exist (%s)', async (categoryId) => {
    await seedProductsFeature();
    const res = await call(products, 'POST', LIST, { token: await admin(), body: { ...valid, category_id: categoryId } });
    expect(res).toMatchObject({ status: 422, body: { errors: { category_id: ['O campo Categoria deve ser uma categoria da loja.'] } } });
    expect(await count()).toBe(0);
  });

});

describe('PUT and DELETE /api/products/:id', () => {
  beforeEach(resetDb);

  it.each(['admin', 'super'] as const)('lets %s edit a product; unchanged combinations keep their variant ids', async (role) => {
    await seedProductsFeature();
    const { token } = await createUser({ role });
    const created = (await call(products, 'POST', LIST, { token, body: shirt })).body;
    const [small, medium] = created.variants;
    // The two SKUs swap, P keeps its id (case changes), M goes, G comes; P's stock changes over the 5 the form read.
    const body = {
      ...shirt,
      name: 'Camiseta nova',
      slug: created.slug,
      variants: [
        { option_values: ['G', 'Branca'], sku: 'CAM-G-BR', stock: null },
        { option_values: ['p', 'branca'], sku: 'CAM-M-BR', stock: 7, stock_expected: 5 },
      ],
    };
    const res = await call(products, 'PUT', item(created.id).url, { ...item(created.id), token, body });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: created.id, name: 'Camiseta nova', slug: created.slug, stock: null, available: true });
    expect(res.body.variants).toEqual([
      { id: expect.any(String), option_values: ['G', 'Branca'], sku: 'CAM-G-BR', gtin: null, stock: null, price_cents: null },
      { id: small.id, option_values: ['p', 'branca'], sku: 'CAM-M-BR', gtin: null, stock: 7, price_cents: null },
    ]);
    expect([small.id, medium.id]).not.toContain(res.body.variants[0].id);
    expect(await count('product_variants')).toBe(2);
  });

  it('drops every variant when the options are removed, and takes the stock again', async () => {
    await seedProductsFeature();
    const token = await admin();
    const created = (await call(products, 'POST', LIST, { token, body: shirt })).body;
    const body = { ...valid, stock: 0, stock_expected: null };
    const res = await call(products, 'PUT', item(created.id).url, { ...item(created.id), token, body });
    expect(res.body).toMatchObject({ options: [], variants: [], stock: 0, available: false });
    expect(await count('product_variants')).toBe(0);
  });

  it('answers 409 for a slug or SKU of another product, keeping the product as it was, and 404 for a missing one', async () => {
    await seedProductsFeature();
    await seedProduct({ slug: 'ocupado', sku: 'OCUPADO' });
    const { id } = await seedProduct({ slug: 'meu', name: 'Meu' });
    const token = await admin();
    const bySlug = await call(products, 'PUT', item(id).url, { ...item(id), token, body: { ...valid, slug: 'ocupado' } });
    expect(bySlug).toMatchObject({ status: 409, body: { errors: { slug: ['Este endereço (slug) já é usado por outro produto.'] } } });
    const bySku = await call(products, 'PUT', item(id).url, { ...item(id), token, body: { ...shirt, slug: 'meu', sku: 'OCUPADO' } });
    expect(bySku).toMatchObject({ status: 409, body: { errors: { sku: ['Este SKU já é usado por outro produto.'] } } });
    const [row] = await getSql()<{ name: string }[]>`select name from products where id = ${id}`;
    expect(row.name).toBe('Meu');
    expect(await count('product_variants')).toBe(0);
    expect((await call(products, 'PUT', item('999').url, { ...item('999'), token, body: valid })).status).toBe(404);
    expect((await call(products, 'PUT', item('meu').url, { ...item('meu'), token, body: valid })).status).toBe(404);
  });

  it.each(['admin', 'super'] as const)('lets %s delete a product with its variants', async (role) => {
    await seedProductsFeature();
    const { id } = await seedProduct({ options: ['Cor'], variants: [{ option_values: ['Azul'] }] });
    const { token } = await createUser({ role });
    expect((await call(products, 'DELETE', item(id).url, { ...item(id), token })).status).toBe(200);
    expect([await count(), await count('product_variants')]).toEqual([0, 0]);
    expect((await call(products, 'DELETE', item(id).url, { ...item(id), token })).status).toBe(404);
  });

  it.each([
    ['anonymous', 401, undefined],
    ['user', 403, 'user'],
  ] as const)('refuses edits and deletes from %s with %i', async (_c, status, role) => {
    await seedProductsFeature();
    const { id } = await seedProduct({ name: 'Intacto' });
    const token = role ? (await createUser({ role })).token : undefined;
    expect((await call(products, 'PUT', item(id).url, { ...item(id), token, body: valid })).status).toBe(status);
    expect((await call(products, 'DELETE', item(id).url, { ...item(id), token })).status).toBe(status);
    const [row] = await getSql()<{ name: string }[]>`select name from products`;
    expect(row.name).toBe('Intacto');
  });

  it.each([
    ['admin', 409],
    ['super', 403],
  ] as const)('answers %s %i to edits and deletes while the feature is off', async (role, status) => {
    await seedProductsFeature(false);
    const { id } = await seedProduct();
    const { token } = await createUser({ role });
    expect((await call(products, 'PUT', item(id).url, { ...item(id), token, body: valid })).status).toBe(status);
    expect((await call(products, 'DELETE', item(id).url, { ...item(id), token })).status).toBe(status);
    expect(await count()).toBe(1);
  });

  it('answers 405 for other methods', async () => {
    expect((await call(products, 'PATCH', LIST)).status).toBe(405);
    expect((await call(products, 'POST', item('1').url, item('1'))).status).toBe(405);
  });
});

describe('rebuilds after product writes', () => {
  const hook = useFakeHook();

  it('asks for a rebuild with the reason "produtos" after a save, not after a refused one', async () => {
    await seedProductsFeature();
    const token = await admin();
    expect((await call(products, 'POST', LIST, { token, body: { ...valid, price_cents: -1 } })).status).toBe(422);
    expect(hook.calls).toEqual([]);
    expect((await call(products, 'POST', LIST, { token, body: valid })).status).toBe(201);
    expect(hook.calls).toEqual([{ method: 'POST', path: '/build_hooks/teste?trigger_title=Vitrine%3A+produtos' }]);
  });
});
