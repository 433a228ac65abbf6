import { createServer } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { afterAll, beforeAll } from 'vitest';
import { PGLITE_EXTENSIONS } from '../../scripts/lib/embedded-db';
import { closeSql, getSql } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';

/** A TCP port nobody listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function restoreEnv(name: string, value: string | undefined): void {
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
}

/**
 * Runs the enclosing describe block on a fresh embedded PGlite behind its Postgres socket, migrated, with a pool
 * of one connection: the database `npm run dev` uses. The handlers reach it through DATABASE_URL; the test
 * database is restored afterwards.
 */
export function useEmbeddedDatabase(): void {
  const saved = { url: process.env.DATABASE_URL, poolMax: process.env.DATABASE_POOL_MAX };
  let db: PGlite | undefined;
  let server: PGLiteSocketServer | undefined;

  beforeAll(async () => {
    await closeSql();
    db = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: await freePort() });
    await server.start();
    process.env.DATABASE_URL = `postgres://postgres@${server.getServerConn()}/postgres`;
    process.env.DATABASE_POOL_MAX = '1';
    await migrate(getSql());
  });

  afterAll(async () => {
    await closeSql();
    restoreEnv('DATABASE_URL', saved.url);
    restoreEnv('DATABASE_POOL_MAX', saved.poolMax);
    await server?.stop();
    await db?.close();
  });
}
