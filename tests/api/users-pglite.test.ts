import { describe, expect, it } from 'vitest';
import contacts from '../../netlify/functions/contacts.mts';
import profileData from '../../netlify/functions/profile-data.mts';
import profile from '../../netlify/functions/profile.mts';
import users from '../../netlify/functions/users.mts';
import { getSql } from '../../src/server/db/client';
import { createUser, DEFAULT_PASSWORD } from '../helpers/db';
import { useEmbeddedDatabase } from '../helpers/pglite';
import { call } from '../helpers/request';

// `npm run dev` runs on PGlite with a pool of one: the users and contacts queries (search, locks inside a
// transaction) must work there too.
describe('users and contacts administration on embedded PGlite', () => {
  useEmbeddedDatabase();

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

  it("serves a person's copy of their data and the deletion of their account (one transaction on the pool of one)", async () => {
    const customer = await createUser({ email: 'b@exemplo.org' });
    await getSql()`insert into contacts (name, email, message) values ('A', 'b@exemplo.org', 'Oi')`;
    const copy = await call(profileData, 'GET', '/api/profile/export', { token: customer.token });
    expect(copy).toMatchObject({ status: 200, body: { account: { email: 'b@exemplo.org' }, contact_messages: [{ message: 'Oi' }] } });
    expect((await call(profile, 'DELETE', '/api/profile', { token: customer.token, body: { password: DEFAULT_PASSWORD } })).status).toBe(200);
    const records = await getSql()`select kind from data_requests where subject_id = ${customer.user.id} order by id`;
    expect(records.map((row) => row.kind)).toEqual(['export', 'delete']);
    expect(await getSql()`select 1 from contacts where email = 'b@exemplo.org'`).toHaveLength(0);
  });
});
