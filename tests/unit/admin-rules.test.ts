import { describe, expect, it } from 'vitest';
import { LABEL_SETS } from '../../src/i18n/labels';

const admin = LABEL_SETS.admin;
import { formatDate, formatDateTime } from '../../src/lib/date-time';
import type { Role } from '../../src/lib/roles';
import { canAssignRole, roleChangeBlock, userActionBlock, type UserAction } from '../../src/lib/user-rules';

const acc = (id: string, role: Role) => ({ id, role });

describe('userActionBlock', () => {
  describe.each([
    ['an admin may edit another admin', acc('1', 'admin'), acc('2', 'admin'), 'edit', 2, null],
    ['an admin may delete a super', acc('1', 'admin'), acc('2', 'super'), 'delete', 1, null],
    ['an admin may delete another admin while one remains', acc('1', 'admin'), acc('2', 'admin'), 'delete', 2, null],
    ['nobody deletes the last admin', acc('1', 'admin'), acc('2', 'admin'), 'delete', 1, 'last_admin'],
    ['nobody deletes themselves', acc('1', 'admin'), acc('1', 'admin'), 'delete', 3, 'self_delete'],
    ['a super deletes no admin', acc('1', 'super'), acc('2', 'admin'), 'delete', 3, 'super_vs_admin'],
    ['a super edits no admin', acc('1', 'super'), acc('2', 'admin'), 'edit', 3, 'super_vs_admin'],
    ['a super resets no admin password', acc('1', 'super'), acc('2', 'admin'), 'password', 3, 'super_vs_admin'],
    ['a super may reset a customer password', acc('1', 'super'), acc('2', 'user'), 'password', 1, null],
    ['a super may delete another super', acc('1', 'super'), acc('2', 'super'), 'delete', 1, null],
  ] as const)('%s', (_rule, actor, target, action, admins, expected) => {
    it(`gives ${expected}`, () => {
      expect(userActionBlock(actor, target, action as UserAction, admins)).toBe(expected);
    });
  });
});

describe('roleChangeBlock and canAssignRole', () => {
  it.each([
    ['keeping the role is always allowed', acc('1', 'super'), acc('1', 'super'), 'super', 1, null],
    ['a super promotes nobody to admin', acc('1', 'super'), acc('2', 'user'), 'admin', 1, 'super_vs_admin'],
    ['a super may make a customer super', acc('1', 'super'), acc('2', 'user'), 'super', 1, null],
    ['nobody changes their own role', acc('1', 'admin'), acc('1', 'admin'), 'user', 2, 'self_role'],
    ['the last admin keeps the role', acc('1', 'admin'), acc('2', 'admin'), 'super', 1, 'last_admin'],
    ['an admin may demote another admin while one remains', acc('1', 'admin'), acc('2', 'admin'), 'user', 2, null],
  ] as const)('%s', (_rule, actor, target, role, admins, expected) => {
    expect(roleChangeBlock(actor, target, role, admins)).toBe(expected);
  });

  it('lets only an admin assign the admin role', () => {
    expect([canAssignRole('admin', 'admin'), canAssignRole('super', 'admin'), canAssignRole('super', 'user')]).toEqual([true, false, true]);
  });
});

describe('formatDateTime', () => {
  it.each([
    ['2026-11-22T23:30:00.000Z', '22/11/2026 20:30'],
    ['2026-01-01T02:59:00.000Z', '31/12/2025 23:59'],
    ['not a date', ''],
  ])('shows %s in America/Sao_Paulo as %j', (iso, expected) => {
    expect(formatDateTime(iso)).toBe(expected);
  });

  it('shows the day only with formatDate', () => {
    expect(formatDate('2026-11-23T01:00:00.000Z')).toBe('22/11/2026');
  });
});

describe('the admin label set', () => {
  it('has every key in PT, EN and ES, none empty', () => {
    const keys = Object.keys(admin.PT).sort();
    expect(Object.keys(admin.EN).sort()).toEqual(keys);
    expect(Object.keys(admin.ES).sort()).toEqual(keys);
    for (const lang of ['PT', 'EN', 'ES'] as const) expect(Object.values(admin[lang]).filter((v) => !v.trim())).toEqual([]);
  });

  it('uses the same placeholders in every language', () => {
    const holes = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort().join();
    for (const key of Object.keys(admin.PT)) {
      expect([holes(admin.EN[key]), holes(admin.ES[key])]).toEqual([holes(admin.PT[key]), holes(admin.PT[key])]);
    }
  });
});
