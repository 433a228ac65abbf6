import { beforeEach, describe, expect, it } from 'vitest';
import categories from '../../netlify/functions/product-categories.mts';
import { getSql } from '../../src/server/db/client';
import { createUser, resetDb } from '../helpers/db';
import { seedCategory, seedProduct, seedProductsFeature } from '../helpers/products';
import { call } from '../helpers/request';

const LIST = '/api/product-categories';
const item = (id: string) => ({ url: `${LIST}/${id}`, params: { id } });
const count = async () => (await getSql()<{ n: number }[]>`select count(*)::int as n from product_categories`)[0].n;
const tokenOf = async (role: 'user' | 'admin' | 'super' | 'anonymous') =>
  role === 'anonymous' ? undefined : (await createUser({ role })).token;

beforeEach(resetDb);

describe('GET /api/product-categories', () => {
  it.each([
    ['anonymous', 1],
    ['user', 1],
    ['admin', 2],
    ['super', 2],
  ] as const)('lists the categories by name for %s, counting %i product(s) of Livros', async (role, books) => {
    await seedProductsFeature();
    const livros = await seedCategory('Livros', 'livros');
    await seedCategory('Camisetas', 'camisetas');
    await seedProduct({ category_id: livros.id });
    await seedProduct({ category_id: livros.id, status: 'draft' });
    const res = await call(categories, 'GET', LIST, { token: await tokenOf(role) });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { id: expect.any(String), name: 'Camisetas', slug: 'camisetas', product_count: 0 },
      { id: livros.id, name: 'Livros', slug: 'livros', product_count: books },
    ]);
  });

  it.each([
    ['anonymous', 404],
    ['user', 404],
    ['admin', 200],
    ['super', 404],
  ] as const)('answers %s with %i while the shop is off', async (role, status) => {
    await seedProductsFeature(false);
    await seedCategory();
    expect((await call(categories, 'GET', LIST, { token: await tokenOf(role) })).status).toBe(status);
  });
});

describe('POST, PUT and DELETE /api/product-categories', () => {
  it.each(['admin', 'super'] as const)('lets %s create, rename and delete a category', async (role) => {
    await seedProductsFeature();
    const token = await tokenOf(role);
    const created = await call(categories, 'POST', LIST, { token, body: { name: 'Ingressos e Eventos' } });
    expect(created).toMatchObject({ status: 201, body: { name: 'Ingressos e Eventos', slug: 'ingressos-e-eventos', product_count: 0 } });
    const { id } = created.body;
    const renamed = await call(categories, 'PUT', item(id).url, { ...item(id), token, body: { name: 'Ingressos', slug: 'ingressos' } });
    expect(renamed).toMatchObject({ status: 200, body: { id, name: 'Ingressos', slug: 'ingressos' } });
    expect((await call(categories, 'DELETE', item(id).url, { ...item(id), token })).status).toBe(200);
    expect(await count()).toBe(0);
    expect((await call(categories, 'DELETE', item(id).url, { ...item(id), token })).status).toBe(404);
    expect((await call(categories, 'PUT', item(id).url, { ...item(id), token, body: { name: 'X' } })).status).toBe(404);
  });

  it('deletes a category in use; its products stay, without a category', async () => {
    await seedProductsFeature();
    const category = await seedCategory();
    const product = await seedProduct({ category_id: category.id });
    const token = await tokenOf('admin');
    expect((await call(categories, 'DELETE', item(category.id).url, { ...item(category.id), token })).status).toBe(200);
    const [row] = await getSql()<{ category_id: string | null }[]>`select category_id from products where id = ${product.id}`;
    expect(row.category_id).toBeNull();
  });

  it.each([
    ['anonymous', 401],
    ['user', 403],
  ] as const)('refuses every write from %s with %i', async (role, status) => {
    await seedProductsFeature();
    const { id } = await seedCategory('Intacta', 'intacta');
    const token = await tokenOf(role);
    expect((await call(categories, 'POST', LIST, { token, body: { name: 'Nova' } })).status).toBe(status);
    expect((await call(categories, 'PUT', item(id).url, { ...item(id), token, body: { name: 'Outra' } })).status).toBe(status);
    expect((await call(categories, 'DELETE', item(id).url, { ...item(id), token })).status).toBe(status);
    const rows = await getSql()<{ name: string }[]>`select name from product_categories`;
    expect(rows).toEqual([{ name: 'Intacta' }]);
  });

  // Admin: the section is off (409); super: only an admin manages the shop meanwhile (403).
  it.each([
    ['admin', 409, 'A seção de loja está desativada nas configurações. Ative-a para gerenciar produtos.'],
    ['super', 403, 'A loja está desativada: só um administrador gerencia a loja enquanto isso.'],
  ] as const)('answers %s %i to every write while the shop is off', async (role, status, message) => {
    await seedProductsFeature(false);
    const { id } = await seedCategory();
    const token = await tokenOf(role);
    expect(await call(categories, 'POST', LIST, { token, body: { name: 'Nova' } })).toMatchObject({ status, body: { message } });
    expect((await call(categories, 'PUT', item(id).url, { ...item(id), token, body: { name: 'Outra' } })).status).toBe(status);
    expect((await call(categories, 'DELETE', item(id).url, { ...item(id), token })).status).toBe(status);
    expect(await count()).toBe(1);
  });

  it('answers 409 with errors.slug for a taken slug', async () => {
    await seedProductsFeature();
    await seedCategory('Livros', 'livros');
    const { id } = await seedCategory('Discos', 'discos');
    const token = await tokenOf('admin');
    const message = 'Este endereço (slug) já é usado por outra categoria.';
    expect(await call(categories, 'POST', LIST, { token, body: { name: 'Livros' } })).toMatchObject({ status: 409, body: { errors: { slug: [message] } } });
    expect(await call(categories, 'PUT', item(id).url, { ...item(id), token, body: { name: 'Discos', slug: 'livros' } })).toMatchObject({ status: 409 });
    expect(await count()).toBe(2);
  });

  it.each([
    ['name', undefined, 'O campo Nome é obrigatório.'],
    ['name', 'a'.repeat(81), 'O campo Nome deve ter no máximo 80 caracteres.'],
    ['slug', 'Livros Usados', 'O campo Endereço (slug) deve ter só letras minúsculas sem acento, números e hífens entre palavras.'],
    ['slug', '123', 'O campo Endereço (slug) deve ter pelo menos uma letra.'],
  ])('answers 422 on %s = %j', async (field, value, message) => {
    await seedProductsFeature();
    const res = await call(categories, 'POST', LIST, { token: await tokenOf('admin'), body: { name: 'Livros', [field]: value } });
    expect(res.status).toBe(422);
    expect(res.body.errors[field][0]).toBe(message);
    expect(await count()).toBe(0);
  });

  it('answers 405 for other methods', async () => {
    expect((await call(categories, 'GET', item('1').url, item('1'))).status).toBe(405);
    expect((await call(categories, 'PATCH', LIST)).status).toBe(405);
  });
});
