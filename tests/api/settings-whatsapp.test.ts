import { beforeEach, describe, expect, it } from 'vitest';
import settings from '../../netlify/functions/settings.mts';
import { getSql } from '../../src/server/db/client';
import { createUser, resetDb, seedSettings } from '../helpers/db';
import { call } from '../helpers/request';

const URL = '/api/settings';
const INVALID = 'O campo WhatsApp deve ser um celular ou telefone fixo do Brasil com DDD, como (11) 98765-4321.';

beforeEach(resetDb);

const stored = async () => (await getSql()<{ whatsapp: string | null }[]>`select whatsapp from settings where id = 1`)[0].whatsapp;

describe('PUT /api/settings: whatsapp', () => {
  it.each([
    ['a mobile with its mask', '(11) 98765-4321', '+5511987654321'],
    ['a mobile with +55', '+55 21 99876-5432', '+5521998765432'],
    ['a landline', '(31) 3333-4444', '+553133334444'],
    ['the stored form sent back', '+5511987654321', '+5511987654321'],
  ])('stores %s as E.164 and answers it', async (_case, typed, e164) => {
    await seedSettings();
    const { token } = await createUser({ role: 'admin' });
    const res = await call(settings, 'PUT', URL, { token, body: { whatsapp: typed } });
    expect(res.status).toBe(200);
    expect(res.body.whatsapp).toBe(e164);
    expect(await stored()).toBe(e164);
    expect((await call(settings, 'GET', URL)).body.whatsapp).toBe(e164);
  });

  it.each([
    ['no area code', '98765-4321'],
    ['an area code that does not exist', '(20) 98765-4321'],
    ['a foreign number', '+1 415 555 2671'],
    ['letters', 'zap-zap'],
    ['too long', '1'.repeat(41)],
  ])('answers 422 on whatsapp in Portuguese for %s, keeping the stored number', async (_case, typed) => {
    await seedSettings({ whatsapp: '+5511987654321' });
    const { token } = await createUser({ role: 'admin' });
    const res = await call(settings, 'PUT', URL, { token, body: { whatsapp: typed } });
    expect(res.status).toBe(422);
    expect(res.body.errors.whatsapp?.[0]).toBe(typed.length > 40 ? 'O campo WhatsApp deve ter no máximo 40 caracteres.' : INVALID);
    expect(await stored()).toBe('+5511987654321');
  });

  it('answers 422, not 500, for a number sent as a number or an object', async () => {
    await seedSettings();
    const { token } = await createUser({ role: 'admin' });
    for (const whatsapp of [11987654321, { n: 1 }]) {
      const res = await call(settings, 'PUT', URL, { token, body: { whatsapp } });
      expect(res.status).toBe(422);
      expect(res.body.errors.whatsapp?.[0]).toBe('O campo WhatsApp deve ser um texto.');
    }
  });

  it.each([['empty', ''], ['blank', '  '], ['null', null]])('clears the number when sent %s', async (_case, empty) => {
    await seedSettings({ whatsapp: '+5511987654321' });
    const { token } = await createUser({ role: 'admin' });
    const res = await call(settings, 'PUT', URL, { token, body: { whatsapp: empty } });
    expect(res.status).toBe(200);
    expect(res.body.whatsapp).toBeNull();
    expect(await stored()).toBeNull();
  });

  it('keeps the number when a save leaves it out', async () => {
    await seedSettings({ whatsapp: '+5511987654321' });
    const { token } = await createUser({ role: 'admin' });
    const res = await call(settings, 'PUT', URL, { token, body: { title: 'Outro título' } });
    expect(res.status).toBe(200);
    expect(res.body.whatsapp).toBe('+5511987654321');
  });

  it('refuses an anonymous or plain user save (401, 403)', async () => {
    await seedSettings();
    expect((await call(settings, 'PUT', URL, { body: { whatsapp: '11987654321' } })).status).toBe(401);
    const { token } = await createUser({ role: 'user' });
    expect((await call(settings, 'PUT', URL, { token, body: { whatsapp: '11987654321' } })).status).toBe(403);
    expect(await stored()).toBeNull();
  });
});
