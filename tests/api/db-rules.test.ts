import { describe, expect, it } from 'vitest';
import { getSql } from '../../src/server/db/client';
import { searchFilter } from '../../src/server/db/like';
import { guardUnique, slugRule } from '../../src/server/db/unique-violation';
import { HttpError } from '../../src/server/http/http-error';

// The shared database rules against the real server: what postgres.js really throws, how ILIKE really matches.
const VALUES = ['Cem % certo', 'cem por cento', 'a_b', 'axb', 'c:\\dir', null];

/** The titles a search keeps, sorted (the values' column `title`, and `place`, which is 'Praça' on every row). */
async function search(q: string | null, columns: string[]): Promise<(string | null)[]> {
  const sql = getSql();
  const rows = await sql<{ title: string | null }[]>`
    select t.title from (select unnest(${VALUES}::text[]) as title, 'Praça' as place) t
    where true ${searchFilter(sql, q, columns)}`;
  return rows.map((row) => row.title).sort();
}

describe('searchFilter', () => {
  it.each([
    ['no search keeps every row', null, ['t.title'], VALUES],
    ['an empty search keeps every row', '', ['t.title'], VALUES],
    ['a word, any case', 'CEM', ['t.title'], ['Cem % certo', 'cem por cento']],
    ['% only literally', '%', ['t.title'], ['Cem % certo']],
    ['_ only literally', 'a_b', ['t.title'], ['a_b']],
    ['\\ only literally', 'c:\\d', ['t.title'], ['c:\\dir']],
    ['a match in any of the columns', 'praça', ['t.title', 't.place'], VALUES],
    ['a null value never matches', 'c', ['t.title'], ['Cem % certo', 'cem por cento', 'c:\\dir']],
    ['no match', 'praça', ['t.title'], []],
  ])('%s', async (_case, q, columns, expected) => {
    expect(await search(q, columns)).toEqual([...expected].sort());
  });
});

describe('guardUnique', () => {
  it.each([
    ['a taken value answers the rule 409 under its field', 'taken', { status: 409, errors: { slug: ['Ocupado.'] } }],
    ['a free value passes', 'free', null],
  ])('%s', async (_case, slug, expected) => {
    const sql = getSql();
    // A temporary table lives on one connection: everything runs in one transaction, the insert in a savepoint.
    const outcome = await sql.begin(async (tx) => {
      await tx`create temporary table rule_items (slug text not null) on commit drop`;
      await tx`create unique index rule_items_slug_key on rule_items (slug)`;
      await tx`insert into rule_items values ('taken')`;
      const insert = () => tx.savepoint((sp) => sp`insert into rule_items values (${slug}) returning slug`);
      return guardUnique(slugRule('rule_items', 'Ocupado.'), insert).then(() => null, (error: unknown) => error);
    });
    if (expected === null) expect(outcome).toBeNull();
    else {
      expect(outcome).toBeInstanceOf(HttpError);
      expect({ status: (outcome as HttpError).status, errors: (outcome as HttpError).errors }).toEqual(expected);
    }
  });
});

describe('guardUnique with several rules', () => {
  it.each([
    ['a clash on the first rule answers its 409', 'taken', 'free', { slug: ['Endereço ocupado.'] }],
    ['a clash on the second rule answers its 409', 'free', 'TAKEN', { sku: ['SKU ocupado.'] }],
    ['free values pass', 'free', 'FREE', null],
  ])('%s', async (_case, slug, sku, expected) => {
    const rules = [slugRule('rule_items', 'Endereço ocupado.'), { constraint: 'rule_items_sku_key', message: 'SKU ocupado.', field: 'sku' }];
    const outcome = await getSql().begin(async (tx) => {
      await tx`create temporary table rule_items (slug text not null, sku text not null) on commit drop`;
      await tx`create unique index rule_items_slug_key on rule_items (slug)`;
      await tx`create unique index rule_items_sku_key on rule_items (sku)`;
      await tx`insert into rule_items values ('taken', 'TAKEN')`;
      const insert = () => tx.savepoint((sp) => sp`insert into rule_items values (${slug}, ${sku}) returning slug`);
      return guardUnique(rules, insert).then(() => null, (error: unknown) => error);
    });
    expect(outcome === null ? null : (outcome as HttpError).errors).toEqual(expected);
  });
});
