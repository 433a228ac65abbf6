import { createServer } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import contacts from '../../netlify/functions/contacts.mts';
import users from '../../netlify/functions/users.mts';
import { closeSql, getSql } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';
import { createUser } from '../helpers/db';
import { call } from '../helpers/request';

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

// `npm run dev` runs on PGlite with a pool of one: the users and contacts queries (search, locks inside a
// transaction) must work there too.
describe('users and contacts administration on embedded PGlite', () => {
  const saved = { url: process.env.DATABASE_URL, poolMax: process.env.DATABASE_POOL_MAX };
  let db: PGlite;
  let server: PGLiteSocketServer;

  beforeAll(async () => {
    await closeSql();
    db = await PGlite.create();
    server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: await freePort() });
    await server.start();
    process.env.DATABASE_URL = `postgres://postgres@${server.getServerConn()}/postgres`;
    process.env.DATABASE_POOL_MAX = '1';
    await migrate(getSql());
  });

  afterAll(async () => {
    await closeSql();
    for (const [name, value] of [['DATABASE_URL', saved.url], ['DATABASE_POOL_MAX', saved.poolMax]] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    await server?.stop();
    await db?.close();
  });

  it('lists, searches, edits, resets and deletes accounts, and filters unread contacts', async () => {
    const { token } = await createUser({ role: 'admin', email: 'gestao@exemplo.org' });
    const { user } = await createUser({ name: 'Cliente 100% fiel', email: 'fiel@exemplo.org' });
    expect((await call(users, 'GET', '/api/users?q=100%25&role=user', { token })).body.total).toBe(1);
    const item = { url: `/api/users/${user.id}`, params: { id: user.id } };
    const edit = await call(users, 'PUT', item.url, { ...item, token, body: { name: 'Fiel', email: 'fiel@exemplo.org', role: 'super' } });
    expect(edit.body).toMatchObject({ name: 'Fiel', role: 'super' });
    const reset = await call(users, 'PUT', `${item.url}/password`, { ...item, token, body: { password: 'segredo9' } });
    expect(reset.status).toBe(200);
    expect((await call(users, 'DELETE', item.url, { ...item, token })).status).toBe(200);
    await getSql()`insert into contacts (name, email, message) values ('A', 'a@exemplo.org', 'Oi')`;
    expect((await call(contacts, 'GET', '/api/contacts?unread=1', { token })).body.total).toBe(1);
  });
});
