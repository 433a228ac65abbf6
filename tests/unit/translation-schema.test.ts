import { describe, expect, it } from 'vitest';
import { findLocale, isDefaultLanguage, LANGUAGE_CODES, LOCALES, sameLanguage } from '../../src/lib/locales';
import { isHostName, LABEL_KEYS, languageSchema, languageUpdateSchema } from '../../src/lib/schemas/translation';

const firstError = (input: object, field: string) =>
  languageSchema.safeParse(input).error?.issues.find((issue) => issue.path.join('.') === field)?.message ?? null;

describe('locales', () => {
  it('lists 52 locales with distinct codes, including pt-BR, en-US and es-ES, plus the site codes PT, EN and ES', () => {
    expect(LOCALES).toHaveLength(52);
    expect(new Set(LANGUAGE_CODES.map((l) => l.code.toLowerCase())).size).toBe(55);
    for (const code of ['pt-BR', 'en-US', 'es-ES', 'PT', 'EN', 'ES']) expect(findLocale(code)?.code).toBe(code);
  });

  it.each([
    ['en-us', 'en-US'],
    [' pt ', 'PT'],
    ['ZH-tw', 'zh-TW'],
    ['xx-YY', null],
    ['', null],
  ])('finds %j as %j', (code, expected) => {
    expect(findLocale(code)?.code ?? null).toBe(expected);
  });

  it.each([
    ['PT', 'pt-BR', true],
    ['pt', 'PT', true],
    ['EN', 'en', true],
    ['EN', 'en-US', false],
    ['PT', 'pt-PT', false],
  ])('treats %s and %s as the same language: %s', (a, b, same) => {
    expect(sameLanguage(a, b)).toBe(same);
  });

  it('knows the default language by PT or pt-BR only', () => {
    expect([isDefaultLanguage('pt-br'), isDefaultLanguage('PT'), isDefaultLanguage('pt-PT')]).toEqual([true, true, false]);
  });
});

describe('languageSchema', () => {
  it('normalises the code, the hosts and the texts', () => {
    const parsed = languageSchema.parse({
      name: ' Français ',
      code: 'FR-fr',
      domains: 'FR.exemplo.org , fr.exemplo.org,localhost:4321',
      translations: { back: ' Retour ', save: '   ' },
    });
    expect(parsed).toMatchInlineSnapshot(`
      {
        "code": "fr-FR",
        "domains": "fr.exemplo.org, localhost:4321",
        "name": "Français",
        "translations": {
          "back": "Retour",
        },
      }
    `);
  });

  it('accepts a language without domains or texts', () => {
    expect(languageSchema.parse({ name: 'Español', code: 'ES', domains: null })).toEqual({ name: 'Español', code: 'ES', domains: '', translations: {} });
  });

  it('leaves the texts out of an update that does not send them', () => {
    expect(languageUpdateSchema.parse({ name: 'English', code: 'EN', domains: '' }).translations).toBeUndefined();
  });

  it('takes every built-in label key', () => {
    expect(LABEL_KEYS).toContain('contact_us');
    expect(LABEL_KEYS).toContain('login_title');
    const all = Object.fromEntries(LABEL_KEYS.map((key) => [key, 'x']));
    expect(languageSchema.safeParse({ name: 'A', code: 'EN', translations: all }).success).toBe(true);
  });

  describe.each([
    ['name', { code: 'EN' }, 'O campo Nome é obrigatório.'],
    ['code', { name: 'A', code: 'english' }, 'Escolha um código da lista de idiomas.'],
    ['code', { name: 'A', code: 'pt_BR' }, 'Escolha um código da lista de idiomas.'],
    ['domains', { name: 'A', code: 'EN', domains: 'exemplo.org/en' }, 'Informe nomes de domínio separados por vírgula, como en.exemplo.org ou localhost:4321.'],
    ['domains', { name: 'A', code: 'EN', domains: 'exemplo.org:80:80' }, 'Informe nomes de domínio separados por vírgula, como en.exemplo.org ou localhost:4321.'],
    ['translations', { name: 'A', code: 'EN', translations: null }, 'O campo Traduções deve ser um objeto de textos.'],
    ['translations.nope', { name: 'A', code: 'EN', translations: { nope: 'x' } }, 'Esta chave não existe nos textos do site.'],
    ['translations.back', { name: 'A', code: 'EN', translations: { back: ['x'] } }, 'Cada tradução deve ser um texto.'],
  ])('rejects a bad %s', (field, input, message) => {
    it(`with "${message}"`, () => {
      expect(firstError(input, field)).toBe(message);
    });
  });
});

describe('isHostName', () => {
  it.each([
    ['exemplo.org', true],
    ['sub.exemplo.com.br', true],
    ['localhost:4321', true],
    ['xn--bcher-kva.example', true],
    ['-bad.org', false],
    ['a..org', false],
    ['https://a.org', false],
    ['a.org:port', false],
    ['a b.org', false],
    ['<script>', false],
  ])('%s -> %s', (host, expected) => {
    expect(isHostName(host)).toBe(expected);
  });
});
