import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILTIN, LABEL_SETS } from '../../src/i18n/labels';
import { PT_LABELS } from '../../src/i18n/labels-pt';
import { BUILTIN_LANGS } from '../../src/i18n/types';

// One file per area in sets/ (Portuguese), with its English and Spanish twins in sets/en/ and sets/es/.
const files = (folder: string) => Object.keys(import.meta.glob(['../../src/i18n/sets/*.ts', '../../src/i18n/sets/*/*.ts'])).filter((path) => path.split('/').slice(-2, -1)[0] === folder).map((path) => basename(path, '.ts')).sort();

describe('label sets', () => {
  it('are all merged into the built-in labels (a set file left out would show keys instead of texts)', () => {
    expect(Object.keys(LABEL_SETS).sort()).toEqual(files('sets'));
    expect(files('en')).toEqual(files('sets'));
    expect(files('es')).toEqual(files('sets'));
  });

  it('give the browser every Portuguese label (labels-pt.ts lists the sets again, Portuguese only)', () => {
    expect(PT_LABELS).toEqual(BUILTIN.PT);
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
