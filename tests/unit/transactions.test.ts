import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sources } from '../helpers/source-imports';

// Every transaction of the server goes through transaction() (src/server/db/transaction.ts): its `begin` leaves with
// the first statement (one round trip less), and a connection lost mid-way ends it with a connection fault, a clear
// retryable answer, where postgres.js's own sql.begin may leave its next statement unanswered. The migrations run
// their files in postgres.js's own (a script, not a request).
const ALLOWED = new Set(['src/server/db/transaction.ts', 'src/server/db/migrate.ts']);

describe('transactions', () => {
  it('go through transaction() everywhere in the server and the functions', () => {
    const found = [...sources('src/server'), ...sources('netlify')]
      .filter((file) => !ALLOWED.has(file))
      .flatMap((file) => (/\.begin\s*\(/.test(readFileSync(file, 'utf8')) ? [file] : []));
    expect(found).toEqual([]);
  });
});
