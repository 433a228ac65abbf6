import { describe, expect, it } from 'vitest';
import { CORREIOS_CODE_SHAPE, orderTracking, TRACKING_CODE_SHAPE, trackingCodeError, trackingSite, trackingUrl } from '../../src/lib/shop/tracking';

describe('trackingUrl: where a parcel is followed', () => {
  it.each([
    ['a Correios code without a carrier', 'AA123456789BR', undefined, 'https://rastreamento.correios.com.br/app/index.php?objetos=AA123456789BR'],
    ['a Correios code with a null carrier', 'QB987654321BR', null, 'https://rastreamento.correios.com.br/app/index.php?objetos=QB987654321BR'],
    ['a Correios code typed in lower case with spaces', ' aa123456789br ', undefined, 'https://rastreamento.correios.com.br/app/index.php?objetos=AA123456789BR'],
    ['the Correios named by Melhor Envio', 'AA123456789BR', 'Correios', 'https://rastreamento.correios.com.br/app/index.php?objetos=AA123456789BR'],
    ['the Correios in upper case', 'AA123456789BR', 'CORREIOS', 'https://rastreamento.correios.com.br/app/index.php?objetos=AA123456789BR'],
    ['Jadlog', '10083202600123', 'Jadlog', 'https://www.jadlog.com.br/jadlog/tracking?cte=10083202600123'],
    ['Jadlog in another case', '10083202600123', 'JADLOG', 'https://www.jadlog.com.br/jadlog/tracking?cte=10083202600123'],
    ['Loggi (through Melhor Rastreio)', 'LGI0012345', 'Loggi', 'https://www.melhorrastreio.com.br/rastreio/LGI0012345'],
    ['J&T Express (through Melhor Rastreio)', '888030000123', 'J&T Express', 'https://www.melhorrastreio.com.br/rastreio/888030000123'],
    ['Azul Cargo Express (through Melhor Rastreio)', 'ME2500123456BR', 'Azul Cargo Express', 'https://www.melhorrastreio.com.br/rastreio/ME2500123456BR'],
    ['a Correios-shaped code of another carrier', 'AA123456789BR', 'Loggi', 'https://www.melhorrastreio.com.br/rastreio/AA123456789BR'],
    ['a code of no known shape and no carrier', 'ME24ABCDEF', undefined, 'https://www.melhorrastreio.com.br/rastreio/ME24ABCDEF'],
    ['an empty carrier is no carrier', 'AA123456789BR', '', 'https://rastreamento.correios.com.br/app/index.php?objetos=AA123456789BR'],
  ])('%s', (_name, code, carrier, url) => {
    expect(trackingUrl(code, carrier)).toBe(url);
  });

  it('escapes what a code could carry into the address', () => {
    expect(trackingUrl('A/B?C=D&E#F', 'Loggi')).toBe('https://www.melhorrastreio.com.br/rastreio/A%2FB%3FC%3DD%26E%23F');
    expect(trackingUrl('../x', 'Jadlog')).toBe('https://www.jadlog.com.br/jadlog/tracking?cte=..%2FX');
  });

  it('names the carrier by its name whatever the accents and punctuation', () => {
    expect(trackingSite('X', 'Corrêios')).toBe('correios');
    expect(trackingSite('X', ' Jadlog .Package ')).toBe('jadlog');
    expect(trackingSite('X', 'LATAM Cargo')).toBe('melhorrastreio');
  });
});

describe('orderTracking: an order’s code, link and site', () => {
  it('is null while the order has no code', () => {
    expect(orderTracking({ tracking_code: null })).toBeNull();
    expect(orderTracking({ tracking_code: '  ' })).toBeNull();
  });

  it('follows the code’s shape without a carrier, and the carrier once the order stores one', () => {
    expect(orderTracking({ tracking_code: 'AA123456789BR' })).toEqual({
      code: 'AA123456789BR',
      url: 'https://rastreamento.correios.com.br/app/index.php?objetos=AA123456789BR',
      site: 'Correios',
    });
    expect(orderTracking({ tracking_code: '10083202600123', shipping_carrier: 'Jadlog' })).toEqual({
      code: '10083202600123',
      url: 'https://www.jadlog.com.br/jadlog/tracking?cte=10083202600123',
      site: 'Jadlog',
    });
    expect(orderTracking({ tracking_code: 'LGI0012345', shipping_carrier: 'Loggi' })?.site).toBe('Melhor Rastreio');
    expect(orderTracking({ tracking_code: 'AA123456789BR', shipping_carrier: null })?.site).toBe('Correios');
  });
});

describe('trackingCodeError: the code an order may be sent with', () => {
  it.each([
    ['a Correios code, carrier unknown', 'AA123456789BR', null, null],
    ['a Correios code, Correios', 'AA123456789BR', 'Correios', null],
    ['a Jadlog code, Jadlog', '10083202600123', 'Jadlog', null],
    ['a Loggi code with a hyphen, Loggi', 'LGI-0012345', 'Loggi', null],
    ['another shape, carrier unknown (every order before Melhor Envio)', '10083202600123', null, CORREIOS_CODE_SHAPE],
    ['another shape, Correios', 'AA12345678BR', 'Correios', CORREIOS_CODE_SHAPE],
    ['too short', 'ABC12', 'Jadlog', TRACKING_CODE_SHAPE],
    ['too long', 'A'.repeat(41), 'Jadlog', TRACKING_CODE_SHAPE],
    ['a character no carrier uses', 'ABC/12345', 'Jadlog', TRACKING_CODE_SHAPE],
    ['lower case (the schema upper-cases first)', 'aa123456789br', 'Jadlog', TRACKING_CODE_SHAPE],
  ])('%s', (_name, code, carrier, expected) => {
    expect(trackingCodeError(code, carrier)).toBe(expected);
  });
});
