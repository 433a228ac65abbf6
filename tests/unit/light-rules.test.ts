import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  forgotErrors,
  forgotPayload,
  loginErrors,
  loginPayload,
  resetErrors,
  resetPayload,
  setupErrors,
  setupPayload,
  setupWarnings,
} from '../../src/lib/auth-rules';
import { firstErrors } from '../../src/lib/first-errors';
import { registerErrors, registerPayload } from '../../src/lib/register-rules';
import { registerSchema, resetConfirmSchema, resetRequestSchema } from '../../src/lib/schemas/account';
import { loginSchema } from '../../src/lib/schemas/auth';
import { confirmationWarning, setupSchema } from '../../src/lib/schemas/setup';

type Values = Record<string, string>;
type Form = { rules: (v: Values) => Record<string, string | undefined>; payload: (v: Values) => unknown; schema: z.ZodType; valid: Values };

const TOKEN = 'abcdefghijklmnopqrstuvwxyz_-0123456789';
const FORMS: Record<string, Form> = {
  login: { rules: loginErrors, payload: loginPayload, schema: loginSchema, valid: { email: 'Ana@Exemplo.org ', password: ' segredo ' } },
  forgot: { rules: forgotErrors, payload: forgotPayload, schema: resetRequestSchema, valid: { email: ' Ana@Exemplo.ORG' } },
  reset: {
    rules: resetErrors,
    payload: resetPayload,
    schema: resetConfirmSchema,
    valid: { token: TOKEN, password: 'nova-senha', password_confirmation: 'nova-senha' },
  },
  setup: {
    rules: setupErrors,
    payload: setupPayload,
    schema: setupSchema,
    valid: { title: ' Associação ', admin_name: 'Ana', email: 'ANA@exemplo.org', password: 'segredo1', password_confirmation: 'segredo1' },
  },
  register: {
    rules: registerErrors,
    payload: registerPayload,
    schema: registerSchema,
    valid: {
      name: ' Joana ',
      organization: '',
      document: '382.512.661-73',
      phone: '+55 (21) 98765-4321',
      cep: '24020-001',
      street: 'Rua da Conceição',
      number: '42',
      complement: '',
      district: 'Centro',
      state: 'rj',
      city: 'Niterói',
      email: 'Joana@Exemplo.org',
      password: 'segredo-123',
      password_confirmation: 'segredo-123',
    },
  },
};

const long = (n: number) => 'a'.repeat(n);
// Each change is applied to every form that has the field; a form without it is skipped.
const CHANGES: [string, Values][] = [
  ['valid values', {}],
  ['an empty e-mail', { email: '' }],
  ['an e-mail of spaces', { email: '   ' }],
  ['an e-mail without @', { email: 'nao-e-email' }],
  ['an e-mail without a domain suffix', { email: 'a@b' }],
  ['an e-mail of 255 characters', { email: `${long(245)}@exemplo.org` }],
  ['an empty password', { password: '' }],
  ['a password of 5 characters', { password: '12345' }],
  ['a password of spaces', { password: '      ' }],
  ['a password of 201 characters', { password: long(201), password_confirmation: long(201) }],
  ['an empty confirmation', { password_confirmation: '' }],
  ['a differing confirmation', { password_confirmation: 'outra-senha' }],
  ['a confirmation of 201 characters', { password_confirmation: long(201) }],
  ['an empty token', { token: '' }],
  ['a short token', { token: 'abc' }],
  ['a token with a dot', { token: `${TOKEN}.` }],
  ['an empty title', { title: ' ' }],
  ['a title of 121 characters', { title: long(121) }],
  ['an administrator name of 121 characters', { admin_name: long(121) }],
  ['an empty name', { name: '' }],
  ['a name of 121 characters', { name: long(121) }],
  ['an organization of 121 characters', { organization: long(121) }],
  ['an organization', { organization: ' Cooperativa ' }],
  ['an empty CPF/CNPJ', { document: '' }],
  ['a CPF with a wrong check digit', { document: '382.512.661-74' }],
  ['a CNPJ without the mask', { document: '59976707695812' }],
  ['a CPF/CNPJ with letters', { document: '382a512' }],
  ['an alphanumeric CNPJ with the mask', { document: '12.ABC.345/01DE-35' }],
  ['an alphanumeric CNPJ in lower case without the mask', { document: ' 12abc34501de35 ' }],
  ['an alphanumeric CNPJ with a wrong check digit', { document: '12.ABC.345/01DE-36' }],
  ['an alphanumeric CNPJ with a letter among the check digits', { document: '12.ABC.345/01DE-3A' }],
  ['a CPF/CNPJ with an accented letter', { document: '12.ÁBC.345/01DE-35' }],
  ['a CPF/CNPJ with a character outside the mask', { document: '12.ABC.345/01DE-35#' }],
  ['a CPF/CNPJ of 19 characters', { document: '1234567890123456789' }],
  ['an empty phone', { phone: '' }],
  ['a phone without the area code', { phone: '98765-4321' }],
  ['a landline', { phone: '1130000000' }],
  ['a phone with letters', { phone: '11 9abc' }],
  ['a phone of 21 characters', { phone: '1'.repeat(21) }],
  ['an empty CEP', { cep: '' }],
  ['a CEP of 7 digits', { cep: '2402000' }],
  ['a CEP of 8 digits without the mask', { cep: '24020001' }],
  ['a CEP of 10 characters', { cep: '24020-0011' }],
  ['a CEP of another state', { cep: '01001-000' }],
  ['a CEP of no state', { cep: '00100-000' }],
  ['a CEP of another state and an unknown state', { cep: '01001-000', state: 'XX' }],
  ['an empty street', { street: '' }],
  ['a number of 21 characters', { number: '1'.repeat(21) }],
  ['a complement of 101 characters', { complement: long(101) }],
  ['a complement', { complement: ' Sala 2 ' }],
  ['an empty district', { district: '' }],
  ['an empty state', { state: '' }],
  ['an unknown state', { state: 'XX' }],
  ['an empty city', { city: '' }],
  ['everything empty', {}],
];

const cases = Object.entries(FORMS).flatMap(([form, spec]) =>
  CHANGES.filter(([, change]) => Object.keys(change).every((key) => key in spec.valid)).map(([name, change]) => {
    const values = name === 'everything empty' ? Object.fromEntries(Object.keys(spec.valid).map((k) => [k, ''])) : { ...spec.valid, ...change };
    return [form, name, values] as const;
  }),
);

describe.each(cases)('the %s rules on %s', (form, _, values) => {
  it('give the same first message per field as the API schema', () => {
    const spec = FORMS[form];
    expect(spec.rules(values)).toEqual(firstErrors(spec.schema.safeParse(values).error));
  });
});

describe.each(cases.filter(([form, , values]) => FORMS[form].schema.safeParse(values).success))('the %s payload on %s', (form, _, values) => {
  it('is what the schema outputs', () => {
    const spec = FORMS[form];
    expect(spec.payload(values)).toEqual(spec.schema.parse(values));
  });
});

describe('the set-up warning', () => {
  it.each([
    ['segredo1', 'segredo1'],
    ['segredo1', 'segredo2'],
    ['segredo1', ''],
  ])('matches confirmationWarning for %s / %s', (password, typed) => {
    const warning = setupWarnings({ password, password_confirmation: typed }).password_confirmation ?? null;
    expect(warning).toBe(confirmationWarning(password, typed));
  });

  it('names the mismatch in Portuguese', () => {
    expect(setupWarnings({ password: 'a', password_confirmation: 'b' })).toMatchInlineSnapshot(`
      {
        "password_confirmation": "As senhas digitadas não conferem",
      }
    `);
  });
});

describe('the registration messages', () => {
  it('name each field in Portuguese', () => {
    const empty = Object.fromEntries(Object.keys(FORMS.register.valid).map((k) => [k, '']));
    expect(registerErrors(empty)).toMatchInlineSnapshot(`
      {
        "cep": "O campo CEP é obrigatório.",
        "city": "O campo Cidade é obrigatório.",
        "district": "O campo Bairro é obrigatório.",
        "document": "O campo CPF/CNPJ é obrigatório.",
        "email": "O campo E-mail é obrigatório.",
        "name": "O campo Nome é obrigatório.",
        "number": "O campo Número é obrigatório.",
        "password": "O campo Senha é obrigatório.",
        "password_confirmation": "O campo Confirmação de senha é obrigatório.",
        "phone": "O campo Telefone é obrigatório.",
        "state": "O campo Estado é obrigatório.",
        "street": "O campo Logradouro é obrigatório.",
      }
    `);
  });
});
