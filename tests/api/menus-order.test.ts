import { beforeEach, describe, expect, it } from 'vitest';
import menus from '../../netlify/functions/menus.mts';
import { createUser, resetDb } from '../helpers/db';
import { call } from '../helpers/request';

const ORDER_URL = '/api/menus/order';
// Netlify may match '/api/menus/:id' with id 'order': the handler must decide by the path either way.
const order = (token: string | undefined, body: unknown, params: Record<string, string> = { id: 'order' }) =>
  call(menus, 'PUT', ORDER_URL, { token, body, params });

const admin = async () => (await createUser({ role: 'admin' })).token;

async function seedMenus(token: string, names: string[]): Promise<string[]> {
  const ids: string[] = [];
  for (const name of names) {
    const res = await call(menus, 'POST', '/api/menus', { token, body: { name, url: `/${name.toLowerCase()}`, enabled: name !== 'Oculto' } });
    ids.push(res.body.id);
  }
  return ids;
}

const names = (list: { name: string; position: number }[]) => list.map((m) => `${m.name}:${m.position}`);

beforeEach(resetDb);

describe('PUT /api/menus/order', () => {
  it.each([
    ['anonymous', undefined, 401],
    ['user', 'user', 403],
    ['admin', 'admin', 200],
    ['super', 'super', 200],
  ] as const)('answers %s (role %s) with %i', async (_case, role, status) => {
    const [a, b] = await seedMenus(await admin(), ['A', 'B']);
    const token = role ? (await createUser({ role })).token : undefined;
    const res = await order(token, { ids: [b, a] });
    expect(res.status).toBe(status);
    const list = await call(menus, 'GET', '/api/menus', {});
    expect(names(list.body)).toEqual(status === 200 ? ['B:0', 'A:1'] : ['A:0', 'B:1']);
  });

  it('puts every menu, disabled ones included, at its place in the list, whichever route matched', async () => {
    const token = await admin();
    const [a, b, c] = await seedMenus(token, ['A', 'Oculto', 'C']);
    const res = await order(token, { ids: [c, a, b] }, {});
    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual(['C:0', 'A:1', 'Oculto:2']);
    expect(names((await call(menus, 'GET', '/api/menus', {})).body)).toEqual(['C:0', 'A:1']);
  });

  it.each([
    ['a menu left out', (ids: string[]) => ids.slice(1)],
    ['a menu that does not exist', (ids: string[]) => [...ids.slice(1), '999']],
    ['an extra menu', (ids: string[]) => [...ids, '999']],
  ])('answers 409 for %s and changes nothing', async (_case, pick) => {
    const token = await admin();
    const ids = await seedMenus(token, ['A', 'B']);
    const res = await order(token, { ids: pick(ids).reverse() });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('A lista de menus mudou desde que foi carregada. Recarregue a página e tente de novo.');
    expect(names((await call(menus, 'GET', '/api/menus', {})).body)).toEqual(['A:0', 'B:1']);
  });

  it.each([
    ['ids missing', {}, 'ids', 'O campo ids deve ser uma lista.'],
    ['ids as text', { ids: '1,2' }, 'ids', 'O campo ids deve ser uma lista.'],
    ['ids empty', { ids: [] }, 'ids', 'Informe a ordem dos menus.'],
    ['id as number', { ids: [1] }, 'ids.0', 'Cada id deve ser um texto.'],
    ['id hostile', { ids: ["1; drop table menus"] }, 'ids.0', 'Cada id deve ser um número inteiro positivo.'],
    ['id zero', { ids: ['0'] }, 'ids.0', 'Cada id deve ser um número inteiro positivo.'],
    ['id too long', { ids: ['1'.repeat(19)] }, 'ids.0', 'Cada id deve ser um número inteiro positivo.'],
    ['id repeated', { ids: ['1', '1'] }, 'ids', 'Cada menu deve aparecer uma vez.'],
    ['too many ids', { ids: Array.from({ length: 1001 }, (_, i) => String(i + 1)) }, 'ids', 'No máximo 1000 menus.'],
  ])('answers 422 for %s', async (_case, body, field, message) => {
    const token = await admin();
    await seedMenus(token, ['A']);
    const res = await order(token, body);
    expect(res.status).toBe(422);
    expect(res.body.errors[field]?.[0]).toBe(message);
  });

  it.each(['GET', 'POST', 'DELETE'])('answers 405 for %s', async (method) => {
    const res = await call(menus, method, ORDER_URL, { token: await admin(), params: { id: 'order' } });
    expect(res.status).toBe(405);
  });
});
