import { describe, expect, it } from 'vitest';
import { HttpError } from '../../src/server/http/http-error';
import { DEFAULT_MERCADOPAGO_API_BASE, mercadoPagoBase } from '../../src/server/shop/payments/mercadopago/mercadopago-env';
import {
  centsFromReais,
  expirationText,
  identification,
  MAX_AMOUNT_CENTS,
  reaisFromCents,
} from '../../src/server/shop/payments/mercadopago/mercadopago-shapes';

// The decimal text of cents by integer arithmetic only, to compare the JSON of reaisFromCents with.
const decimal = (cents: number) => `${Math.floor(cents / 100)}${cents % 100 === 0 ? '' : `.${String(cents % 100).padStart(2, '0').replace(/0$/, '')}`}`;

describe('amounts: integer cents to the reais Mercado Pago takes, exactly', () => {
  it.each([1, 5, 10, 29, 99, 100, 101, 1999, 15990, 123456, 99_999_999, 999_999_999_999, MAX_AMOUNT_CENTS])('%i cents', (cents) => {
    expect(JSON.stringify(reaisFromCents(cents))).toBe(decimal(cents));
    expect(centsFromReais(reaisFromCents(cents))).toBe(cents);
  });

  it('writes every amount up to R$ 2.000,00 as its two-decimal text', () => {
    for (let cents = 1; cents <= 200_000; cents += 1) {
      if (JSON.stringify(reaisFromCents(cents)) !== decimal(cents)) throw new Error(`${cents} cents`);
    }
  });

  it.each([0, -100, 10.5, Number.NaN, MAX_AMOUNT_CENTS + 1])('refuses %s cents (a bug, not a 4xx)', (cents) => {
    expect(() => reaisFromCents(cents)).toThrow(/positive integer of cents/);
  });
});

describe('identification: CPF or CNPJ by its shape', () => {
  it.each([
    ['123.456.789-09', { type: 'CPF', number: '12345678909' }],
    ['12345678909', { type: 'CPF', number: '12345678909' }],
    ['11.222.333/0001-81', { type: 'CNPJ', number: '11222333000181' }],
    ['12.ABC.345/01DE-35', { type: 'CNPJ', number: '12ABC34501DE35' }],
    ['12abc34501de35', { type: 'CNPJ', number: '12ABC34501DE35' }],
  ])('%s', (document, expected) => {
    expect(identification(document)).toEqual(expected);
  });

  it.each(['', '1234', '123456789012', '12ABC34501DE3A', '1234567890A'])('answers 422 on the document field for %j', (document) => {
    const error = (() => {
      try {
        identification(document);
      } catch (thrown) {
        return thrown;
      }
    })();
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 422, errors: { document: ['Informe um CPF (11 dígitos) ou CNPJ (14 caracteres).'] } });
  });
});

describe('expirationText: date_of_expiration in Brasília time with its offset', () => {
  it('writes milliseconds and -03:00', () => {
    expect(expirationText(new Date('2026-03-10T15:00:00Z'))).toBe('2026-03-10T12:00:00.000-03:00');
  });
});

describe('mercadoPagoBase: MERCADOPAGO_API_BASE, read at each call', () => {
  const set = (value: string | undefined) => {
    if (value === undefined) delete process.env.MERCADOPAGO_API_BASE;
    else process.env.MERCADOPAGO_API_BASE = value;
  };

  it('defaults to the real API, also when empty', () => {
    set(undefined);
    expect(mercadoPagoBase()).toBe(DEFAULT_MERCADOPAGO_API_BASE);
    set('');
    expect(mercadoPagoBase()).toBe('https://api.mercadopago.com');
  });

  it('takes a stand-in address without its trailing slash', () => {
    set('http://127.0.0.1:4010/');
    expect(mercadoPagoBase()).toBe('http://127.0.0.1:4010');
    set(undefined);
  });

  it.each(['ftp://exemplo.org', 'api.mercadopago.com'])('names the variable to fix for %j', (value) => {
    set(value);
    expect(() => mercadoPagoBase()).toThrowErrorMatchingInlineSnapshot(`
      [Error: Variáveis de ambiente do Mercado Pago inválidas:
      MERCADOPAGO_API_BASE: MERCADOPAGO_API_BASE deve ser um endereço http(s), como https://api.mercadopago.com]
    `);
    set(undefined);
  });
});
