import { describe, expect, it } from 'vitest';
import { idText, isId, isNumericId, numericId } from '../../src/lib/ids';
import { idField, idTextField, optionalIdField } from '../../src/lib/schemas/id-field';

const MESSAGE = 'O campo Produto deve ser o id de um produto.';

// The one rule of a row id (src/lib/ids.ts): text of 1 to 18 digits without a leading zero, so it always fits a
// bigint (at most 9223372036854775807); a number only while it is a safe integer.
describe('isId', () => {
  it.each([
    ['1', true],
    ['42', true],
    ['123456789012345678', true],
    ['999999999999999999', true],
    ['1234567890123456789', false],
    ['9223372036854775807', false],
    ['0', false],
    ['012', false],
    ['-1', false],
    ['+1', false],
    ['1.5', false],
    ['1e3', false],
    [' 1', false],
    ['1 ', false],
    ['', false],
    ['abc', false],
    ['١', false],
    ['0x10', false],
    [null, false],
    [undefined, false],
  ] as [string | null | undefined, boolean][])('%j -> %s', (text, expected) => {
    expect(isId(text)).toBe(expected);
  });
});

describe('isNumericId', () => {
  it.each([
    [1, true],
    [Number.MAX_SAFE_INTEGER, true],
    [Number.MAX_SAFE_INTEGER + 1, false],
    [0, false],
    [-1, false],
    [1.5, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
  ])('%d -> %s', (value, expected) => {
    expect(isNumericId(value)).toBe(expected);
  });
});

describe('idText', () => {
  it.each([
    ['a string id', '42', '42'],
    ['a string id with spaces around', ' 42 ', '42'],
    ['an 18-digit string', '999999999999999999', '999999999999999999'],
    ['a 19-digit string', '1234567890123456789', null],
    ['a number id', 42, '42'],
    ['the largest safe number', 9007199254740991, '9007199254740991'],
    ['a number past the safe ones (it may be another id rounded)', 9007199254740993, null],
    ['a fraction', 1.5, null],
    ['zero', 0, null],
    ['a negative number', -4, null],
    ['a leading zero', '07', null],
    ['an empty string', '', null],
    ['null', null, null],
    ['a boolean', true, null],
    ['an array', ['1'], null],
    ['an object', { id: '1' }, null],
  ])('%s -> %j', (_case, value, expected) => {
    expect(idText(value)).toBe(expected);
  });
});

describe('numericId', () => {
  it.each([
    ['42', 42],
    ['9007199254740991', 9007199254740991],
    ['9007199254740992', null],
    ['123456789012345678', null],
    ['042', null],
    ['', null],
  ])('%j -> %j', (text, expected) => {
    expect(numericId(text)).toBe(expected);
  });
});

const outcome = (schema: { safeParse: (v: unknown) => { success: boolean; data?: unknown; error?: { issues: { message: string }[] } } }, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? { data: result.data } : { errors: result.error?.issues.map((issue) => issue.message) };
};

describe('idField', () => {
  it.each([
    ['a string id', '12', { data: '12' }],
    ['a number id (the cart cookie)', 12, { data: '12' }],
    ['an 18-digit string', '999999999999999999', { data: '999999999999999999' }],
    ['spaces around', ' 12 ', { data: '12' }],
    ['a number past the safe ones', 9007199254740993, { errors: [MESSAGE] }],
    ['letters', 'abc', { errors: [MESSAGE] }],
    ['zero', 0, { errors: [MESSAGE] }],
    ['blank', '', { errors: [MESSAGE] }],
    ['null', null, { errors: [MESSAGE] }],
    ['an object', { $gt: '' }, { errors: [MESSAGE] }],
  ])('%s -> %j', (_case, value, expected) => {
    expect(outcome(idField(MESSAGE), value)).toEqual(expected);
  });
});

describe('optionalIdField', () => {
  it.each([
    ['absent', undefined, { data: null }],
    ['null', null, { data: null }],
    ['blank', '  ', { data: null }],
    ['a string id', '5', { data: '5' }],
    ['a number id', 5, { data: '5' }],
    ['a fraction', '1.5', { errors: [MESSAGE] }],
    ['a negative number', -1, { errors: [MESSAGE] }],
    ['a boolean', false, { errors: [MESSAGE] }],
  ])('%s -> %j', (_case, value, expected) => {
    expect(outcome(optionalIdField(MESSAGE), value)).toEqual(expected);
  });
});

describe('idTextField', () => {
  const field = idTextField('Cada id deve ser um número inteiro positivo.', 'Cada id deve ser um texto.');
  it.each([
    ['a string id', '7', { data: '7' }],
    ['a number', 7, { errors: ['Cada id deve ser um texto.'] }],
    ['spaces around (taken as sent, not trimmed)', ' 7', { errors: ['Cada id deve ser um número inteiro positivo.'] }],
    ['19 digits', '1'.repeat(19), { errors: ['Cada id deve ser um número inteiro positivo.'] }],
  ])('%s -> %j', (_case, value, expected) => {
    expect(outcome(field, value)).toEqual(expected);
  });

  it('answers its one message for a value of another type when given one message', () => {
    expect(outcome(idTextField(MESSAGE), 7)).toEqual({ errors: [MESSAGE] });
  });
});
