import { describe, expect, it } from 'vitest';
import { carrierOf, isMelhorEnvioOption, melhorEnvioOption, shippingLabel } from '../../src/lib/shop/melhorenvio';
import { calculateBody, melhorEnvioUserAgent, readService } from '../../src/server/shop/shipping/melhorenvio';

const company = { id: 2, name: 'Jadlog', picture: '' };

describe("reading a service of Melhor Envio's answer", () => {
  it('takes the custom price and days when there are, else the carrier’s (reais to cents, strings or numbers)', () => {
    expect(readService({ id: 3, name: '.Package', price: '20.00', custom_price: '18.5', delivery_time: 6, custom_delivery_time: 7, company })).toEqual({
      id: 3,
      name: '.Package',
      carrier: 'Jadlog',
      price_cents: 1850,
      days: 7,
    });
    expect(readService({ id: 1, name: 'PAC', price: 23.456, delivery_time: 5, company: { name: 'Correios' } })).toMatchObject({ price_cents: 2346, days: 5 });
  });

  it('keeps the error of a service that cannot carry the parcel, and words an unreadable price or days as one', () => {
    expect(readService({ id: 2, name: 'SEDEX', error: ' Dimensões inválidas ', company })).toEqual({ id: 2, name: 'SEDEX', carrier: 'Jadlog', error: 'Dimensões inválidas' });
    expect(readService({ id: 2, name: 'SEDEX', price: '23,45', delivery_time: 1, company })).toMatchObject({ error: 'Preço ilegível.' });
    expect(readService({ id: 2, name: 'SEDEX', price: '0.00', delivery_time: 1, company })).toMatchObject({ error: 'Preço ilegível.' });
    expect(readService({ id: 2, name: 'SEDEX', price: '10.00', delivery_time: 'dois', company })).toMatchObject({ error: 'Prazo ilegível.' });
  });

  it('names a service without a name or company, and skips what is not a service', () => {
    expect(readService({ id: 9, price: '10.00', delivery_time: 2 })).toEqual({ id: 9, name: 'Serviço 9', carrier: 'Melhor Envio', price_cents: 1000, days: 2 });
    expect([null, 'PAC', { id: 'x' }, { id: 0 }].map(readService)).toEqual([null, null, null, null]);
  });
});

describe('the request', () => {
  it('sends sides rounded up (at least 1 cm), weight in kg and the insurance in reais per unit', () => {
    const body = calculateBody('01310100', '20040020', [
      { weight_g: 1250, height_cm: 0, width_cm: 10.2, length_cm: 30, package_format: 3, quantity: 3, unit_price_cents: 1999 },
      { weight_g: 80, height_cm: 1, width_cm: 11, length_cm: 16, package_format: 3, quantity: 1 },
    ]);
    expect(body.products).toEqual([
      { id: '1', width: 11, height: 1, length: 30, weight: 1.25, insurance_value: 19.99, quantity: 3 },
      { id: '2', width: 11, height: 1, length: 16, weight: 0.08, insurance_value: 0, quantity: 1 },
    ]);
  });

  it('gives a User-Agent of ASCII: the site title without accents or parentheses, and the e-mail', () => {
    expect(melhorEnvioUserAgent({ appName: 'Associação São João (Loja)', email: 'ti@exemplo.org' })).toBe('Associacao Sao Joao Loja (ti@exemplo.org)');
    expect(melhorEnvioUserAgent({ appName: '✨', email: 'ti@exemplo.org' })).toBe('Vitrine (ti@exemplo.org)');
  });
});

describe('option codes and labels', () => {
  it('names a Melhor Envio option me-<id> and tells it from the others', () => {
    expect(melhorEnvioOption(17)).toBe('me-17');
    expect(['me-1', 'me-999999', 'me-0', 'me-01', 'me-', '04510', 'retirada'].map(isMelhorEnvioOption)).toEqual([true, true, false, false, false, false, false]);
  });

  it('labels an option with its carrier unless its name says it already, and finds the carrier of an order', () => {
    expect(shippingLabel({ name: '.Package', carrier: 'Jadlog' })).toBe('Jadlog .Package');
    expect(shippingLabel({ name: 'Correios PAC', carrier: 'Correios' })).toBe('Correios PAC');
    expect(shippingLabel({ name: 'PAC' })).toBe('PAC');
    expect(carrierOf({ service: 'me-3', carrier: 'Jadlog' })).toBe('Jadlog');
    expect(carrierOf({ service: '04510' })).toBe('Correios');
    expect(carrierOf({ service: 'retirada' })).toBeNull();
  });
});
