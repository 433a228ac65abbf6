import { describe, expect, it } from 'vitest';
import { contactListQuerySchema, contactReadSchema } from '../../src/lib/schemas/contact';
import { userCreateSchema, userListQuerySchema, userPasswordSchema, userUpdateSchema } from '../../src/lib/schemas/users';

const valid = { name: 'Ana', email: 'Ana@Exemplo.org', role: 'super', password: 'segredo' };
const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('userCreateSchema', () => {
  it('trims the name and lower-cases the e-mail', () => {
    expect(userCreateSchema.parse({ ...valid, name: ' Ana ' })).toEqual({ ...valid, email: 'ana@exemplo.org' });
  });

  describe.each([
    ['name', '', 'O campo Nome é obrigatório.'],
    ['name', 'x'.repeat(121), 'O campo Nome deve ter no máximo 120 caracteres.'],
    ['email', 'ana', 'O campo E-mail deve ser um e-mail válido.'],
    ['role', 'owner', 'O campo Papel deve ser Cliente, Administrador ou Super.'],
    ['password', '', 'O campo Senha é obrigatório.'],
    ['password', '12345', 'O campo Senha deve ter no mínimo 6 caracteres.'],
  ])('rejects %s = %j', (field, value, message) => {
    it(`with "${message}"`, () => {
      expect(firstError(userCreateSchema.safeParse({ ...valid, [field]: value }))).toBe(message);
    });
  });

  it('accepts a password of exactly 6 characters, spaces included', () => {
    expect(userPasswordSchema.safeParse({ password: '  ab  ' }).success).toBe(true);
  });

  it('does not ask for a password on edit', () => {
    const { password: _p, ...edit } = valid;
    expect(userUpdateSchema.safeParse(edit).success).toBe(true);
  });
});

describe('userListQuerySchema', () => {
  it.each([
    [{}, { page: 1, per_page: 20, q: null, role: null }],
    [{ q: '  ana ', role: 'admin', page: '2' }, { page: 2, per_page: 20, q: 'ana', role: 'admin' }],
    [{ q: '', role: '' }, { page: 1, per_page: 20, q: null, role: null }],
  ])('reads %j', (query, expected) => {
    expect(userListQuerySchema.parse(query)).toEqual(expected);
  });

  it('rejects an unknown role', () => {
    expect(firstError(userListQuerySchema.safeParse({ role: 'root' }))).toMatchInlineSnapshot(`"O parâmetro role deve ser user, admin ou super."`);
  });
});

describe('contact admin schemas', () => {
  it.each([
    [{}, false],
    [{ unread: '1' }, true],
    [{ unread: 'true' }, true],
    [{ unread: '0' }, false],
  ])('reads unread from %j as %s', (query, expected) => {
    expect(contactListQuerySchema.parse(query).unread).toBe(expected);
  });

  it('needs a boolean read flag', () => {
    expect(firstError(contactReadSchema.safeParse({ read: 'no' }))).toMatchInlineSnapshot(`"O campo Lida deve ser verdadeiro ou falso."`);
  });
});
