import { describe, expect, it } from 'vitest';
import { STATES } from '../../src/lib/br-places';
import { formatBrl, formatDecimal, parseBrl } from '../../src/lib/money';
import { cepStateError, stateOfCep } from '../../src/lib/cep-states';
import { postalCodeField } from '../../src/lib/shop/cep-regions';
import { optionalCepField, statesField } from '../../src/lib/shop/fields';
import { credentialErrors } from '../../src/lib/shop/shop-settings';

describe('formatBrl: cents for people', () => {
  it.each([
    [0, 'R$ 0,00'],
    [5, 'R$ 0,05'],
    [2345, 'R$ 23,45'],
    [123456, 'R$ 1.234,56'],
    [100000000, 'R$ 1.000.000,00'],
    [-2345, '-R$ 23,45'],
  ])('%i -> %s', (cents, text) => {
    expect(formatBrl(cents)).toBe(text);
  });

  it('formatDecimal leaves the symbol out, as a form shows a price', () => {
    expect(formatDecimal(123456)).toBe('1.234,56');
  });
});

describe('parseBrl: reais as typed (and as the Correios answer them) to cents', () => {
  it.each([
    ['23,45', 2345],
    ['23,4', 2340],
    ['7', 700],
    ['R$ 1.234,56', 123456],
    ['1234,56', 123456],
    [' 0,05 ', 5],
    ['', null],
  ])('%j -> %s', (text, cents) => {
    expect(parseBrl(text)).toBe(cents);
  });

  it.each(['abc', '23.45', '1,234', '-5', '1.23,00', '12,'])('%j is not an amount (NaN)', (text) => {
    expect(parseBrl(text)).toBeNaN();
  });
});

describe('stateOfCep', () => {
  it.each([
    ['01310100', 'SP'],
    ['20040020', 'RJ'],
    ['69300000', 'RR'],
    ['69900000', 'AC'],
    ['69400000', 'AM'],
    ['70040010', 'DF'],
    ['73000000', 'DF'],
    ['72800000', 'GO'],
    ['74000000', 'GO'],
    ['76800000', 'RO'],
    ['78900000', 'RO'],
    ['99999999', 'RS'],
    ['00999999', null],
    ['0131010', null],
  ])('%s is %s', (cep, state) => {
    expect(stateOfCep(cep)).toBe(state);
  });

  it('reaches each of the 27 states', () => {
    const reached = new Set<string>();
    for (let prefix = 1000; prefix <= 99999; prefix += 100) reached.add(stateOfCep(`${String(prefix).padStart(5, '0')}000`) ?? '');
    expect([...reached].filter(Boolean).sort()).toEqual(STATES.map((s) => s.code).sort());
  });

  it('postalCodeField keeps the digits of a masked CEP', () => {
    expect(postalCodeField().parse(' 01310-100 ')).toBe('01310100');
  });
});

describe('cepStateError: an address whose CEP is not of its state', () => {
  it.each([
    ['01001000', 'SP', null],
    ['69005040', 'AM', null],
    ['69400000', 'AM', null],
    ['73000000', 'DF', null],
    ['01001000', 'AM', 'O campo CEP pertence ao estado SP, não a AM. Confira o CEP e o Estado.'],
    ['69300000', 'AM', 'O campo CEP pertence ao estado RR, não a AM. Confira o CEP e o Estado.'],
    ['72800000', 'DF', 'O campo CEP pertence ao estado GO, não a DF. Confira o CEP e o Estado.'],
    ['00100000', 'SP', 'O campo CEP não corresponde a nenhuma região do Brasil.'],
  ])('%s in %s: %s', (cep, state, message) => {
    expect(cepStateError(cep, state)).toBe(message);
  });
});

describe('statesField and optionalCepField', () => {
  it.each([
    ['sp, rj;MG', ['SP', 'RJ', 'MG']],
    [['SP', 'sp', ' rj '], ['SP', 'RJ']],
    ['', []],
  ])('%j -> %j', (value, states) => {
    expect(statesField('Estados').parse(value)).toEqual(states);
  });

  it('names the codes it does not know', () => {
    expect(statesField('Estados').safeParse('SP, XX, Y').error?.issues.map((i) => i.message)).toEqual([
      'O campo Estados deve listar UFs, como SP, RJ (não reconhecidas: XX, Y).',
    ]);
  });

  it.each([
    ['', null],
    [null, null],
    [undefined, null],
    ['01000-000', '01000000'],
  ])('optional CEP %j -> %j', (value, cep) => {
    expect(optionalCepField().parse(value)).toBe(cep);
  });

  it('gives the CEP message for a wrong one', () => {
    expect(optionalCepField().safeParse('0100').error?.issues.map((i) => i.message)).toEqual(['O campo CEP deve ter 8 dígitos.']);
  });
});

describe('credentialErrors', () => {
  const none = { correios_user: false, correios_access_code: false, correios_contract: false, correios_card: false };
  it('asks nothing of the table provider', () => {
    expect(credentialErrors('tabela', none)).toEqual({});
  });
  it('names what the Correios still need', () => {
    expect(credentialErrors('correios', { ...none, correios_user: true, correios_contract: true })).toEqual({
      correios_access_code: ['Informe o código de acesso para usar o contrato dos Correios.'],
      correios_card: ['Informe o cartão de postagem para usar o contrato dos Correios.'],
    });
  });
});
