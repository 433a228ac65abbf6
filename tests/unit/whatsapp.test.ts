import { describe, expect, it } from 'vitest';
import { productMessage, whatsappE164, whatsappUrl } from '../../src/lib/whatsapp';

describe('whatsappE164: a Brazilian number as typed -> E.164', () => {
  it.each<[string, string, string | null]>([
    ['a mobile with its mask', '(11) 98765-4321', '+5511987654321'],
    ['a mobile, digits only', '11987654321', '+5511987654321'],
    ['with +55', '+55 11 98765-4321', '+5511987654321'],
    ['with 55 and no plus', '5511987654321', '+5511987654321'],
    ['with 0055', '0055 11 98765-4321', '+5511987654321'],
    ['with the trunk 0', '011 98765-4321', '+5511987654321'],
    ['a landline', '(11) 3000-0000', '+551130000000'],
    ['a landline with +55', '+55 (21) 2345-6789', '+552123456789'],
    ['a mobile of area code 55 (Santa Maria, RS)', '(55) 98765-4321', '+5555987654321'],
    ['area code 55 with the country code', '+55 55 98765-4321', '+5555987654321'],
    ['no area code', '98765-4321', null],
    ['an area code that does not exist', '(20) 98765-4321', null],
    ['a 0800 number', '0800 123 4567', null],
    ['too many digits', '119876543210', null],
    ['letters', 'zap', null],
    ['empty', '', null],
  ])('%s: %s -> %s', (_, typed, stored) => {
    expect(whatsappE164(typed)).toBe(stored);
  });
});

describe('whatsappUrl: the wa.me link', () => {
  it('has the digits only, without the plus', () => {
    expect(whatsappUrl('+5511987654321')).toBe('https://wa.me/5511987654321');
  });

  it('encodes the text as a URL component: spaces, line breaks, accents, & and ?', () => {
    const url = whatsappUrl('+5511987654321', 'Olá! Café & pão?\nhttps://loja.example/loja/cafe?x=1');
    expect(url).toBe(
      'https://wa.me/5511987654321?text=Ol%C3%A1!%20Caf%C3%A9%20%26%20p%C3%A3o%3F%0Ahttps%3A%2F%2Floja.example%2Floja%2Fcafe%3Fx%3D1',
    );
    expect(new URL(url).searchParams.get('text')).toBe('Olá! Café & pão?\nhttps://loja.example/loja/cafe?x=1');
  });
});

describe('productMessage', () => {
  it('names the product, the chosen options and the link, one per line', () => {
    expect(productMessage('Quero comprar:', 'Camiseta', [['Tamanho', 'M'], ['Cor', 'Azul']], 'https://x.example/loja/camiseta')).toBe(
      'Quero comprar: Camiseta\nTamanho: M, Cor: Azul\nhttps://x.example/loja/camiseta',
    );
  });

  it('leaves out options not chosen, and the line when none is', () => {
    expect(productMessage('Quero comprar:', 'Camiseta', [['Tamanho', ''], ['Cor', 'Azul']], 'https://x.example/c')).toBe(
      'Quero comprar: Camiseta\nCor: Azul\nhttps://x.example/c',
    );
    expect(productMessage('Quero comprar:', 'Caneca', [], 'https://x.example/c')).toBe('Quero comprar: Caneca\nhttps://x.example/c');
  });
});
