import { beforeEach, describe, expect, it, vi } from 'vitest';
import purge from '../../netlify/functions/purge-expired.mts';
import profile from '../../netlify/functions/profile.mts';
import { getSql } from '../../src/server/db/client';
import { createUser, resetDb } from '../helpers/db';
import { call } from '../helpers/request';

beforeEach(resetDb);

/** Seeds one row of each kind the purge keeps and one of each kind it removes; the ids kept, by table. */
async function seedRows(userId: string) {
  const sql = getSql();
  const rows = await sql<{ kind: string; id: string }[]>`
    with s as (
      insert into sessions (user_id, token_hash, expires_at, revoked_at) values
        (${userId}, 'expirada', now() - interval '1 second', null),
        (${userId}, 'revogada', now() + interval '1 day', now())
      returning id),
    r as (
      insert into password_resets (user_id, token_hash, expires_at, used_at) values
        (${userId}, 'pendente', now() + interval '1 hour', null),
        (${userId}, 'usada', now() + interval '1 hour', now()),
        (${userId}, 'vencida', now() - interval '1 second', null)
      returning id, token_hash),
    e as (
      insert into rate_events (bucket, key, created_at) values
        ('login', 'recente', now() - interval '23 hours'),
        ('contact', 'antiga', now() - interval '25 hours')
      returning id, key)
    select 'reset' as kind, id::text as id from r where token_hash = 'pendente'
    union all select 'event', id::text from e where key = 'recente'`;
  return Object.fromEntries(rows.map((row) => [row.kind, row.id]));
}

describe('purge-expired (scheduled every hour)', () => {
  it('deletes expired and revoked sessions, used and expired reset links and rate events older than a day', async () => {
    const { user, token } = await createUser();
    const kept = await seedRows(user.id);
    const logged = vi.spyOn(console, 'info').mockImplementation(() => {});
    try {
      expect((await purge()).status).toBe(204);
      expect(logged).toHaveBeenCalledWith('[purge-expired] removed 2 session(s), 2 reset link(s), 1 rate event(s)');
    } finally {
      logged.mockRestore();
    }
    const sql = getSql();
    expect(await sql`select token_hash from sessions where token_hash in ('expirada', 'revogada')`).toEqual([]);
    expect((await sql`select id::text as id from password_resets`).map((r) => r.id)).toEqual([kept.reset]);
    expect((await sql`select id::text as id from rate_events`).map((r) => r.id)).toEqual([kept.event]);
    expect((await call(profile, 'GET', '/api/profile', { token })).status).toBe(200);
  });

  it('removes nothing from tables that hold only live rows', async () => {
    const { token } = await createUser();
    const logged = vi.spyOn(console, 'info').mockImplementation(() => {});
    try {
      await purge();
      expect(logged).toHaveBeenCalledWith('[purge-expired] removed 0 session(s), 0 reset link(s), 0 rate event(s)');
    } finally {
      logged.mockRestore();
    }
    expect((await call(profile, 'GET', '/api/profile', { token })).status).toBe(200);
  });
});
