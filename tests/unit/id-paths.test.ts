import { describe, expect, it } from 'vitest';
import { DEFAULT_FEATURES, type PublicSettings } from '../../src/lib/schemas/settings';
import type { SitemapRow } from '../../src/server/seo/sitemap';
import { idRedirectLines, slugPathOfId, type IdPathKind } from '../../src/server/site/id-paths';

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

const row = (kind: SitemapRow['kind'], id: string, slug: string): SitemapRow => ({ kind, id, slug, is_home: false, updated_at: new Date(0) });
const ROWS = [row('page', '1', 'inicio'), row('post', '2', 'feira'), row('event', '3', 'show'), row('media', '4', 'livro'), row('product', '5', 'caneca')];
const withFeatures = (on: boolean) =>
  ({ features: Object.fromEntries(Object.entries(DEFAULT_FEATURES).map(([k, f]) => [k, { ...f, enabled: on }])) }) as PublicSettings;

describe.each([
  ['every section on', withFeatures(true), ['/1 /inicio 301', '/noticias/2 /noticias/feira 301', '/agenda/3 /agenda/show 301', '/loja/5 /loja/caneca 301']],
  ['every section off', withFeatures(false), ['/1 /inicio 301']],
  ['no settings (before the setup)', null, []],
])('idRedirectLines with %s', (_case, settings, expected) => {
  it('lists the pages, news, events and products by id (the library is not served by id)', () => {
    expect(idRedirectLines({ settings, rows: ROWS })).toEqual(expected);
  });
});
