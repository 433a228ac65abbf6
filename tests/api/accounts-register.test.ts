import { beforeEach, describe, expect, it } from 'vitest';
import register from '../../netlify/functions/auth-register.mts';
import profile from '../../netlify/functions/profile.mts';
import addresses from '../../netlify/functions/addresses.mts';
import { getSql } from '../../src/server/db/client';
import { countRows, createUser, resetDb } from '../helpers/db';
import { ALPHANUMERIC_CNPJ, registrationBody, VALID_CNPJ, VALID_CPF } from '../helpers/accounts';
import { call } from '../helpers/request';
import { retryAfter } from '../helpers/rate';

const URL = '/api/auth/register';

beforeEach(resetDb);

describe('POST /api/auth/register', () => {
  it('creates a customer with its first address as the default and answers { token, user } like the login', async () => {
    const res = await call(register, 'POST', URL, { body: registrationBody({ email: ' Ana.Souza@Exemplo.org ' }) });
    expect(res.status).toBe(201);
    expect(res.body.user).toEqual({ id: '1', name: 'Ana Souza', email: 'ana.souza@exemplo.org', role: 'user' });
    expect(res.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const me = await call(profile, 'GET', '/api/profile', { token: res.body.token });
    expect(me.body).toEqual({
      id: '1',
      name: 'Ana Souza',
      email: 'ana.souza@exemplo.org',
      role: 'user',
      organization: 'Associação Exemplo',
      document: VALID_CPF.digits,
      phone: '11987654321',
    });
    const list = await call(addresses, 'GET', '/api/addresses', { token: res.body.token });
    expect(list.body).toMatchObject({ total: 1, page: 1, per_page: 20 });
    expect(list.body.data[0]).toMatchObject({
      recipient: 'Ana Souza',
      cep: '01310100',
      street: 'Avenida Paulista',
      complement: null,
      state: 'SP',
      city: 'São Paulo',
      is_default: true,
    });
  });

  it('accepts a CNPJ and an empty organization', async () => {
    const res = await call(register, 'POST', URL, { body: registrationBody({ document: VALID_CNPJ.masked, organization: '' }) });
    expect(res.status).toBe(201);
    const [row] = await getSql()`select document, organization from users`;
    expect(row).toEqual({ document: VALID_CNPJ.digits, organization: null });
  });

  it.each([
    ['with the mask', ALPHANUMERIC_CNPJ.masked],
    ['in lower case', ALPHANUMERIC_CNPJ.lower],
    ['without the mask', ALPHANUMERIC_CNPJ.stored],
  ])('accepts an alphanumeric CNPJ typed %s, stored upper-case without punctuation', async (_case, typed) => {
    const res = await call(register, 'POST', URL, { body: registrationBody({ document: typed }) });
    expect(res.status).toBe(201);
    const me = await call(profile, 'GET', '/api/profile', { token: res.body.token });
    expect(me.body.document).toBe(ALPHANUMERIC_CNPJ.stored);
  });

  it('ignores a role in the body: the account is always a customer', async () => {
    const res = await call(register, 'POST', URL, { body: registrationBody({ role: 'super' }) });
    expect(res.status).toBe(201);
    expect(res.body.user.role).toBe('user');
    const [row] = await getSql()`select role from users`;
    expect(row.role).toBe('user');
  });

  it('answers 409 for an e-mail that already has an account (any case), creating nothing', async () => {
    await createUser({ email: 'ana.souza@exemplo.org', role: 'admin' });
    const res = await call(register, 'POST', URL, { body: registrationBody({ email: 'ANA.SOUZA@exemplo.org' }) });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'Já existe uma conta com este e-mail.' });
    expect(await countRows('users')).toBe(1);
    const [{ n }] = await getSql()`select count(*)::int as n from addresses`;
    expect(n).toBe(0);
  });

  it('answers 422 when the confirmation differs from the password', async () => {
    const res = await call(register, 'POST', URL, { body: registrationBody({ password_confirmation: 'outra-senha' }) });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ password_confirmation: ['As senhas digitadas não conferem'] });
  });

  const long = (n: number) => 'x'.repeat(n);
  it.each([
    ['name', '', 'O campo Nome é obrigatório.'],
    ['name', long(121), 'O campo Nome deve ter no máximo 120 caracteres.'],
    ['name', 42, 'O campo Nome é obrigatório.'],
    ['organization', long(121), 'O campo Organização deve ter no máximo 120 caracteres.'],
    ['organization', ['x'], 'O campo Organização deve ser um texto.'],
    ['document', '', 'O campo CPF/CNPJ é obrigatório.'],
    ['document', '382.512.661-74', 'O campo CPF/CNPJ deve ser um CPF ou CNPJ válido.'],
    ['document', '111.111.111-11', 'O campo CPF/CNPJ deve ser um CPF ou CNPJ válido.'],
    ['document', '59.976.707/6958-13', 'O campo CPF/CNPJ deve ser um CPF ou CNPJ válido.'],
    ['document', '12.ABC.345/01DE-36', 'O campo CPF/CNPJ deve ser um CPF ou CNPJ válido.'],
    ['document', '12.ABC.345/01DE-3A', 'O campo CPF/CNPJ deve ser um CPF ou CNPJ válido.'],
    ['document', '12.ÁBC.345/01DE-35', 'O campo CPF/CNPJ deve ser um CPF ou CNPJ válido.'],
    ['document', '1234567', 'O campo CPF/CNPJ deve ser um CPF ou CNPJ válido.'],
    ['document', '<b>38251266173</b>', 'O campo CPF/CNPJ deve ser um CPF ou CNPJ válido.'],
    ['document', 38251266173, 'O campo CPF/CNPJ deve ser um texto.'],
    ['phone', '', 'O campo Telefone é obrigatório.'],
    ['phone', '12345', 'O campo Telefone deve ser um telefone válido com DDD.'],
    ['phone', "11 98765-4321'; drop table users; --", 'O campo Telefone deve ter no máximo 20 caracteres.'],
    ['phone', { a: 1 }, 'O campo Telefone deve ser um texto.'],
    ['email', '', 'O campo E-mail é obrigatório.'],
    ['email', 'sem-arroba', 'O campo E-mail deve ser um e-mail válido.'],
    ['email', `${long(250)}@b.co`, 'O campo E-mail deve ter no máximo 254 caracteres.'],
    ['cep', '', 'O campo CEP é obrigatório.'],
    ['cep', '0131-100', 'O campo CEP deve ter 8 dígitos.'],
    ['cep', '01310-1000', 'O campo CEP deve ter 8 dígitos.'],
    ['cep', 'abcde-fgh', 'O campo CEP deve ter 8 dígitos.'],
    ['street', '', 'O campo Logradouro é obrigatório.'],
    ['street', long(201), 'O campo Logradouro deve ter no máximo 200 caracteres.'],
    ['number', '', 'O campo Número é obrigatório.'],
    ['number', long(21), 'O campo Número deve ter no máximo 20 caracteres.'],
    ['complement', long(101), 'O campo Complemento deve ter no máximo 100 caracteres.'],
    ['district', '', 'O campo Bairro é obrigatório.'],
    ['state', '', 'O campo Estado é obrigatório.'],
    ['state', 'XX', 'O campo Estado deve ser uma das 27 UFs do Brasil.'],
    ['state', 7, 'O campo Estado é obrigatório.'],
    ['city', '', 'O campo Cidade é obrigatório.'],
    ['city', 'Rio de Janeiro', 'O campo Cidade deve ser um município do estado escolhido.'],
    ['city', '<script>alert(1)</script>', 'O campo Cidade deve ser um município do estado escolhido.'],
    ['password', '', 'O campo Senha é obrigatório.'],
    ['password', '12345', 'O campo Senha deve ter no mínimo 6 caracteres.'],
    ['password', long(201), 'O campo Senha deve ter no máximo 200 caracteres.'],
    ['password_confirmation', '', 'O campo Confirmação de senha é obrigatório.'],
    ['password_confirmation', null, 'O campo Confirmação de senha é obrigatório.'],
  ])('answers 422 on %s for %j', async (field, value, message) => {
    const res = await call(register, 'POST', URL, { body: registrationBody({ [field]: value }) });
    expect(res.status).toBe(422);
    expect(res.body.errors[field][0]).toBe(message);
    expect(await countRows('users')).toBe(0);
  });

  it('answers 422 for NUL characters and 400 for a body that is not a JSON object', async () => {
    expect((await call(register, 'POST', URL, { body: registrationBody({ street: 'Rua\u0000' }) })).status).toBe(422);
    expect((await call(register, 'POST', URL, { raw: '[1]' })).status).toBe(400);
    expect((await call(register, 'POST', URL, { raw: '{"name":' })).status).toBe(400);
  });

  it('answers 429 after 10 registrations from one address within the hour', async () => {
    for (let i = 0; i < 10; i += 1) {
      const res = await call(register, 'POST', URL, { body: registrationBody({ email: `p${i}@exemplo.org` }), ip: '10.1.1.1' });
      expect(res.status).toBe(201);
    }
    const eleventh = await call(register, 'POST', URL, { body: registrationBody({ email: 'p10@exemplo.org' }), ip: '10.1.1.1' });
    expect(eleventh.status).toBe(429);
    expect(retryAfter(eleventh)).toBeGreaterThan(0);
    expect(retryAfter(eleventh)).toBeLessThanOrEqual(3600);
    const other = await call(register, 'POST', URL, { body: registrationBody({ email: 'p11@exemplo.org' }), ip: '10.1.1.2' });
    expect(other.status).toBe(201);
  }, 60_000);

  it('answers 405 for GET', async () => {
    expect((await call(register, 'GET', URL)).status).toBe(405);
  });
});
