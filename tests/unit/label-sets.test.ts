import { describe, expect, it } from 'vitest';
import accounts from '../../src/i18n/sets/accounts';
import admin from '../../src/i18n/sets/admin';
import common from '../../src/i18n/sets/common';
import conta from '../../src/i18n/sets/conta';
import menusTranslations from '../../src/i18n/sets/menus-translations';
import site from '../../src/i18n/sets/site';
import uploads from '../../src/i18n/sets/uploads';
import { BUILTIN_LANGS } from '../../src/i18n/types';

const SETS = { common, site, conta, uploads, menusTranslations, accounts, admin };

describe('label sets', () => {
  it('define each key in one set only (a second definition would silently replace the first)', () => {
    const owner = new Map<string, string>();
    const repeated: string[] = [];
    for (const [name, set] of Object.entries(SETS)) {
      for (const key of Object.keys(set.PT)) {
        if (owner.has(key)) repeated.push(`${key} (${owner.get(key)}, ${name})`);
        else owner.set(key, name);
      }
    }
    expect(repeated).toEqual([]);
  });

  describe.each(Object.entries(SETS))('the %s set', (_name, set) => {
    it.each(BUILTIN_LANGS)('has every PT key, and only those, in %s with a text', (lang) => {
      expect(Object.keys(set[lang]).sort()).toEqual(Object.keys(set.PT).sort());
      expect(Object.entries(set[lang]).filter(([, text]) => !text.trim())).toEqual([]);
    });
  });
});
