import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { loginSchema } from '../../src/lib/schemas/auth';
import { contactSchema } from '../../src/lib/schemas/contact';
import { pageQuerySchema } from '../../src/lib/schemas/pagination';
import { confirmationWarning, setupSchema } from '../../src/lib/schemas/setup';

const setup = { title: 'Site', admin_name: 'Ana', email: 'ana', password: 'abcdef', password_confirmation: 'abcdef' };
const contact = { name: 'Ana', email: 'ana@exemplo.org', message: 'Oi' };

function firstError(schema: z.ZodType, input: object, field: string): string | null {
  const result = schema.safeParse(input);
  if (result.success) return null;
  return result.error.issues.find((issue) => issue.path.join('.') === field)?.message ?? '(no message for this field)';
}

describe.each([
  ['setup', setupSchema, setup, 'password', { password: 'abcde' }, 'O campo Senha deve ter no mínimo 6 caracteres.'],
  ['setup', setupSchema, setup, 'password', { password: '' }, 'O campo Senha é obrigatório.'],
  ['setup', setupSchema, setup, 'password_confirmation', { password_confirmation: undefined }, 'O campo Confirmação de senha é obrigatório.'],
  ['setup', setupSchema, setup, 'title', { title: ' ' }, 'O campo Título do site é obrigatório.'],
  ['setup', setupSchema, setup, 'admin_name', { admin_name: null }, 'O campo Nome do administrador é obrigatório.'],
  ['setup', setupSchema, setup, 'email', { email: '' }, 'O campo E-mail do administrador é obrigatório.'],
  ['contact', contactSchema, contact, 'email', { email: 'ana@' }, 'O campo E-mail deve ser um e-mail válido.'],
  ['contact', contactSchema, contact, 'name', { name: '' }, 'O campo Nome é obrigatório.'],
  ['contact', contactSchema, contact, 'message', { message: undefined }, 'O campo Mensagem é obrigatório.'],
  ['login', loginSchema, { email: 'a@b.co', password: 'x' }, 'password', { password: '' }, 'O campo Senha é obrigatório.'],
  ['login', loginSchema, { email: 'a@b.co', password: 'x' }, 'email', { email: ' ' }, 'O campo E-mail é obrigatório.'],
  ['page query', pageQuerySchema, {}, 'per_page', { per_page: '500' }, 'O parâmetro per_page deve ser no máximo 100.'],
  ['page query', pageQuerySchema, {}, 'page', { page: 'x' }, 'O parâmetro page deve ser um número.'],
])('the %s schema', (_name, schema, valid, field, change, message) => {
  it(`accepts the valid form and rejects ${field} = ${JSON.stringify(Object.values(change)[0])}`, () => {
    expect(schema.safeParse(valid).success).toBe(true);
    expect(firstError(schema, { ...valid, ...change }, field)).toBe(message);
  });
});

describe('setup details', () => {
  it('accepts an administrator e-mail without format and lower-cases it', () => {
    expect(setupSchema.parse({ ...setup, email: 'ADMIN' }).email).toBe('admin');
  });

  it('does not block a differing confirmation; the form shows a warning instead', () => {
    expect(setupSchema.safeParse({ ...setup, password_confirmation: 'outra' }).success).toBe(true);
    expect(confirmationWarning('abcdef', 'outra')).toMatchInlineSnapshot(`"As senhas digitadas não conferem"`);
    expect(confirmationWarning('abcdef', 'abcdef')).toBeNull();
    expect(confirmationWarning('abcdef', '')).toBeNull();
  });
});

describe('page query', () => {
  it('defaults to page 1 of 20 and reads numbers from the query string', () => {
    expect(pageQuerySchema.parse({})).toEqual({ page: 1, per_page: 20 });
    expect(pageQuerySchema.parse({ page: '3', per_page: '100' })).toEqual({ page: 3, per_page: 100 });
  });
});

/** Field -> messages, as the API answers them with 422. */
function messages(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  const out: Record<string, string[]> = {};
  for (const issue of result.success ? [] : result.error.issues) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
}

describe('the messages of an empty form', () => {
  it('setup names every required field', () => {
    expect(messages(setupSchema, {})).toMatchInlineSnapshot(`
      {
        "admin_name": [
          "O campo Nome do administrador é obrigatório.",
        ],
        "email": [
          "O campo E-mail do administrador é obrigatório.",
        ],
        "password": [
          "O campo Senha é obrigatório.",
        ],
        "password_confirmation": [
          "O campo Confirmação de senha é obrigatório.",
        ],
        "title": [
          "O campo Título do site é obrigatório.",
        ],
      }
    `);
  });

  it('contact names every required field', () => {
    expect(messages(contactSchema, { name: '', email: '', message: '' })).toMatchInlineSnapshot(`
      {
        "email": [
          "O campo E-mail é obrigatório.",
        ],
        "message": [
          "O campo Mensagem é obrigatório.",
        ],
        "name": [
          "O campo Nome é obrigatório.",
        ],
      }
    `);
  });

  it('login names both fields', () => {
    expect(messages(loginSchema, {})).toMatchInlineSnapshot(`
      {
        "email": [
          "O campo E-mail é obrigatório.",
        ],
        "password": [
          "O campo Senha é obrigatório.",
        ],
      }
    `);
  });
});
