import { describe, expect, it } from 'vitest';
import { refuseRemote } from '../../scripts/lib/database';

const REFUSED =
  'DATABASE_URL points at db.exemplo.org, not this machine. Refusing to create the demo accounts; add --force to do it anyway.';

describe('refuseRemote (db:reset, db:seed)', () => {
  it.each([
    ['localhost', 'postgres://postgres@localhost:5432/vitrine'],
    ['127.0.0.1', 'postgres://postgres:senha@127.0.0.1:54322/postgres'],
    ['::1', 'postgres://postgres@[::1]:5432/vitrine'],
  ])('lets a database on %s through', (_host, url) => {
    expect(() => refuseRemote(url, 'create the demo accounts', false)).not.toThrow();
  });

  it('refuses another host, naming it and the way around', () => {
    expect(() => refuseRemote('postgres://u:p@db.exemplo.org:6543/postgres', 'create the demo accounts', false)).toThrow(REFUSED);
  });

  it('lets another host through when forced', () => {
    expect(() => refuseRemote('postgres://u:p@db.exemplo.org:6543/postgres', 'create the demo accounts', true)).not.toThrow();
  });
});
