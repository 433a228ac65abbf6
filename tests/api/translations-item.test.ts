import { beforeEach, describe, expect, it } from 'vitest';
import { createUser, resetDb, seedSettings } from '../helpers/db';
import { callLanguage, callLanguages, entry, storedLanguages } from '../helpers/translations';

const ROLES = [
  ['anonymous', undefined, 401],
  ['user', 'user', 403],
  ['admin', 'admin', 200],
  ['super', 'super', 200],
] as const;

const tokenOf = async (role: 'user' | 'admin' | 'super' | undefined) => (role ? (await createUser({ role })).token : undefined);
const admin = async () => (await createUser({ role: 'admin' })).token;
const english = entry({ domains: 'en.exemplo.org', translations: { back: 'Go back', site_title_custom: 'kept' } });
const update = { name: 'Inglês', code: 'EN', domains: 'en.exemplo.org', translations: { save: 'Save it' } };

beforeEach(resetDb);

describe('/api/translations/:code access', () => {
  it.each(ROLES)('GET, PUT and DELETE answer %s (role %s) with %i', async (_case, role, status) => {
    await seedSettings({ translations: [english] });
    const token = await tokenOf(role);
    expect((await callLanguage('GET', 'EN', { token })).status).toBe(status);
    expect((await callLanguage('PUT', 'EN', { token, body: update })).status).toBe(status);
    expect((await callLanguage('DELETE', 'EN', { token })).status).toBe(status);
    expect((await storedLanguages()).length).toBe(status === 200 ? 0 : 1);
  });
});

describe('GET /api/translations/:code', () => {
  it('answers a language with its texts, whatever the case of the code', async () => {
    await seedSettings({ translations: [english] });
    const res = await callLanguage('GET', 'en', { token: await admin() });
    expect(res.body).toMatchObject({ name: 'English', code: 'EN', domains: 'en.exemplo.org', translated: 1, default: false });
    expect(res.body.translations).toEqual({ back: 'Go back', site_title_custom: 'kept' });
  });

  it('answers Portuguese before anything is stored for it', async () => {
    await seedSettings();
    const res = await callLanguage('GET', 'PT', { token: await admin() });
    expect(res.body).toMatchObject({ name: 'Português', code: 'PT', translations: {}, default: true });
  });

  it.each(['FR', 'x', '<x>', 'en-US-extra-long', '..'])('answers 404 for the code %s', async (code) => {
    await seedSettings({ translations: [english] });
    const token = await admin();
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const res = await callLanguage(method, code, { token, body: method === 'PUT' ? update : undefined });
      expect(res.status).toBe(404);
    }
  });
});

describe('PUT /api/translations/:code', () => {
  it('replaces the details and the known texts, keeping texts stored under other keys', async () => {
    await seedSettings({ translations: [english] });
    const res = await callLanguage('PUT', 'EN', { token: await admin(), body: { ...update, translations: { save: ' Save it ', back: '' } } });
    expect(res.status).toBe(200);
    expect(await storedLanguages()).toEqual([
      { name: 'Inglês', code: 'EN', domains: 'en.exemplo.org', translations: { site_title_custom: 'kept', save: 'Save it' } },
    ]);
  });

  it('keeps the texts when none are sent, and may change the code to a free one', async () => {
    await seedSettings({ translations: [english] });
    const res = await callLanguage('PUT', 'EN', { token: await admin(), body: { name: 'English', code: 'en-gb', domains: '' } });
    expect(res.body).toMatchObject({ code: 'en-GB', domains: '', translations: english.translations });
    expect((await storedLanguages()).map((l) => l.code)).toEqual(['en-GB']);
  });

  it('stores Portuguese overrides on the first change, keeping its code', async () => {
    await seedSettings({ translations: [english] });
    const token = await admin();
    const res = await callLanguage('PUT', 'PT', { token, body: { name: 'Português', code: 'PT', domains: 'exemplo.org', translations: { contact_us: 'Escreva para nós' } } });
    expect(res.status).toBe(200);
    expect((await storedLanguages())[0]).toEqual({ name: 'Português', code: 'PT', domains: 'exemplo.org', translations: { contact_us: 'Escreva para nós' } });
    const list = await callLanguages('GET', { token });
    expect(list.body.data.map((l: { code: string; translated: number }) => [l.code, l.translated])).toEqual([['PT', 1], ['EN', 1]]);
  });

  it('refuses to change the code of Portuguese', async () => {
    await seedSettings();
    const res = await callLanguage('PUT', 'PT', { token: await admin(), body: { name: 'Português', code: 'pt-PT', domains: '' } });
    expect(res.status).toBe(422);
    expect(res.body.errors.code[0]).toBe('O código do português (PT) não pode ser alterado.');
  });

  it.each([
    ['name empty', { name: '' }, 'name'],
    ['code unknown', { code: 'zz' }, 'code'],
    ['domains invalid', { domains: 'não é host' }, 'domains'],
    ['texts unknown key', { translations: { nope: 'x' } }, 'translations.nope'],
    ['texts wrong type', { translations: 'x' }, 'translations'],
  ])('answers 422 for %s and changes nothing', async (_case, over, field) => {
    await seedSettings({ translations: [english] });
    const res = await callLanguage('PUT', 'EN', { token: await admin(), body: { ...update, ...over } });
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toHaveLength(1);
    expect(await storedLanguages()).toEqual([english]);
  });
});

describe('rules', () => {
  it.each([
    ['the same code', { code: 'EN' }, 'O site já tem o idioma English (EN).'],
    ['the same code in another case', { code: 'en' }, 'O site já tem o idioma English (EN).'],
    ['Portuguese', { code: 'PT' }, 'O site já tem o idioma Português (PT).'],
    ['pt-BR, which is the default Portuguese', { code: 'pt-BR' }, 'O site já tem o idioma Português (PT).'],
  ])('POST answers 409 for %s', async (_case, over, message) => {
    await seedSettings({ translations: [english] });
    const res = await callLanguages('POST', { token: await admin(), body: { name: 'Outro', domains: '', ...over } });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message, errors: { code: [message] } });
  });

  it('answers 409 when a host is used by another language, on create and on update', async () => {
    await seedSettings({ translations: [english, entry({ name: 'Español', code: 'ES', domains: 'es.exemplo.org' })] });
    const token = await admin();
    const message = 'O domínio en.exemplo.org já é usado pelo idioma English.';
    const created = await callLanguages('POST', { token, body: { name: 'Français', code: 'fr-FR', domains: 'fr.exemplo.org, EN.exemplo.org' } });
    expect(created.status).toBe(409);
    expect(created.body.errors).toEqual({ domains: [message] });
    const updated = await callLanguage('PUT', 'ES', { token, body: { name: 'Español', code: 'ES', domains: 'en.exemplo.org' } });
    expect(updated.status).toBe(409);
    expect(updated.body.errors).toEqual({ domains: [message] });
    // A language keeps its own hosts when it is saved again.
    expect((await callLanguage('PUT', 'EN', { token, body: update })).status).toBe(200);
  });

  it('answers 409 when changing a code to one the site already has', async () => {
    await seedSettings({ translations: [english, entry({ name: 'Español', code: 'ES' })] });
    const res = await callLanguage('PUT', 'ES', { token: await admin(), body: { name: 'Español', code: 'EN', domains: '' } });
    expect(res.status).toBe(409);
  });

  it('never removes Portuguese, stored or not', async () => {
    await seedSettings();
    const token = await admin();
    const res = await callLanguage('DELETE', 'PT', { token });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('O português (PT) é o idioma padrão do site e não pode ser removido; os textos dele podem ser alterados.');
    await callLanguage('PUT', 'PT', { token, body: { name: 'Português', code: 'PT', domains: '', translations: { back: 'Volta' } } });
    expect((await callLanguage('DELETE', 'pt', { token })).status).toBe(409);
    expect((await storedLanguages()).length).toBe(1);
  });

  it('DELETE removes the language and answers 404 the second time', async () => {
    await seedSettings({ translations: [english] });
    const token = await admin();
    expect((await callLanguage('DELETE', 'EN', { token })).body).toEqual({ ok: true });
    expect(await storedLanguages()).toEqual([]);
    expect((await callLanguage('DELETE', 'EN', { token })).status).toBe(404);
  });

  it('refuses a language beyond the twentieth', async () => {
    const codes = ['de-DE', 'fr-FR', 'it-IT', 'ja-JP', 'ko-KR', 'nl-NL', 'pl-PL', 'ru-RU', 'sv-SE', 'tr-TR', 'uk-UA', 'vi-VN', 'zh-CN', 'zh-TW', 'da-DK', 'fi-FI', 'cs-CZ', 'el-GR', 'he-IL', 'hi-IN'];
    await seedSettings({ translations: codes.map((code) => entry({ name: code, code })) });
    const res = await callLanguages('POST', { token: await admin(), body: { name: 'English', code: 'EN', domains: '' } });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('O site pode ter no máximo 20 idiomas além do português.');
  });

  it('answers 405 for POST on an item', async () => {
    await seedSettings();
    expect((await callLanguage('POST', 'EN', { token: await admin(), body: update })).status).toBe(405);
  });
});
