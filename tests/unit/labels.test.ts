import { describe, expect, it } from 'vitest';
import { builtinFor, labelsFor, resolveLocale, siteLanguages, splitDomains, translate } from '../../src/i18n/labels';
import type { TranslationEntry } from '../../src/i18n/types';

const custom: TranslationEntry[] = [
  { name: 'English', code: 'EN', domains: 'en.exemplo.org, EN.exemplo.com', translations: { back: 'Return', save: '' } },
  { name: 'Español', code: 'es', domains: '', translations: {} },
  { name: 'Français', code: 'FR', domains: 'fr.exemplo.org,localhost:4321', translations: { back: 'Retour' } },
];

describe('translate', () => {
  describe.each([
    ['a custom translation of the code wins', 'back', 'EN', custom, undefined, 'Return'],
    ['the custom entry matches the code in any case', 'back', 'en', custom, undefined, 'Return'],
    ['an empty custom text falls back to the built-in set', 'save', 'EN', custom, undefined, 'Save'],
    ['without custom texts the built-in set of the language answers', 'back', 'ES', [], undefined, 'Volver'],
    ['a regional code uses its language set', 'back', 'en-US', [], undefined, 'Back'],
    ['PT is the default language', 'role_user', undefined, undefined, undefined, 'Cliente'],
    ['a custom language without a built-in set uses its own texts', 'back', 'FR', custom, undefined, 'Retour'],
    ['a custom language without a built-in set falls back to PT', 'cancel', 'FR', custom, undefined, 'Cancelar'],
    ['an unknown key gives the default text', 'no_such_key', 'EN', custom, 'Texto padrão', 'Texto padrão'],
    ['an unknown key without a default text gives the key', 'no_such_key', 'EN', custom, undefined, 'no_such_key'],
  ] as const)('%s', (_rule, key, code, list, fallback, expected) => {
    it(`translate(${key}, ${code}) is "${expected}"`, () => {
      expect(translate(key, code, list ? [...list] : undefined, fallback)).toBe(expected);
    });
  });

  it('prefers the built-in text over the default text', () => {
    expect(translate('back', 'EN', [], 'Padrão')).toBe('Back');
  });
});

describe('builtinFor', () => {
  it.each([
    ['EN', 'EN'],
    ['en-US', 'EN'],
    ['es-ES', 'ES'],
    ['pt-BR', 'PT'],
    ['FR', 'PT'],
    ['', 'PT'],
    [null, 'PT'],
  ] as const)('maps %j to %s', (code, expected) => {
    expect(builtinFor(code)).toBe(expected);
  });
});

describe('resolveLocale', () => {
  describe.each([
    ['a domain match comes first', 'en.exemplo.org', 'ES', 'EN'],
    ['domains match in any case', 'En.Exemplo.COM', null, 'EN'],
    ['a domain with a port matches', 'localhost:4321', null, 'FR'],
    ['without a domain match the stored choice counts', 'www.exemplo.org', 'es', 'es'],
    ['the stored choice matches in any case', 'www.exemplo.org', 'fr', 'FR'],
    ['a stored choice the site does not offer gives PT', 'www.exemplo.org', 'DE', 'PT'],
    ['nothing stored gives PT', 'www.exemplo.org', null, 'PT'],
    ['a stored PT is kept', 'www.exemplo.org', 'PT', 'PT'],
  ] as const)('%s', (_rule, host, stored, expected) => {
    it(`resolves ${host} with stored ${stored} to ${expected}`, () => {
      expect(resolveLocale(host, stored, custom)).toBe(expected);
    });
  });

  it('gives PT when the site has no custom languages', () => {
    expect(resolveLocale('en.exemplo.org', 'EN', [])).toBe('PT');
  });
});

describe('siteLanguages and splitDomains', () => {
  it('always offers PT first, then the custom languages with their hosts', () => {
    expect(siteLanguages(custom)).toMatchInlineSnapshot(`
      [
        {
          "code": "PT",
          "domains": [],
          "name": "Português",
        },
        {
          "code": "EN",
          "domains": [
            "en.exemplo.org",
            "en.exemplo.com",
          ],
          "name": "English",
        },
        {
          "code": "es",
          "domains": [],
          "name": "Español",
        },
        {
          "code": "FR",
          "domains": [
            "fr.exemplo.org",
            "localhost:4321",
          ],
          "name": "Français",
        },
      ]
    `);
  });

  it('lets a custom PT entry rename Portuguese without adding a second one', () => {
    const list = siteLanguages([{ name: 'Português (BR)', code: 'pt', domains: 'pt.exemplo.org', translations: {} }]);
    expect(list).toEqual([{ code: 'PT', name: 'Português (BR)', domains: ['pt.exemplo.org'] }]);
  });

  it.each([
    [' a.org , B.org,,', ['a.org', 'b.org']],
    ['', []],
    [null, []],
  ] as const)('splits %j', (domains, expected) => {
    expect(splitDomains(domains)).toEqual(expected);
  });

  it('applies custom texts over the built-in ones in labelsFor', () => {
    const labels = labelsFor('EN', custom);
    expect([labels.back, labels.save, labels.role_user]).toEqual(['Return', 'Save', 'Customer']);
  });
});
