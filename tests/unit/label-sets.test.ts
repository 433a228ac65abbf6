import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LABEL_SETS } from '../../src/i18n/labels';
import { BUILTIN_LANGS, type LabelSet } from '../../src/i18n/types';

const files = import.meta.glob<{ default: LabelSet }>('../../src/i18n/sets/*.ts', { eager: true });

describe('label sets', () => {
  it('are all merged into the built-in labels (a set file left out would show keys instead of texts)', () => {
    const names = Object.keys(files).map((path) => basename(path, '.ts'));
    expect(Object.keys(LABEL_SETS).sort()).toEqual(names.sort());
  });

  it('define each key in one set only (a second definition would silently replace the first)', () => {
    const owner = new Map<string, string>();
    const repeated: string[] = [];
    for (const [name, set] of Object.entries(LABEL_SETS)) {
      for (const key of Object.keys(set.PT)) {
        if (owner.has(key)) repeated.push(`${key} (${owner.get(key)}, ${name})`);
        else owner.set(key, name);
      }
    }
    expect(repeated).toEqual([]);
  });

  describe.each(Object.entries(LABEL_SETS))('the %s set', (_name, set) => {
    it.each(BUILTIN_LANGS)('has every PT key, and only those, in %s with a text', (lang) => {
      expect(Object.keys(set[lang]).sort()).toEqual(Object.keys(set.PT).sort());
      expect(Object.entries(set[lang]).filter(([, text]) => !text.trim())).toEqual([]);
    });
  });
});
