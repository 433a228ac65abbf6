import { beforeEach, describe, expect, it } from 'vitest';
import menus from '../../netlify/functions/menus.mts';
import { getSql } from '../../src/server/db/client';
import { countRows, createUser, resetDb } from '../helpers/db';
import { call } from '../helpers/request';

const URL = '/api/menus';
const item = (id: string | number) => ({ url: `${URL}/${id}`, params: { id: String(id) } });

async function adminToken(): Promise<string> {
  return (await createUser({ role: 'admin' })).token;
}

async function create(token: string, body: object) {
  const res = await call(menus, 'POST', URL, { token, body });
  expect(res.status).toBe(201);
  return res.body;
}

beforeEach(resetDb);

describe('POST /api/menus', () => {
  it.each([
    ['anonymous', undefined, 401],
    ['user', 'user', 403],
    ['admin', 'admin', 201],
    ['super', 'super', 201],
  ] as const)('answers %s with %i', async (_case, role, status) => {
    const token = role ? (await createUser({ role })).token : undefined;
    const res = await call(menus, 'POST', URL, { token, body: { name: 'Notícias', url: '/noticias' } });
    expect(res.status).toBe(status);
    expect(await countRows('menus')).toBe(status === 201 ? 1 : 0);
  });

  it('creates an enabled menu after the last one when only name and url are sent (as the feature toggle does)', async () => {
    const token = await adminToken();
    await create(token, { name: 'Primeiro', url: '/', position: 7 });
    const res = await call(menus, 'POST', URL, { token, body: { name: 'Loja', url: '/loja' } });
    expect(res.body).toEqual({ id: '2', name: 'Loja', url: '/loja', page: null, enabled: true, position: 8, submenus: [] });
  });

  it('stores a hostile name as plain text', async () => {
    const token = await adminToken();
    const res = await call(menus, 'POST', URL, { token, body: { name: '<script>alert(1)</script>', url: '/x' } });
    expect(res.status).toBe(201);
    expect(res.body.name).toBe('<script>alert(1)</script>');
  });

  it.each([
    ['name missing', {}, 'name', 'O campo Nome é obrigatório.'],
    ['name empty', { name: ' ' }, 'name', 'O campo Nome é obrigatório.'],
    ['name wrong type', { name: 5 }, 'name', 'O campo Nome é obrigatório.'],
    ['name too long', { name: 'x'.repeat(81) }, 'name', 'O campo Nome deve ter no máximo 80 caracteres.'],
    ['url relative', { name: 'A', url: 'noticias' }, 'url', 'O campo Endereço deve ser um caminho do site (começando com /) ou um endereço http(s).'],
    ['url javascript:', { name: 'A', url: 'javascript:alert(1)' }, 'url', 'O campo Endereço deve ser um caminho do site (começando com /) ou um endereço http(s).'],
    ['url protocol-relative', { name: 'A', url: '//mal.example' }, 'url', 'O campo Endereço deve ser um caminho do site (começando com /) ou um endereço http(s).'],
    ['url hostile', { name: 'A', url: '/"><script>' }, 'url', 'O campo Endereço deve ser um caminho do site (começando com /) ou um endereço http(s).'],
    ['url wrong type', { name: 'A', url: 1 }, 'url', 'O campo Endereço deve ser um texto.'],
    ['url too long', { name: 'A', url: `/${'x'.repeat(500)}` }, 'url', 'O campo Endereço deve ter no máximo 500 caracteres.'],
    ['page with spaces', { name: 'A', page: 'quem somos' }, 'page', 'O campo Página deve ser um identificador de página (letras minúsculas, números e hífens).'],
    ['page hostile', { name: 'A', page: '<script>' }, 'page', 'O campo Página deve ser um identificador de página (letras minúsculas, números e hífens).'],
    ['enabled as text', { name: 'A', enabled: 'sim' }, 'enabled', 'O campo Ativo deve ser verdadeiro ou falso.'],
    ['position as text', { name: 'A', position: '1' }, 'position', 'O campo Posição deve ser um número.'],
    ['position fractional', { name: 'A', position: 1.5 }, 'position', 'O campo Posição deve ser um número inteiro.'],
    ['position negative', { name: 'A', position: -1 }, 'position', 'O campo Posição não pode ser negativo.'],
    ['position huge', { name: 'A', position: 1e12 }, 'position', 'O campo Posição deve ser no máximo 100000.'],
    ['submenus as object', { name: 'A', submenus: {} }, 'submenus', 'O campo Submenus deve ser uma lista.'],
    ['submenu as text', { name: 'A', submenus: ['x'] }, 'submenus.0', 'Cada submenu deve ser um objeto com nome e endereço.'],
    ['submenu without name', { name: 'A', submenus: [{ url: '/x' }] }, 'submenus.0.name', 'O campo Nome do submenu é obrigatório.'],
    ['submenu without target', { name: 'A', submenus: [{ name: 'B' }] }, 'submenus.0.url', 'Informe o endereço ou a página do submenu.'],
    ['submenu url hostile', { name: 'A', submenus: [{ name: 'B', url: 'javascript:x' }] }, 'submenus.0.url', 'O campo Endereço do submenu deve ser um caminho do site (começando com /) ou um endereço http(s).'],
    ['too many submenus', { name: 'A', submenus: Array.from({ length: 51 }, () => ({ name: 'B', url: '/b' })) }, 'submenus', 'Um menu pode ter no máximo 50 submenus.'],
  ])('answers 422 for %s', async (_case, body, field, message) => {
    const token = await adminToken();
    const res = await call(menus, 'POST', URL, { token, body });
    expect(res.status).toBe(422);
    expect(res.body.errors[field]?.[0]).toBe(message);
    expect(await countRows('menus')).toBe(0);
  });

  it('answers 400 for malformed JSON', async () => {
    expect((await call(menus, 'POST', URL, { token: await adminToken(), raw: '{' })).status).toBe(400);
  });

  it.each(['PUT', 'DELETE', 'PATCH'])('answers 405 for %s on the list', async (method) => {
    expect((await call(menus, method, URL, { token: await adminToken() })).status).toBe(405);
  });
});

describe('/api/menus/:id', () => {
  it('GET answers one menu, disabled ones included, to managers only', async () => {
    const token = await adminToken();
    const menu = await create(token, { name: 'Oculto', enabled: false, submenus: [{ name: 'B', url: '/b' }] });
    expect((await call(menus, 'GET', item(menu.id).url, { ...item(menu.id), token })).body).toEqual(menu);
    expect((await call(menus, 'GET', item(menu.id).url, item(menu.id))).status).toBe(401);
    const user = await createUser({ role: 'user' });
    expect((await call(menus, 'GET', item(menu.id).url, { ...item(menu.id), token: user.token })).status).toBe(403);
  });

  it('PUT replaces the fields and the submenus, keeping the position when none is sent', async () => {
    const token = await adminToken();
    const menu = await create(token, {
      name: 'Sobre',
      position: 3,
      submenus: [{ name: 'Velho 1', url: '/v1' }, { name: 'Velho 2', url: '/v2' }],
    });
    const body = { name: 'Quem somos', page: 'quem-somos', enabled: false, submenus: [{ name: 'Novo', url: 'https://n.org' }, { name: 'Outro', page: 'outro' }] };
    const res = await call(menus, 'PUT', item(menu.id).url, { ...item(menu.id), token, body });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: menu.id, name: 'Quem somos', url: null, page: 'quem-somos', enabled: false, position: 3 });
    expect(res.body.submenus.map((s: { name: string; position: number }) => [s.name, s.position])).toEqual([['Novo', 0], ['Outro', 1]]);
    expect(await countRows('submenus')).toBe(2);
  });

  it.each([
    ['anonymous', undefined, 401],
    ['user', 'user', 403],
    ['admin', 'admin', 200],
    ['super', 'super', 200],
  ] as const)('PUT and DELETE answer %s with %i', async (_case, role, status) => {
    const menu = await create(await adminToken(), { name: 'A', url: '/a' });
    const token = role ? (await createUser({ role })).token : undefined;
    const put = await call(menus, 'PUT', item(menu.id).url, { ...item(menu.id), token, body: { name: 'B' } });
    expect(put.status).toBe(status);
    const del = await call(menus, 'DELETE', item(menu.id).url, { ...item(menu.id), token });
    expect(del.status).toBe(status);
    expect(await countRows('menus')).toBe(status === 200 ? 0 : 1);
  });

  it('PUT validates like POST and changes nothing on 422', async () => {
    const token = await adminToken();
    const menu = await create(token, { name: 'A', url: '/a', submenus: [{ name: 'S', url: '/s' }] });
    const res = await call(menus, 'PUT', item(menu.id).url, { ...item(menu.id), token, body: { name: '', submenus: [] } });
    expect(res.status).toBe(422);
    expect(await countRows('submenus')).toBe(1);
  });

  it('DELETE removes the submenus too and answers 404 the second time', async () => {
    const token = await adminToken();
    const menu = await create(token, { name: 'A', submenus: [{ name: 'S', url: '/s' }] });
    expect((await call(menus, 'DELETE', item(menu.id).url, { ...item(menu.id), token })).body).toEqual({ ok: true });
    expect(await countRows('submenus')).toBe(0);
    expect((await call(menus, 'DELETE', item(menu.id).url, { ...item(menu.id), token })).status).toBe(404);
  });

  it.each(['999', 'abc', '0', '-1', '1.5', '99999999999999999999'])('answers 404 for id %s', async (id) => {
    const token = await adminToken();
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const res = await call(menus, method, item(id).url, { ...item(id), token, body: method === 'PUT' ? { name: 'A' } : undefined });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Registro não encontrado.' });
    }
  });

  it('answers 405 for POST on an item', async () => {
    const token = await adminToken();
    expect((await call(menus, 'POST', item(1).url, { ...item(1), token, body: { name: 'A' } })).status).toBe(405);
  });

  it('keeps submenu ids and menu ids as strings', async () => {
    const token = await adminToken();
    const menu = await create(token, { name: 'A', submenus: [{ name: 'S', url: '/s' }] });
    expect(typeof menu.id).toBe('string');
    expect(typeof menu.submenus[0].id).toBe('string');
    const [row] = await getSql()`select count(*)::int as n from submenus where menu_id = ${menu.id}`;
    expect(row.n).toBe(1);
  });
});
