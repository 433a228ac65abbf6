import { describe, expect, it } from 'vitest';
import pages from '../../netlify/functions/pages.mts';
import { createUser } from '../helpers/db';
import { useFakeHook } from '../helpers/publish';
import { call } from '../helpers/request';

const hook = useFakeHook();

describe('page writes ask for a rebuild', () => {
  it('asks once for a successful create, and not for a refused one', async () => {
    const { token } = await createUser({ role: 'admin' });
    expect((await call(pages, 'POST', '/api/pages', { token, body: { title: '' } })).status).toBe(422);
    expect(hook.calls).toHaveLength(0);
    expect((await call(pages, 'POST', '/api/pages', { token, body: { title: 'Sobre' } })).status).toBe(201);
    expect(hook.calls).toHaveLength(1);
  });
});
