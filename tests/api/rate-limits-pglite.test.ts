import { describe, expect, it } from 'vitest';
import auth from '../../netlify/functions/auth.mts';
import contacts from '../../netlify/functions/contacts.mts';
import { getSql } from '../../src/server/db/client';
import { purgeExpired } from '../../src/server/maintenance/purge-expired';
import { createUser } from '../helpers/db';
import { useEmbeddedDatabase } from '../helpers/pglite';
import { statusCounts } from '../helpers/rate';
import { call } from '../helpers/request';

// `npm run dev` runs on PGlite with a pool of one: the advisory locks and the transaction of a slot must work there.
describe('rate limits on embedded PGlite', () => {
  useEmbeddedDatabase();

  it('grants 5 of 12 simultaneous wrong logins, lets the right one in, grants 5 of 12 contact messages, then purges', async () => {
    const { password } = await createUser({ email: 'ana@exemplo.org' });
    const logins = await Promise.all(
      Array.from({ length: 12 }, () => call(auth, 'POST', '/api/auth/login', { body: { email: 'ana@exemplo.org', password: 'x' } })),
    );
    expect(statusCounts(logins)).toEqual({ 401: 5, 429: 7 });
    // A success from another address clears the account's failures and remembers the address (one event).
    expect((await call(auth, 'POST', '/api/auth/login', { body: { email: 'ana@exemplo.org', password }, ip: '10.1.1.1' })).status).toBe(200);
    const body = { name: 'João', email: 'joao@exemplo.org', message: 'Olá!' };
    const sent = await Promise.all(Array.from({ length: 12 }, () => call(contacts, 'POST', '/api/contacts/contact', { body })));
    expect(statusCounts(sent)).toEqual({ 201: 5, 429: 7 });
    await getSql()`update rate_events set created_at = created_at - interval '2 days'`;
    expect(await purgeExpired(getSql())).toEqual({ sessions: 0, resetLinks: 0, rateEvents: 5 * 2 + 1 + 5, contacts: 0, stockAlerts: 0, cartReminders: 0, erasedOrders: 0 });
  });
});
