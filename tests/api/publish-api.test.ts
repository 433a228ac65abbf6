import { describe, expect, it } from 'vitest';
import publish from '../../netlify/functions/publish.mts';
import { createUser } from '../helpers/db';
import { movePublishClock, setHookUrl, useFakeHook } from '../helpers/publish';
import { call } from '../helpers/request';

const URL = '/api/publish';
const ROLES = [
  ['anonymous', undefined, 401],
  ['user', 'user', 403],
  ['admin', 'admin', 200],
  ['super', 'super', 200],
] as const;
const tokenOf = async (role: 'user' | 'admin' | 'super' | undefined) => (role ? (await createUser({ role })).token : undefined);

const hook = useFakeHook();

describe('GET /api/publish', () => {
  it.each(ROLES)('answers %s (role %s) with %i', async (_case, role, expected) => {
    const res = await call(publish, 'GET', URL, { token: await tokenOf(role) });
    expect(res.status).toBe(expected);
    if (expected === 200) {
      expect(res.body).toMatchObject({ hook_configured: true, last_requested_at: null, pending: false, last_error: null });
      expect(res.headers.get('cache-control')).toBe('private, no-store');
    } else {
      expect(res.body.message).toBeTruthy();
    }
  });

  it('refuses other methods with 405', async () => {
    const res = await call(publish, 'DELETE', URL, { token: await tokenOf('admin') });
    expect(res.status).toBe(405);
  });
});

describe('POST /api/publish ("Publicar agora")', () => {
  it.each(ROLES)('answers %s (role %s) with %i, calling the hook only for managers', async (_case, role, expected) => {
    const res = await call(publish, 'POST', URL, { token: await tokenOf(role) });
    expect(res.status).toBe(expected);
    expect(hook.calls).toHaveLength(expected === 200 ? 1 : 0);
  });

  it('asks for a rebuild at once and answers the new state', async () => {
    const res = await call(publish, 'POST', URL, { token: await tokenOf('admin') });
    expect(res.body).toMatchObject({
      outcome: 'requested',
      message: 'Atualização do site pedida ao Netlify. As alterações aparecem em alguns minutos.',
      hook_configured: true,
      pending: false,
      last_reason: 'publicar agora',
    });
    expect(Date.now() - Date.parse(res.body.last_requested_at)).toBeLessThan(10_000);
  });

  it('answers 202 with the time of the rebuild already on its way within the minute, and queues one more', async () => {
    const token = await tokenOf('super');
    const first = await call(publish, 'POST', URL, { token });
    const again = await call(publish, 'POST', URL, { token, body: { ignored: '<script>' } });
    expect(again.status).toBe(202);
    expect(hook.calls).toHaveLength(1);
    const time = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', timeStyle: 'medium' }).format(
      new Date(first.body.last_requested_at),
    );
    expect(again.body.message).toBe(
      `Uma atualização do site já foi pedida às ${time} e está a caminho. Outra será pedida ao fim do minuto para incluir as alterações mais recentes.`,
    );
    expect(again.body).toMatchObject({ outcome: 'pending', pending: true });
    await movePublishClock(61);
    expect((await call(publish, 'GET', URL, { token })).body.pending).toBe(false);
    expect(hook.calls).toHaveLength(2);
  });

  it('reads no body: a malformed one changes nothing', async () => {
    const res = await call(publish, 'POST', URL, { token: await tokenOf('admin'), raw: '{"x": <script>' });
    expect(res.status).toBe(200);
    expect(hook.calls).toHaveLength(1);
  });

  it('answers 502 with the recorded error when the hook fails', async () => {
    hook.status = 503;
    const res = await call(publish, 'POST', URL, { token: await tokenOf('admin') });
    expect(res.status).toBe(502);
    expect(res.body.message).toBe(
      'O Netlify não aceitou o pedido de atualização. O build hook respondeu HTTP 503. Nova tentativa em um minuto.',
    );
  });

  it('says the last attempt failed, instead of "on its way", when asked again within the minute of a failure', async () => {
    const token = await tokenOf('admin');
    hook.status = 500;
    expect((await call(publish, 'POST', URL, { token })).status).toBe(502);
    const again = await call(publish, 'POST', URL, { token });
    expect(again.status).toBe(202);
    expect(again.body.message).toMatch(/^A última tentativa, às \d\d:\d\d:\d\d, falhou\. Uma nova tentativa será feita ao fim do minuto\.$/);
    expect(hook.calls).toHaveLength(1);
  });
});
