import { describe, expect, it } from 'vitest';
import { idAddress, slugPathOfId, type IdPathKind } from '../../src/server/site/id-paths';

const ITEMS = [
  { id: '12', slug: 'feira' },
  { id: '7', slug: 'sobre-nos-2' },
];

describe.each([
  ['page', '12', '/feira'],
  ['post', '12', '/noticias/feira'],
  ['event', '7', '/agenda/sobre-nos-2'],
  ['product', '12', '/loja/feira'],
  ['post', '012', null],
  ['post', '13', null],
  ['post', '12a', null],
  ['post', 'feira', null],
  ['post', '', null],
  ['post', undefined, null],
  ['post', '-12', null],
])('slugPathOfId(%s, %j)', (kind, segment, expected) => {
  it(`is ${expected}`, () => {
    expect(slugPathOfId(kind as IdPathKind, ITEMS, segment)).toBe(expected);
  });
});

describe.each([
  ['/12', { kind: 'page', id: '12' }],
  ['/12/', { kind: 'page', id: '12' }],
  ['/noticias/12', { kind: 'post', id: '12' }],
  ['/agenda/7', { kind: 'event', id: '7' }],
  ['/loja/123456789012345678', { kind: 'product', id: '123456789012345678' }],
  ['/loja/1234567890123456789', null],
  ['/loja/012', null],
  ['/biblioteca/12', null],
  ['/loja/caneca', null],
  ['/loja/pagina/12', null],
  ['/noticias/pagina/2', null],
  ['/', null],
  ['/quem-somos', null],
])('idAddress(%j)', (pathname, expected) => {
  it(`is ${JSON.stringify(expected)}`, () => {
    expect(idAddress(pathname)).toEqual(expected);
  });
});
