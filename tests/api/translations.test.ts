import { beforeEach, describe, expect, it } from 'vitest';
import { LABEL_KEYS } from '../../src/lib/schemas/translation';
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

beforeEach(resetDb);

describe('GET /api/translations', () => {
  it.each(ROLES)('answers %s (role %s) with %i', async (_case, role, status) => {
    await seedSettings();
    const res = await callLanguages('GET', { token: await tokenOf(role) });
    expect(res.status).toBe(status);
  });

  it('lists Portuguese first even when nothing is stored for it, with the count of translated keys', async () => {
    await seedSettings({ translations: [entry({ domains: 'en.exemplo.org', translations: { back: 'Go back', save: '', unknown_key: 'x' } })] });
    const res = await callLanguages('GET', { token: await admin() });
    expect(res.body).toEqual({
      data: [
        { name: 'Português', code: 'PT', domains: '', translated: 0, total: LABEL_KEYS.length, default: true },
        { name: 'English', code: 'EN', domains: 'en.exemplo.org', translated: 1, total: LABEL_KEYS.length, default: false },
      ],
      total: 2,
      page: 1,
      per_page: 20,
    });
  });

  it('pages the list and validates the page parameters', async () => {
    await seedSettings({ translations: [entry(), entry({ name: 'Español', code: 'ES' })] });
    const token = await admin();
    const res = await callLanguages('GET', { token }, '?page=2&per_page=2');
    expect(res.body).toMatchObject({ total: 3, page: 2, per_page: 2 });
    expect(res.body.data.map((l: { code: string }) => l.code)).toEqual(['ES']);
    const bad = await callLanguages('GET', { token }, '?per_page=101');
    expect(bad.status).toBe(422);
    expect(bad.body.errors.per_page[0]).toBe('O parâmetro per_page deve ser no máximo 100.');
  });
});

describe('POST /api/translations', () => {
  const body = { name: 'English (US)', code: 'en-us', domains: ' EN.exemplo.org, en.exemplo.org ,localhost:4321', translations: { back: '  Go back ', save: '' } };

  it.each(ROLES.map(([c, r, s]) => [c, r, s === 200 ? 201 : s] as const))('answers %s (role %s) with %i', async (_case, role, status) => {
    await seedSettings();
    const res = await callLanguages('POST', { token: await tokenOf(role), body });
    expect(res.status).toBe(status);
    expect((await storedLanguages()).length).toBe(status === 201 ? 1 : 0);
  });

  it('stores the code as the list writes it, the hosts lower-cased without repeats and only non-empty trimmed texts', async () => {
    await seedSettings();
    const res = await callLanguages('POST', { token: await admin(), body });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ code: 'en-US', domains: 'en.exemplo.org, localhost:4321', translations: { back: 'Go back' }, translated: 1 });
    expect(await storedLanguages()).toEqual([
      { name: 'English (US)', code: 'en-US', domains: 'en.exemplo.org, localhost:4321', translations: { back: 'Go back' } },
    ]);
  });

  it('answers 409 before the first-time setup', async () => {
    const res = await callLanguages('POST', { token: await admin(), body });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('O site ainda não foi configurado.');
  });

  it.each([
    ['name missing', { name: undefined }, 'name', 'O campo Nome é obrigatório.'],
    ['name empty', { name: '  ' }, 'name', 'O campo Nome é obrigatório.'],
    ['name wrong type', { name: 3 }, 'name', 'O campo Nome é obrigatório.'],
    ['name too long', { name: 'x'.repeat(61) }, 'name', 'O campo Nome deve ter no máximo 60 caracteres.'],
    ['code missing', { code: undefined }, 'code', 'O campo Código é obrigatório.'],
    ['code not in the list', { code: 'xx-YY' }, 'code', 'Escolha um código da lista de idiomas.'],
    ['code hostile', { code: '<script>' }, 'code', 'Escolha um código da lista de idiomas.'],
    ['code too long', { code: 'en-US-extra' }, 'code', 'O campo Código deve ter no máximo 10 caracteres.'],
    ['code wrong type', { code: ['EN'] }, 'code', 'O campo Código é obrigatório.'],
    ['domains wrong type', { domains: 5 }, 'domains', 'O campo Domínios deve ser um texto.'],
    ['domains with a scheme', { domains: 'https://en.org' }, 'domains', 'Informe nomes de domínio separados por vírgula, como en.exemplo.org ou localhost:4321.'],
    ['domains hostile', { domains: 'a.org, "><script>' }, 'domains', 'Informe nomes de domínio separados por vírgula, como en.exemplo.org ou localhost:4321.'],
    ['domains with a path', { domains: 'a.org/x' }, 'domains', 'Informe nomes de domínio separados por vírgula, como en.exemplo.org ou localhost:4321.'],
    ['domains bad port', { domains: 'a.org:porta' }, 'domains', 'Informe nomes de domínio separados por vírgula, como en.exemplo.org ou localhost:4321.'],
    ['domains too long', { domains: 'a'.repeat(1001) }, 'domains', 'O campo Domínios deve ter no máximo 1000 caracteres.'],
    ['texts as a list', { translations: ['a'] }, 'translations', 'O campo Traduções deve ser um objeto de textos.'],
    ['text not a text', { translations: { back: 1 } }, 'translations.back', 'Cada tradução deve ser um texto.'],
    ['text too long', { translations: { back: 'x'.repeat(2001) } }, 'translations.back', 'Cada tradução deve ter no máximo 2000 caracteres.'],
    ['unknown key', { translations: { not_a_label: 'x' } }, 'translations.not_a_label', 'Esta chave não existe nos textos do site.'],
  ])('answers 422 for %s', async (_case, over, field, message) => {
    await seedSettings();
    const res = await callLanguages('POST', { token: await admin(), body: { ...body, ...over } });
    expect(res.status).toBe(422);
    expect(res.body.errors[field]?.[0]).toBe(message);
    expect(await storedLanguages()).toEqual([]);
  });

  it('answers 422 for a __proto__ key sent as JSON', async () => {
    await seedSettings();
    const raw = '{"name":"English","code":"EN","domains":"","translations":{"__proto__":{"back":"x"}}}';
    const res = await callLanguages('POST', { token: await admin(), raw });
    expect(res.status).toBe(422);
    expect(res.body.errors['translations.__proto__']).toEqual(['Esta chave não existe nos textos do site.']);
  });

  it('keeps a hostile name and text as plain text', async () => {
    await seedSettings();
    const res = await callLanguages('POST', { token: await admin(), body: { ...body, name: '<b>x</b>', translations: { back: '<img src=x onerror=alert(1)>' } } });
    expect(res.status).toBe(201);
    expect((await storedLanguages())[0]).toMatchObject({ name: '<b>x</b>', translations: { back: '<img src=x onerror=alert(1)>' } });
  });

  it('answers 400 for a body that is not a JSON object', async () => {
    await seedSettings();
    const token = await admin();
    expect((await callLanguages('POST', { token, raw: '{' })).status).toBe(400);
    expect((await callLanguages('POST', { token, raw: '[]' })).status).toBe(400);
  });

  it.each(['PUT', 'DELETE', 'PATCH'])('answers 405 for %s on the list', async (method) => {
    expect((await callLanguages(method, { token: await admin() })).status).toBe(405);
  });
});
