import { beforeEach, describe, expect, it } from 'vitest';
import { getSql, type Db } from '../../src/server/db/client';
import { together } from '../../src/server/db/together';
import { transaction } from '../../src/server/db/transaction';
import { resetDb } from '../helpers/db';

// The two helpers that save round trips, against the real server: `together` sends independent work at
// once and answers failures in the order given; `transaction` sends its begin with its first statement.
beforeEach(resetDb);

const later = <T>(ms: number, value: T, fail = false): Promise<T> =>
  new Promise((resolve, reject) => setTimeout(() => (fail ? reject(new Error(String(value))) : resolve(value)), ms));

const events = async (): Promise<string[]> =>
  (await getSql()<{ key: string }[]>`select key from rate_events where bucket = 'teste' order by id`).map((row) => row.key);

describe('together', () => {
  it('answers the values in the order given, queries and checks included', async () => {
    const sql = getSql();
    const [a, b, c, d] = await together(later(20, 'a'), sql<{ n: number }[]>`select 2 as n`, () => 'c', null);
    expect([a, b[0].n, c, d]).toEqual(['a', 2, 'c', null]);
  });

  it.each([
    ['the first failure in the order given, not the first to arrive', () => [later(30, 'primeiro', true), later(1, 'segundo', true)], 'primeiro'],
    ['a check that throws, in its place', () => [later(10, 'ok'), () => { throw new Error('verificação'); }, later(1, 'depois', true)], 'verificação'],
  ])('throws %s', async (_case, work, message) => {
    await expect(together(...work())).rejects.toThrow(message);
  });
});

describe('transaction', () => {
  it('commits the work and answers its value', async () => {
    const value = await transaction(getSql(), async (tx) => {
      await tx`insert into rate_events (bucket, key) values ('teste', 'a'), ('teste', 'b')`;
      return 'feito';
    });
    expect([value, await events()]).toEqual(['feito', ['a', 'b']]);
  });

  it('runs the work inside the transaction (its first statement goes out with the begin)', async () => {
    const [inside] = await transaction(getSql(), (tx) => tx<{ inside: boolean }[]>`select now() = statement_timestamp() as inside`);
    // Inside a transaction, now() is the transaction's start, earlier than the statement's.
    expect(inside.inside).toBe(false);
  });

  it.each([
    ['the work throws', async () => { throw new Error('regra'); }, 'regra'],
    ['a statement fails', async (tx: Db) => { await tx`select 1 / 0`; }, 'division by zero'],
  ])('rolls everything back when %s', async (_case, fail, message) => {
    await expect(
      transaction(getSql(), async (tx) => {
        await tx`insert into rate_events (bucket, key) values ('teste', 'a')`;
        await fail(tx);
      }),
    ).rejects.toThrow(message);
    expect(await events()).toEqual([]);
  });

  it('rolls back and throws when a statement failed and the work caught its error', async () => {
    await expect(
      transaction(getSql(), async (tx) => {
        await tx`insert into rate_events (bucket, key) values ('teste', 'a')`;
        await tx`select 1 / 0`.catch((error: unknown) => error);
        return 'seguiu';
      }),
    ).rejects.toThrow('rolled back');
    expect(await events()).toEqual([]);
    // The connection went back to the pool usable.
    expect((await getSql()`select 1 as one`)[0].one).toBe(1);
  });
});
