import { describe, expect, it } from 'vitest';
import { missingItems } from '../../src/conta/profile/profile-status';
import { BUILTIN } from '../../src/i18n/labels';
import { LABEL_SETS } from '../../src/i18n/labels';

const accounts = LABEL_SETS.accounts;

describe('missingItems', () => {
  describe.each([
    ['a complete profile lacks nothing', { document: '38251266173', phone: '11987654321' }, [{ is_default: true }], []],
    ['no document', { document: null, phone: '11987654321' }, [{ is_default: true }], ['acc_status_document']],
    ['no phone', { document: '38251266173', phone: null }, [{ is_default: true }], ['acc_status_phone']],
    ['addresses without a default', { document: '38251266173', phone: '1130000000' }, [{ is_default: false }], ['acc_status_address']],
    ['a new admin lacks all three', { document: null, phone: null }, [], ['acc_status_document', 'acc_status_phone', 'acc_status_address']],
  ])('%s', (_case, profile, addresses, expected) => {
    it(`lists ${JSON.stringify(expected)}`, () => {
      expect(missingItems(profile, addresses)).toEqual(expected);
    });
  });
});

describe('accounts label set', () => {
  it.each(['EN', 'ES'] as const)('has every PT key in %s, with a text', (lang) => {
    expect(Object.keys(accounts[lang]).sort()).toEqual(Object.keys(accounts.PT).sort());
    expect(Object.values(accounts[lang]).every((text) => text.trim().length > 0)).toBe(true);
  });
  it('is merged into the built-in labels without overriding another set', () => {
    expect(BUILTIN.PT.acc_state_placeholder).toBe('Selecione o estado');
    expect(Object.keys(accounts.PT).every((key) => key.startsWith('acc_'))).toBe(true);
  });
});
