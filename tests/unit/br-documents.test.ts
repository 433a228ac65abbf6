import { generateCnpj } from '@brazilian-utils/brazilian-utils/generate-cnpj';
import { describe, expect, it } from 'vitest';
import { documentKey, documentKind, formatDocument, isValidDocument } from '../../src/lib/br-documents';
import { optionalDocument } from '../../src/lib/schemas/account';
import { normalizePixKey, PIX_KEY_MESSAGES, pixKeyField, pixKeyKind } from '../../src/lib/shop/pix-key';

// The CPF/CNPJ rule of every caller, with the alphanumeric CNPJ of IN RFB 2.229/2024. '12ABC34501DE35' is the Receita
// Federal's example; its check digits worked by hand (each character is its ASCII code minus 48, A = 17 … E = 21):
// DV1: 1·5 + 2·4 + 17·3 + 18·2 + 19·9 + 3·8 + 4·7 + 5·6 + 0·5 + 1·4 + 20·3 + 21·2 = 459, 459 mod 11 = 8, 11 - 8 = 3;
// DV2: the same 12 characters and the 3 weighted 6,5,4,3,2,9,8,7,6,5,4,3,2 = 424, 424 mod 11 = 6, 11 - 6 = 5.
const EXAMPLE = { masked: '12.ABC.345/01DE-35', key: '12ABC34501DE35' };
// Values made by generateCnpj({ version: 2 }) once and kept, so a failure names the same value every run.
const GENERATED = ['RTNUONZIS0UT52', '7S1N5KX4MCHB19', 'O2G1MG54K5RW54'];

describe('isValidDocument: a stored CPF or CNPJ with its check digits', () => {
  it.each<[string, string, boolean]>([
    ['a CPF', '38251266173', true],
    ['a CPF with a wrong check digit', '38251266174', false],
    ['a CPF of repeated digits', '11111111111', false],
    ['a numeric CNPJ', '59976707695812', true],
    ['a numeric CNPJ with a wrong check digit', '59976707695813', false],
    ['a numeric CNPJ of repeated digits', '00000000000000', false],
    ["the Receita Federal's alphanumeric example", EXAMPLE.key, true],
    ...GENERATED.map((key): [string, string, boolean] => [`the generated alphanumeric CNPJ ${key}`, key, true]),
    ['an alphanumeric CNPJ with a wrong first check digit', '12ABC34501DE45', false],
    ['an alphanumeric CNPJ with a wrong second check digit', '12ABC34501DE36', false],
    ['an alphanumeric CNPJ with a letter among the check digits', '12ABC34501DE3A', false],
    ['an alphanumeric CNPJ in lower case (not the stored form)', '12abc34501de35', false],
    ['an alphanumeric CNPJ still masked (not the stored form)', EXAMPLE.masked, false],
    ['a CPF with a letter', '3825126617A', false],
    ['13 characters', '12ABC34501DE3', false],
    ['15 characters', '12ABC34501DE350', false],
    ['nothing', '', false],
  ])('%s (%s) is %s', (_case, key, expected) => {
    expect(isValidDocument(key)).toBe(expected);
  });

  it('accepts every alphanumeric CNPJ generateCnpj({ version: 2 }) makes, and its mask reads back to it', () => {
    for (let i = 0; i < 200; i += 1) {
      const key = generateCnpj({ version: 2 });
      if (!isValidDocument(key) || documentKey(formatDocument(key)) !== key) throw new Error(`refused ${key}`);
    }
  });
});

describe('documentKey and documentKind: the stored form and its shape', () => {
  it.each([
    [' 382.512.661-73 ', '38251266173', 'cpf'],
    ['59.976.707/6958-12', '59976707695812', 'cnpj'],
    [EXAMPLE.masked, EXAMPLE.key, 'cnpj'],
    ['12.abc.345/01de-35', EXAMPLE.key, 'cnpj'],
    ['12 abc 345 01de 35', EXAMPLE.key, 'cnpj'],
    ['12.ABC.345/01DE-3A', '12ABC34501DE3A', null],
    ['1234', '1234', null],
  ])('%j is stored as %j, a %s', (typed, key, kind) => {
    expect(documentKey(typed)).toBe(key);
    expect(documentKind(documentKey(typed))).toBe(kind);
  });
});

describe('formatDocument: the mask shown', () => {
  it.each([
    ['38251266173', '382.512.661-73'],
    ['59976707695812', '59.976.707/6958-12'],
    [EXAMPLE.key, EXAMPLE.masked],
    ['RTNUONZIS0UT52', 'RT.NUO.NZI/S0UT-52'],
    ['12ABC34501DE3A', '12ABC34501DE3A'],
    ['123', '123'],
  ])('%s is shown as %s', (key, shown) => {
    expect(formatDocument(key)).toBe(shown);
  });
});

describe('optionalDocument: the CPF/CNPJ field of the registration, the profile and the checkout', () => {
  it.each([
    ['an alphanumeric CNPJ with the mask', EXAMPLE.masked, EXAMPLE.key],
    ['an alphanumeric CNPJ in lower case', '12.abc.345/01de-35', EXAMPLE.key],
    ['an alphanumeric CNPJ without the mask', ' 12abc34501de35 ', EXAMPLE.key],
    ['a numeric CNPJ', '59.976.707/6958-12', '59976707695812'],
    ['a CPF', '382.512.661-73', '38251266173'],
  ])('stores %s as %j', (_case, typed, stored) => {
    expect(optionalDocument().parse(typed)).toBe(stored);
  });

  it.each([
    ['a wrong check digit', '12.ABC.345/01DE-36'],
    ['a letter among the check digits', '12.ABC.345/01DE-3A'],
    ['an accented letter', '12.ÁBC.345/01DE-35'],
    ['a character outside the mask', '12.ABC.345/01DE35!'],
    ['letters in a CPF', '382.512.661-7A'],
  ])('refuses %s', (_case, typed) => {
    const result = optionalDocument().safeParse(typed);
    expect(result.error?.issues.map((issue) => issue.message)).toMatchInlineSnapshot(`
      [
        "O campo CPF/CNPJ deve ser um CPF ou CNPJ válido.",
      ]
    `);
  });
});

describe('a Pix key of type CNPJ', () => {
  it.each([
    [EXAMPLE.masked, { kind: 'cnpj', key: EXAMPLE.key }],
    ['12.abc.345/01de-35', { kind: 'cnpj', key: EXAMPLE.key }],
    // Hex letters and a hyphen: a CNPJ's shape wins over the random key's.
    ['12ABC34501DE-35', { kind: 'cnpj', key: EXAMPLE.key }],
    ['11.222.333/0001-81', { kind: 'cnpj', key: '11222333000181' }],
    ['529.982.247-25', { kind: 'cpf', key: '52998224725' }],
    ['123e4567-e89b-12d3-a456-426614174000', { kind: 'evp', key: '123e4567-e89b-12d3-a456-426614174000' }],
  ])('%s is stored as %j', (typed, expected) => {
    expect(normalizePixKey(typed)).toEqual(expected);
    expect(pixKeyField().parse(typed)).toBe(expected.key);
  });

  it.each([
    ['a wrong check digit: a CNPJ, malformed', '12.ABC.345/01DE-36', 'cnpj', PIX_KEY_MESSAGES.cnpj],
    ['a letter among the check digits: no kind of key', '12.ABC.345/01DE-3A', 'unknown', PIX_KEY_MESSAGES.unknown],
  ])('refuses %s', (_case, typed, kind, message) => {
    expect(pixKeyKind(typed)).toBe(kind);
    expect(normalizePixKey(typed)).toBeNull();
    expect(pixKeyField().safeParse(typed).error?.issues[0].message).toBe(message);
  });
});
