import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatDocument, formatPhone, isValidDocument, maskCep } from '../../src/lib/br-documents';
import { isMunicipalityOf, municipalitiesOf } from '../../src/lib/br-municipalities';
import { isStateCode, STATES } from '../../src/lib/br-places';
import { optionalDocument, optionalPhone, passwordChangeSchema, registerSchema } from '../../src/lib/schemas/account';
import { addressSchema } from '../../src/lib/schemas/address';
import { addressBodySchema, registerBodySchema } from '../../src/lib/schemas/municipality-rule';
import { mailEnv } from '../../src/server/mail/mail-env';
import { sendMail, toEml } from '../../src/server/mail/send-mail';
import { snapshotEnv } from '../helpers/env';

const firstError = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }, field: string) =>
  result.error?.issues.find((issue) => issue.path.join('.') === field)?.message;

describe('reference lists', () => {
  it('has the 27 states, by name, with São Paulo as SP', () => {
    expect(STATES).toHaveLength(27);
    expect(STATES.find((s) => s.code === 'SP')?.name).toBe('São Paulo');
    expect(STATES[0]).toEqual({ code: 'AC', name: 'Acre' });
  });
  it.each([
    ['SP', true],
    ['DF', true],
    ['sp', false],
    ['XX', false],
    ['', false],
  ])('isStateCode(%j) is %s', (code, expected) => {
    expect(isStateCode(code)).toBe(expected);
  });
  it('lists the municipalities of a state and none of an unknown code', () => {
    expect(municipalitiesOf('SP')).toHaveLength(645);
    expect(municipalitiesOf('DF')).toEqual(['Brasília']);
    expect(municipalitiesOf('ZZ')).toEqual([]);
    expect(isMunicipalityOf('RJ', 'Niterói')).toBe(true);
    expect(isMunicipalityOf('SP', 'Niterói')).toBe(false);
  });
});

describe('documents and masks', () => {
  it.each([
    ['38251266173', true],
    ['38251266174', false],
    ['11111111111', false],
    ['59976707695812', true],
    ['59976707695813', false],
    ['123', false],
  ])('isValidDocument(%s) is %s', (digits, expected) => {
    expect(isValidDocument(digits)).toBe(expected);
  });
  it.each([
    ['', ''],
    ['0131', '0131'],
    ['01310100', '01310-100'],
    ['01310-1009', '01310-100'],
    ['ab01310x100', '01310-100'],
  ])('maskCep(%j) is %j', (typed, expected) => {
    expect(maskCep(typed)).toBe(expected);
  });
  it('formats a CPF, a CNPJ and phones', () => {
    expect(formatDocument('38251266173')).toBe('382.512.661-73');
    expect(formatDocument('59976707695812')).toBe('59.976.707/6958-12');
    expect(formatPhone('11987654321')).toBe('(11) 98765-4321');
    expect(formatPhone('2130000000')).toBe('(21) 3000-0000');
  });
});

describe('field schemas', () => {
  it.each([
    ['a masked CPF', '382.512.661-73', '38251266173'],
    ['a masked CNPJ', '59.976.707/6958-12', '59976707695812'],
    ['empty text', '  ', null],
    ['null', null, null],
  ])('document keeps the digits of %s', (_case, value, expected) => {
    expect(optionalDocument().parse(value)).toBe(expected);
  });
  it.each([
    ['(11) 98765-4321', '11987654321'],
    ['+55 21 3000-0000', '2130000000'],
    ['', null],
  ])('phone %j is stored as %j', (value, expected) => {
    expect(optionalPhone().parse(value)).toBe(expected);
  });
});

describe('addressSchema', () => {
  const base = { recipient: 'Ana', cep: '01310-100', street: 'Av. Paulista', number: '1', district: 'Centro', state: 'sp', city: 'São Paulo' };
  it('normalises the CEP, the state and an empty complement', () => {
    expect(addressSchema.parse({ ...base, complement: '' })).toMatchObject({ cep: '01310100', state: 'SP', complement: null });
  });
  it('names the city when it is not in the chosen state, even while other fields are wrong', () => {
    const result = addressBodySchema.safeParse({ ...base, street: '', city: 'Curitiba' });
    expect(firstError(result, 'city')).toMatchInlineSnapshot(`"O campo Cidade deve ser um município do estado escolhido."`);
    expect(firstError(result, 'street')).toMatchInlineSnapshot(`"O campo Logradouro é obrigatório."`);
  });
  it('leaves the municipality rule to the API schema (the form offers only the state\'s municipalities)', () => {
    expect(addressSchema.safeParse({ ...base, city: 'Curitiba' }).success).toBe(true);
    const empty = Object.fromEntries(Object.keys(registerSchema.shape).map((key) => [key, '']));
    const result = registerBodySchema.safeParse({ ...empty, state: 'SP', city: 'Curitiba' });
    expect(firstError(result, 'city')).toBe('O campo Cidade deve ser um município do estado escolhido.');
  });
  it('rejects a CEP with fewer than 8 digits', () => {
    expect(firstError(addressSchema.safeParse({ ...base, cep: '0131-010' }), 'cep')).toMatchInlineSnapshot(`"O campo CEP deve ter 8 dígitos."`);
  });
  it('names the state a CEP of another state belongs to, even while other fields are wrong (the form shows it on CEP)', () => {
    const manaus = { ...base, cep: '01001-000', state: 'am', city: 'Manaus' };
    expect(firstError(addressSchema.safeParse(manaus), 'cep')).toMatchInlineSnapshot(`"O campo CEP pertence ao estado SP, não a AM. Confira o CEP e o Estado."`);
    expect(firstError(addressSchema.safeParse({ ...manaus, street: '' }), 'cep')).toBe('O campo CEP pertence ao estado SP, não a AM. Confira o CEP e o Estado.');
    expect(firstError(addressSchema.safeParse({ ...base, cep: '00100-000' }), 'cep')).toMatchInlineSnapshot(`"O campo CEP não corresponde a nenhuma região do Brasil."`);
    expect(addressSchema.safeParse({ ...manaus, cep: '69005-040' }).success).toBe(true);
    const registration = registerSchema.safeParse({ ...Object.fromEntries(Object.keys(registerSchema.shape).map((key) => [key, ''])), ...manaus });
    expect(firstError(registration, 'cep')).toBe('O campo CEP pertence ao estado SP, não a AM. Confira o CEP e o Estado.');
  });
});

describe('password rules', () => {
  it('shows the mismatch under the confirmation of the registration while other fields are still empty', () => {
    const empty = Object.fromEntries(Object.keys(registerSchema.shape).map((key) => [key, '']));
    const result = registerSchema.safeParse({ ...empty, password: 'abcdef', password_confirmation: 'abcdeg' });
    expect(firstError(result, 'password_confirmation')).toMatchInlineSnapshot(`"As senhas digitadas não conferem"`);
  });
  it('names the new password and its minimum in the change form', () => {
    const result = passwordChangeSchema.safeParse({ current_password: 'x', password: '123', password_confirmation: '123' });
    expect(firstError(result, 'password')).toMatchInlineSnapshot(`"O campo Nova senha deve ter no mínimo 6 caracteres."`);
  });
});

describe('mail', () => {
  it('defaults the sender and the outbox and refuses a non-SMTP URL', () => {
    const restoreEnv = snapshotEnv();
    try {
      delete process.env.SMTP_URL;
      delete process.env.MAIL_FROM;
      delete process.env.OUTBOX_DIR;
      expect(mailEnv()).toMatchObject({ smtpUrl: undefined, from: 'Vitrine <nao-responda@vitrine.local>' });
      expect(mailEnv().outboxDir).toMatch(/\.data\/outbox$/);
      process.env.SMTP_URL = 'http://smtp.exemplo.org';
      expect(() => mailEnv()).toThrow(/SMTP_URL deve começar com smtp:\/\/ ou smtps:\/\//);
    } finally {
      restoreEnv();
    }
  });
  it('writes an .eml with CRLF lines, an encoded accented subject and no header injection', () => {
    const eml = toEml({ to: 'a@b.co\r\nBcc: x@y.z', subject: 'Senha\nredefinição', text: 'linha 1\nlinha 2' }, 'Site <s@b.co>', new Date(0));
    expect(eml).toMatchInlineSnapshot(`
      "From: Site <s@b.co>
      To: a@b.co Bcc: x@y.z
      Subject: =?UTF-8?B?U2VuaGEgcmVkZWZpbmnDp8Ojbw==?=
      Date: Thu, 01 Jan 1970 00:00:00 GMT
      MIME-Version: 1.0
      Content-Type: text/plain; charset=utf-8
      Content-Transfer-Encoding: 8bit

      linha 1
      linha 2
      "
    `);
    expect(eml.split('\r\n')).toHaveLength(11);
  });
  it('writes to the outbox folder, creating it when it is missing, also after someone removed it', async () => {
    const restoreEnv = snapshotEnv();
    const root = mkdtempSync(join(tmpdir(), 'vitrine-outbox-'));
    try {
      delete process.env.SMTP_URL;
      process.env.OUTBOX_DIR = join(root, 'a', 'b');
      const first = await sendMail({ to: 'a@b.co', subject: 'Um', text: 'primeira' });
      rmSync(join(root, 'a'), { recursive: true });
      const second = await sendMail({ to: 'a@b.co', subject: 'Dois', text: 'segunda' });
      expect(first?.startsWith(join(root, 'a', 'b'))).toBe(true);
      expect(readFileSync(second!, 'utf8')).toContain('segunda');
    } finally {
      restoreEnv();
      rmSync(root, { recursive: true, force: true });
    }
  });
});
