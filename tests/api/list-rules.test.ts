import type postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import type { PageQuery } from '../../src/lib/schemas/pagination';
import { getSql } from '../../src/server/db/client';
import { byIdOrSlug, contentTable, listed, publishedOnly, readerFilter } from '../../src/server/db/content-rows';
import { countRows, pageOf, pageOfAll, pageWindow } from '../../src/server/db/paging';

// The list rules run as SQL against the real server, over rows written inline (no table is touched): an item by id or
// slug, what the public sees of a content table, and the page window of a list.

// id, slug, status, published_at: a due post, a draft, a post scheduled for tomorrow, and one whose slug starts with digits.
const items = (alias: string) => getSql()`(values
  (1::bigint, 'feira', 'published', now() - interval '1 day'),
  (2::bigint, 'rascunho', 'draft', null::timestamptz),
  (3::bigint, 'agendada', 'published', now() + interval '1 day'),
  (12::bigint, '12-anos', 'published', now() - interval '1 hour')
) as ${getSql()(alias)} (id, slug, status, published_at)`;

// The ids of the rows a condition keeps (`filter` is `and …`, as readerFilter gives it).
const idsWhere = async (alias: string, filter: postgres.Fragment): Promise<number[]> => {
  const rows = await getSql()<{ id: number }[]>`select id::int as id from ${items(alias)} where true ${filter} order by id`;
  return rows.map((row) => row.id);
};
const and = (condition: postgres.Fragment) => getSql()`and ${condition}`;

describe('byIdOrSlug', () => {
  it.each([
    ['an id', '1', [1]],
    ['a slug', 'feira', [1]],
    ['a slug that starts with digits', '12-anos', [12]],
    ['another id', '12', [12]],
    ['digits with a leading zero (no id, no slug)', '012', []],
    ['the largest id text', '999999999999999999', []],
    // Past 18 digits the key is not an id, so it is looked up as a slug: no bigint overflow, no 500.
    ['a number too large for a bigint', '99999999999999999999', []],
    ['a hostile key', "1' or 1=1 --", []],
  ])('%s (%j) -> %j', async (_case, key, expected) => {
    expect(await idsWhere('p', and(byIdOrSlug(getSql(), contentTable('posts', 'p'), key)))).toEqual(expected);
  });
});

describe('publishedOnly and readerFilter', () => {
  it.each([
    ['posts: the public sees the published and due', contentTable('posts', 'p'), false, null, [1, 12]],
    ['events: the public sees every published one', contentTable('events', 'p'), false, null, [1, 3, 12]],
    ['pages under their own name', contentTable('pages'), false, null, [1, 3, 12]],
    ['a reader who sees drafts sees all', contentTable('posts', 'p'), true, null, [1, 2, 3, 12]],
    ['a reader who sees drafts, filtering drafts', contentTable('posts', 'p'), true, 'draft', [2]],
    ['a reader who sees drafts, filtering published (scheduled too)', contentTable('posts', 'p'), true, 'published', [1, 3, 12]],
    ['the public asking for drafts still sees the published only', contentTable('posts', 'p'), false, 'draft', [1, 12]],
  ])('%s', async (_case, table, seesDrafts, status, expected) => {
    expect(await idsWhere(table.name, readerFilter(getSql(), table, seesDrafts, status))).toEqual(expected);
  });

  it('publishedOnly is the public side of readerFilter', async () => {
    for (const table of [contentTable('posts', 'p'), contentTable('medias', 'p')]) {
      expect(await idsWhere(table.name, and(publishedOnly(getSql(), table)))).toEqual(await idsWhere(table.name, readerFilter(getSql(), table, false)));
    }
  });
});

describe('listed', () => {
  it.each([
    ['a post without its body', { id: '1', title: 'Feira', body: '<p>…</p>' }, 'body', { id: '1', title: 'Feira' }],
    ['a page without its blocks', { id: '2', blocks: [], is_home: true }, 'blocks', { id: '2', is_home: true }],
  ] as const)('%s', (_case, item, field, expected) => {
    const shown = listed(item as Record<string, unknown>, field);
    expect(shown).toEqual(expected);
    expect(field in shown).toBe(false);
  });
});

describe('countRows', () => {
  it.each([
    ['every row', contentTable('posts', 'p'), true, 4],
    ['what the public sees of posts', contentTable('posts', 'p'), false, 2],
    ['what the public sees of events', contentTable('events', 'p'), false, 3],
  ])('%s', async (_case, table, seesDrafts, expected) => {
    expect(await countRows(getSql(), getSql()`${items(table.name)} where true ${readerFilter(getSql(), table, seesDrafts)}`)).toBe(expected);
  });
});

describe('pageWindow and pageOf', () => {
  const query = (page: number, per_page: number): PageQuery => ({ page, per_page });
  it.each([
    ['the first page', query(1, 20), 45, [1, 20]],
    ['a middle page', query(2, 20), 45, [21, 40]],
    ['the last, shorter page', query(3, 20), 45, [41, 45]],
    ['a page past the last', query(4, 20), 45, null],
    ['pages of one', query(7, 1), 45, [7, 7]],
  ])('%s', async (_case, asked, total, range) => {
    const rows = await getSql()<{ n: number }[]>`select n from generate_series(1, ${total}) n order by n ${pageWindow(getSql(), asked)}`;
    const data = rows.map((row) => row.n);
    expect(range === null ? data : [data[0], data.at(-1)]).toEqual(range ?? []);
    expect(pageOf(data, total, asked)).toEqual({ data, total, page: asked.page, per_page: asked.per_page });
  });

  it.each([
    ['the first page', query(1, 2), { data: ['pt', 'en'], total: 3, page: 1, per_page: 2 }],
    ['the last page', query(2, 2), { data: ['es'], total: 3, page: 2, per_page: 2 }],
    ['past the last', query(3, 2), { data: [], total: 3, page: 3, per_page: 2 }],
  ])('pageOfAll: %s', (_case, asked, expected) => {
    expect(pageOfAll(['pt', 'en', 'es'], asked)).toEqual(expected);
  });
});
