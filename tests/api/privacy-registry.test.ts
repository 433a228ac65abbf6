import { describe, expect, it } from 'vitest';
import { getSql } from '../../src/server/db/client';
import { NOT_PERSONAL_EMAILS, PERSONAL_DATA } from '../../src/server/privacy/personal-data';

// The registry of personal data is what the export copies and the deletion erases: a table of the schema that refers
// to an account, or keeps an e-mail, and is missing from it (or is there with another delete rule) would be forgotten
// by one of them. These checks read the migrated schema itself.

type ForeignKey = { table: string; column: string; on_delete: string };

const RULES: Record<string, 'cascade' | 'set null' | 'restrict' | 'no action' | 'set default'> = {
  c: 'cascade',
  n: 'set null',
  r: 'restrict',
  a: 'no action',
  d: 'set default',
};

describe('the registry of personal data', () => {
  it('names every reference to an account with the delete rule its foreign key has', async () => {
    const keys = await getSql()<(Omit<ForeignKey, 'on_delete'> & { rule: string })[]>`
      select c.conrelid::regclass::text as table, a.attname as column, c.confdeltype as rule
      from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      where c.contype = 'f' and c.confrelid = 'public.users'::regclass
      order by 1, 2`;
    const found = keys.map((key) => ({ table: key.table, column: key.column, on_delete: RULES[key.rule] }));
    const listed = PERSONAL_DATA.flatMap(({ table, link }) =>
      link.kind === 'reference' ? [{ table, column: link.column, on_delete: link.onDelete }] : [],
    ).sort((a, b) => (a.table + a.column < b.table + b.column ? -1 : 1));
    expect(found).toEqual(listed);
  });

  it('names every table with an e-mail column (or says why it is not a person’s)', async () => {
    const columns = await getSql()<{ table: string; column: string }[]>`
      select table_name as table, column_name as column from information_schema.columns
      where table_schema = 'public' and column_name like '%email%' order by 1, 2`;
    const known = new Set([...PERSONAL_DATA.map((entry) => entry.table), ...Object.keys(NOT_PERSONAL_EMAILS)]);
    expect(columns.filter((column) => !known.has(column.table))).toEqual([]);
    const byEmail = PERSONAL_DATA.flatMap(({ table, link }) => (link.kind === 'email' ? [{ table, column: link.column }] : []));
    for (const entry of byEmail) expect(columns).toContainEqual(entry);
  });

  it('lists only tables and columns that exist, and copies or explains each', async () => {
    const sql = getSql();
    for (const { table, link, copy, erase } of PERSONAL_DATA) {
      const column = link.kind === 'account' ? 'id' : link.column;
      const [found] = await sql`
        select 1 from information_schema.columns where table_schema = 'public' and table_name = ${table} and column_name = ${column}`;
      expect(found, `${table}.${column}`).toBeDefined();
      expect('section' in copy || copy.omitted.length > 0).toBe(true);
      expect(erase.note.length).toBeGreaterThan(0);
    }
  });
});
