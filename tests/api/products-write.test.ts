import { beforeEach, describe, expect, it } from 'vitest';
import products from '../../netlify/functions/products.mts';
import { getSql } from '../../src/server/db/client';
import { createUser, resetDb } from '../helpers/db';
import { HOSTILE_VALUES, rawBodies } from '../helpers/hostile';
import { seedCategory, seedProduct, seedProductsFeature } from '../helpers/products';
import { useFakeHook } from '../helpers/publish';
import { call } from '../helpers/request';

const LIST = '/api/products';
const item = (id: string) => ({ url: `${LIST}/${id}`, params: { id } });
const valid = {
  name: 'Camiseta Vitrine Orgânica',
  price_cents: 5990,
  weight_g: 250,
  height_cm: 3,
  width_cm: 25,
  length_cm: 30,
  status: 'published',
};
const shirt = {
  ...valid,
  stock: 40,
  options: ['Tamanho', 'Cor'],
  variants: [
    { option_values: ['P', 'Branca'], sku: 'CAM-P-BR', stock: 5 },
    { option_values: ['M', 'Branca'], sku: 'CAM-M-BR', stock: 0, price_cents: 6490 },
  ],
};
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
      { id: expect.any(String), option_values: ['P', 'Branca'], sku: 'CAM-P-BR', stock: 5, price_cents: null },
      { id: expect.any(String), option_values: ['M', 'Branca'], sku: 'CAM-M-BR', stock: 0, price_cents: 6490 },
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

  it.each(['admin', 'super'] as const)('answers %s 409 with the section message while the feature is off', async (role) => {
    await seedProductsFeature(false);
    const { token } = await createUser({ role });
    const res = await call(products, 'POST', LIST, { token, body: valid });
    expect(res).toMatchObject({
      status: 409,
      body: { message: 'A seção de loja está desativada nas configurações. Ative-a para gerenciar produtos.' },
    });
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

  it('answers 422 on category_id for a category that does not exist', async () => {
    await seedProductsFeature();
    const res = await call(products, 'POST', LIST, { token: await admin(), body: { ...valid, category_id: '999' } });
    expect(res).toMatchObject({ status: 422, body: { errors: { category_id: ['O campo Categoria deve ser uma categoria da loja.'] } } });
    expect(await count()).toBe(0);
  });

  it.each([
    ['name', undefined, 'O campo Nome é obrigatório.'],
    ['name', 'a'.repeat(201), 'O campo Nome deve ter no máximo 200 caracteres.'],
    ['slug', 'Com Espaço', 'O campo Endereço (slug) deve ter só letras minúsculas sem acento, números e hífens entre palavras.'],
    ['slug', '2024', 'O campo Endereço (slug) deve ter pelo menos uma letra.'],
    ['description', { html: 'x' }, 'O campo Descrição deve ser um texto.'],
    ['description', 'a'.repeat(100_001), 'O campo Descrição deve ter no máximo 100000 caracteres.'],
    ['images', '/a.png', 'O campo Imagens deve ser uma lista.'],
    ['images', Array(13).fill('/a.png'), 'O campo Imagens deve ter no máximo 12 imagens.'],
    ['images.0', ['javascript:alert(1)'], 'O campo Imagem deve ser um endereço http(s) ou um caminho do site.'],
    ['price_cents', undefined, 'O campo Preço deve ser um valor em centavos.'],
    ['price_cents', '59,90', 'O campo Preço deve ser um valor em centavos.'],
    ['price_cents', 59.9, 'O campo Preço deve ser um valor em centavos.'],
    ['price_cents', -1, 'O campo Preço não pode ser negativo.'],
    ['price_cents', 100_000_001, 'O campo Preço deve ser no máximo R$ 1.000.000,00.'],
    ['compare_at_cents', 5990, 'O campo Preço "de" deve ser maior que o Preço.'],
    ['compare_at_cents', 'x', 'O campo Preço "de" deve ser um valor em centavos.'],
    ['sku', 'com espaço', 'O campo SKU deve ter só letras, números, ponto, barra, hífen e sublinhado.'],
    ['sku', 'a'.repeat(65), 'O campo SKU deve ter no máximo 64 caracteres.'],
    ['stock', -1, 'O campo Estoque não pode ser negativo.'],
    ['stock', 1.5, 'O campo Estoque deve ser um número inteiro (vazio: ilimitado).'],
    ['stock', '3', 'O campo Estoque deve ser um número inteiro (vazio: ilimitado).'],
    ['weight_g', undefined, 'O campo Peso é obrigatório.'],
    ['weight_g', 0, 'O campo Peso deve ser no mínimo 1 g.'],
    ['weight_g', 30_001, 'O campo Peso deve ser no máximo 30000 g.'],
    ['height_cm', 101, 'O campo Altura deve ser no máximo 100 cm.'],
    ['width_cm', 2.5, 'O campo Largura deve ser um número inteiro.'],
    ['length_cm', 0, 'O campo Comprimento deve ser no mínimo 1 cm.'],
    ['package_format', 4, 'O campo Formato da embalagem deve ser Caixa/Pacote, Rolo/Prisma ou Envelope.'],
    ['package_format', 'Envelope', 'O campo Formato da embalagem deve ser Caixa/Pacote, Rolo/Prisma ou Envelope.'],
    ['status', 'publicado', 'O campo Situação deve ser Rascunho ou Publicado.'],
    ['featured', 'sim', 'O campo Destaque deve ser verdadeiro ou falso.'],
    ['category_id', 'livros', 'O campo Categoria deve ser uma categoria da loja.'],
    ['category_id', -1, 'O campo Categoria deve ser uma categoria da loja.'],
    ['options', 'Tamanho', 'O campo Opções deve ser uma lista.'],
    ['options.0', [''], 'O campo Nome da opção é obrigatório.'],
    ['options', ['A', 'B', 'C', 'D'], 'O produto pode ter no máximo 3 opções.'],
    ['variants', 'P', 'O campo Variações deve ser uma lista.'],
  ])('answers 422 on %s = %j', async (field, value, message) => {
    await seedProductsFeature();
    const [key] = field.split('.');
    const res = await call(products, 'POST', LIST, { token: await admin(), body: { ...valid, slug: 'x', [key]: value } });
    expect(res.status).toBe(422);
    expect(res.body.errors[field][0]).toBe(message);
    expect(await count()).toBe(0);
  });

  it.each([
    ['options', { options: ['Cor', 'cor'], variants: [{ option_values: ['A', 'B'] }] }, 'As opções do produto devem ter nomes diferentes.'],
    ['variants', { options: ['Cor'], variants: [] }, 'Um produto com opções precisa de pelo menos uma variação.'],
    ['options', { options: [], variants: [{ option_values: ['A'] }] }, 'Informe as opções das variações.'],
    ['variants.0.option_values', { options: ['Cor', 'Tamanho'], variants: [{ option_values: ['A'] }] }, 'Variação 1: informe um valor para cada opção.'],
    ['variants.1.option_values', { options: ['Cor'], variants: [{ option_values: ['Azul'] }, { option_values: ['azul'] }] }, 'Variação 2: esta combinação já existe.'],
    ['variants.1.sku', { options: ['Cor'], variants: [{ option_values: ['A'], sku: 'X1' }, { option_values: ['B'], sku: 'x1' }] }, 'Variação 2: este SKU já é de outra variação.'],
    ['variants.0', { options: ['Cor'], variants: ['A'] }, 'Cada variação deve ser um objeto com os valores das opções.'],
    ['variants.0.option_values', { options: ['Cor'], variants: [{ option_values: [] }] }, 'Informe os valores das opções da variação.'],
    ['variants.0.option_values.0', { options: ['Cor'], variants: [{ option_values: [' '] }] }, 'O campo Valor da opção é obrigatório.'],
    ['variants.0.stock', { options: ['Cor'], variants: [{ option_values: ['A'], stock: -2 }] }, 'O campo Estoque da variação não pode ser negativo.'],
    ['variants.0.price_cents', { options: ['Cor'], variants: [{ option_values: ['A'], price_cents: 9.5 }] }, 'O campo Preço da variação deve ser um valor em centavos.'],
    ['variants.0.sku', { options: ['Cor'], variants: [{ option_values: ['A'], sku: 'a b' }] }, 'O campo SKU da variação deve ter só letras, números, ponto, barra, hífen e sublinhado.'],
  ])('answers 422 on %s for options and variants that do not fit', async (field, body, message) => {
    await seedProductsFeature();
    const res = await call(products, 'POST', LIST, { token: await admin(), body: { ...valid, ...body } });
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toContain(message);
    expect(await count()).toBe(0);
  });

  it('asks for a slug when the name has no letters', async () => {
    await seedProductsFeature();
    const res = await call(products, 'POST', LIST, { token: await admin(), body: { ...valid, name: '2026' } });
    expect(res).toMatchObject({ status: 422, body: { errors: { slug: ['Informe o Endereço (slug): o nome não tem letras para gerá-lo.'] } } });
  });

  it('never answers 500 to hostile values in any field', async () => {
    await seedProductsFeature();
    const token = await admin();
    const fields = [...Object.keys(valid), 'slug', 'description', 'images', 'compare_at_cents', 'sku', 'stock', 'package_format', 'featured', 'category_id', 'options', 'variants'];
    for (const field of fields) {
      for (const value of HOSTILE_VALUES) {
        const res = await call(products, 'POST', LIST, { token, body: { ...shirt, slug: 'hostil', [field]: value } });
        expect([201, 409, 422], `${field}=${JSON.stringify(value)?.slice(0, 40)}`).toContain(res.status);
        await getSql()`delete from products`;
      }
    }
    for (const raw of rawBodies('{"name":"a\\u0000b"}')) {
      expect([400, 422]).toContain((await call(products, 'POST', LIST, { token, raw })).status);
    }
  });
});

describe('PUT and DELETE /api/products/:id', () => {
  beforeEach(resetDb);

  it.each(['admin', 'super'] as const)('lets %s edit a product; unchanged combinations keep their variant ids', async (role) => {
    await seedProductsFeature();
    const { token } = await createUser({ role });
    const created = (await call(products, 'POST', LIST, { token, body: shirt })).body;
    const [small, medium] = created.variants;
    // The two SKUs swap, P keeps its id (case changes), M goes, G comes.
    const body = {
      ...shirt,
      name: 'Camiseta nova',
      slug: created.slug,
      variants: [
        { option_values: ['G', 'Branca'], sku: 'CAM-G-BR', stock: null },
        { option_values: ['p', 'branca'], sku: 'CAM-M-BR', stock: 7 },
      ],
    };
    const res = await call(products, 'PUT', item(created.id).url, { ...item(created.id), token, body });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: created.id, name: 'Camiseta nova', slug: created.slug, stock: null, available: true });
    expect(res.body.variants).toEqual([
      { id: expect.any(String), option_values: ['G', 'Branca'], sku: 'CAM-G-BR', stock: null, price_cents: null },
      { id: small.id, option_values: ['p', 'branca'], sku: 'CAM-M-BR', stock: 7, price_cents: null },
    ]);
    expect([small.id, medium.id]).not.toContain(res.body.variants[0].id);
    expect(await count('product_variants')).toBe(2);
  });

  it('drops every variant when the options are removed, and takes the stock again', async () => {
    await seedProductsFeature();
    const token = await admin();
    const created = (await call(products, 'POST', LIST, { token, body: shirt })).body;
    const res = await call(products, 'PUT', item(created.id).url, { ...item(created.id), token, body: { ...valid, stock: 0 } });
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

  it.each(['admin', 'super'] as const)('answers %s 409 to edits and deletes while the feature is off', async (role) => {
    await seedProductsFeature(false);
    const { id } = await seedProduct();
    const { token } = await createUser({ role });
    expect((await call(products, 'PUT', item(id).url, { ...item(id), token, body: valid })).status).toBe(409);
    expect((await call(products, 'DELETE', item(id).url, { ...item(id), token })).status).toBe(409);
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
