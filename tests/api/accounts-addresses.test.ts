import { beforeEach, describe, expect, it } from 'vitest';
import addresses from '../../netlify/functions/addresses.mts';
import { MAX_ADDRESSES } from '../../src/server/accounts/addresses';
import { getSql } from '../../src/server/db/client';
import { addressBody, defaultAddressIds, seedAddress } from '../helpers/accounts';
import { createUser, resetDb } from '../helpers/db';
import { call } from '../helpers/request';

beforeEach(resetDb);

const ROLES = ['user', 'admin', 'super'] as const;
const item = (id: string) => ({ params: { id } });

describe('GET and POST /api/addresses', () => {
  it.each(ROLES)('lets the %s add addresses: the first is the default, the list shows only its own', async (role) => {
    const { user, token } = await createUser({ role });
    const stranger = await createUser();
    await seedAddress(stranger.user.id);
    const first = await call(addresses, 'POST', '/api/addresses', { token, body: addressBody({ state: 'rj', city: 'Niterói', cep: '24020001' }) });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ cep: '24020001', state: 'RJ', city: 'Niterói', complement: 'Sala 12', is_default: true });
    const second = await call(addresses, 'POST', '/api/addresses', { token, body: addressBody({ complement: '' }) });
    expect(second.body).toMatchObject({ is_default: false, complement: null });
    const list = await call(addresses, 'GET', '/api/addresses', { token });
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ total: 2, page: 1, per_page: 20 });
    expect(list.body.data.map((a: { id: string }) => a.id)).toEqual([first.body.id, second.body.id]);
    expect(await defaultAddressIds(user.id)).toEqual([first.body.id]);
  });

  it('makes a new address the default when sent with is_default, leaving exactly one default', async () => {
    const { user, token } = await createUser();
    await seedAddress(user.id);
    const res = await call(addresses, 'POST', '/api/addresses', { token, body: addressBody({ is_default: true }) });
    expect(res.body.is_default).toBe(true);
    expect(await defaultAddressIds(user.id)).toEqual([res.body.id]);
  });

  it('pages the list and refuses a bad page', async () => {
    const { user, token } = await createUser();
    for (let i = 0; i < 3; i += 1) await seedAddress(user.id, { number: String(i) });
    const res = await call(addresses, 'GET', '/api/addresses?page=2&per_page=2', { token });
    expect(res.body).toMatchObject({ total: 3, page: 2, per_page: 2 });
    expect(res.body.data).toHaveLength(1);
    expect((await call(addresses, 'GET', '/api/addresses?per_page=101', { token })).status).toBe(422);
  });

  it(`answers 409 past ${MAX_ADDRESSES} addresses`, async () => {
    const { user, token } = await createUser();
    for (let i = 0; i < MAX_ADDRESSES; i += 1) await seedAddress(user.id);
    const res = await call(addresses, 'POST', '/api/addresses', { token, body: addressBody() });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(`Você pode cadastrar no máximo ${MAX_ADDRESSES} endereços.`);
  });

  it.each([
    ['recipient', '', 'O campo Destinatário é obrigatório.'],
    ['recipient', 'x'.repeat(121), 'O campo Destinatário deve ter no máximo 120 caracteres.'],
    ['cep', '1234567', 'O campo CEP deve ter 8 dígitos.'],
    ['cep', 12345678, 'O campo CEP é obrigatório.'],
    ['street', '', 'O campo Logradouro é obrigatório.'],
    ['number', 'x'.repeat(21), 'O campo Número deve ter no máximo 20 caracteres.'],
    ['complement', 'x'.repeat(101), 'O campo Complemento deve ter no máximo 100 caracteres.'],
    ['district', 'x'.repeat(101), 'O campo Bairro deve ter no máximo 100 caracteres.'],
    ['state', 'São Paulo', 'O campo Estado deve ser uma das 27 UFs do Brasil.'],
    ['city', 'Sao Paulo', 'O campo Cidade deve ser um município do estado escolhido.'],
    ['city', 'Campinas"); drop table addresses; --', 'O campo Cidade deve ser um município do estado escolhido.'],
    ['is_default', 'sim', 'O campo Endereço padrão deve ser verdadeiro ou falso.'],
  ])('answers 422 on %s for %j', async (field, value, message) => {
    const { token } = await createUser();
    const res = await call(addresses, 'POST', '/api/addresses', { token, body: addressBody({ [field]: value }) });
    expect(res.status).toBe(422);
    expect(res.body.errors[field][0]).toBe(message);
  });

  it('answers 401 to anonymous calls', async () => {
    expect((await call(addresses, 'GET', '/api/addresses')).status).toBe(401);
    expect((await call(addresses, 'POST', '/api/addresses', { body: addressBody() })).status).toBe(401);
  });
});

describe('/api/addresses/:id', () => {
  it('reads, changes and deletes an own address', async () => {
    const { user, token } = await createUser();
    const address = await seedAddress(user.id);
    expect((await call(addresses, 'GET', `/api/addresses/${address.id}`, { token, ...item(address.id) })).body).toEqual(address);
    // Another state with the CEP of São Paulo is refused on the CEP (the CEP prices the delivery); with its own CEP it is saved.
    const moved = { state: 'MG', city: 'Belo Horizonte', street: 'Rua da Bahia' };
    const wrongCep = await call(addresses, 'PUT', `/api/addresses/${address.id}`, { token, ...item(address.id), body: addressBody(moved) });
    expect(wrongCep).toMatchObject({ status: 422, body: { errors: { cep: ['O campo CEP pertence ao estado SP, não a MG. Confira o CEP e o Estado.'] } } });
    const changed = await call(addresses, 'PUT', `/api/addresses/${address.id}`, {
      token,
      ...item(address.id),
      body: addressBody({ ...moved, cep: '30160-011' }),
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ id: address.id, cep: '30160011', state: 'MG', city: 'Belo Horizonte', street: 'Rua da Bahia', is_default: true });
    const removed = await call(addresses, 'DELETE', `/api/addresses/${address.id}`, { token, ...item(address.id) });
    expect(removed).toMatchObject({ status: 200, body: { ok: true } });
    expect((await call(addresses, 'GET', `/api/addresses/${address.id}`, { token, ...item(address.id) })).status).toBe(404);
  });

  it.each(ROLES)("answers 404 to the %s for another user's address, and changes nothing", async (role) => {
    const owner = await createUser();
    const address = await seedAddress(owner.user.id);
    const { token } = await createUser({ role });
    const path = `/api/addresses/${address.id}`;
    for (const [method, body] of [['GET'], ['PUT', addressBody({ street: 'Invasão' })], ['DELETE']] as const) {
      const res = await call(addresses, method, path, { token, ...item(address.id), body });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Endereço não encontrado.');
    }
    const res = await call(addresses, 'POST', `${path}/default`, { token, ...item(address.id) });
    expect(res.status).toBe(404);
    const [row] = await getSql()`select street, is_default from addresses where id = ${address.id}`;
    expect(row).toEqual({ street: 'Avenida Paulista', is_default: true });
  });

  it('chooses the default with POST /:id/default and with is_default on PUT; false on PUT is ignored', async () => {
    const { user, token } = await createUser();
    const a = await seedAddress(user.id);
    const b = await seedAddress(user.id);
    const res = await call(addresses, 'POST', `/api/addresses/${b.id}/default`, { token, ...item(b.id) });
    expect(res).toMatchObject({ status: 200, body: { id: b.id, is_default: true } });
    expect(await defaultAddressIds(user.id)).toEqual([b.id]);
    await call(addresses, 'PUT', `/api/addresses/${a.id}`, { token, ...item(a.id), body: addressBody({ is_default: true }) });
    expect(await defaultAddressIds(user.id)).toEqual([a.id]);
    await call(addresses, 'PUT', `/api/addresses/${a.id}`, { token, ...item(a.id), body: addressBody({ is_default: false }) });
    expect(await defaultAddressIds(user.id)).toEqual([a.id]);
  });

  it('makes the oldest remaining address the default when the default is deleted', async () => {
    const { user, token } = await createUser();
    const a = await seedAddress(user.id);
    const b = await seedAddress(user.id);
    const c = await seedAddress(user.id, { is_default: true });
    await call(addresses, 'DELETE', `/api/addresses/${c.id}`, { token, ...item(c.id) });
    expect(await defaultAddressIds(user.id)).toEqual([a.id]);
    await call(addresses, 'DELETE', `/api/addresses/${b.id}`, { token, ...item(b.id) });
    expect(await defaultAddressIds(user.id)).toEqual([a.id]);
  });

  it('refuses a second default in SQL, whatever the code does', async () => {
    const { user } = await createUser();
    const a = await seedAddress(user.id);
    await seedAddress(user.id);
    await expect(getSql()`update addresses set is_default = true where user_id = ${user.id}`).rejects.toThrow(/addresses_one_default_key/);
    expect(await defaultAddressIds(user.id)).toEqual([a.id]);
  });

  it('keeps one default under concurrent changes', async () => {
    const { user, token } = await createUser();
    const list = await Promise.all([0, 1, 2, 3].map(() => seedAddress(user.id)));
    await Promise.all(list.map((a) => call(addresses, 'POST', `/api/addresses/${a.id}/default`, { token, ...item(a.id) })));
    expect(await defaultAddressIds(user.id)).toHaveLength(1);
  });

  it('answers 404 for a malformed id, 401 anonymous and 405 for PATCH', async () => {
    const { user, token } = await createUser();
    const a = await seedAddress(user.id);
    expect((await call(addresses, 'GET', '/api/addresses/abc', { token, ...item('abc') })).status).toBe(404);
    expect((await call(addresses, 'DELETE', `/api/addresses/${a.id}`, item(a.id))).status).toBe(401);
    expect((await call(addresses, 'POST', `/api/addresses/${a.id}/default`, item(a.id))).status).toBe(401);
    expect((await call(addresses, 'PATCH', `/api/addresses/${a.id}`, { token, ...item(a.id) })).status).toBe(405);
  });
});
