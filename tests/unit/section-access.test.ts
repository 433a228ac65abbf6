import { describe, expect, it } from 'vitest';
import { canUseFeature, type Role } from '../../src/lib/roles';
import type { FeatureSetting } from '../../src/lib/features';
import { sectionView, type SectionView } from '../../src/server/http/section-access';

const on: FeatureSetting = { title: 'Notícias', url: '/noticias', enabled: true };
const off: FeatureSetting = { ...on, enabled: false };

// Spec: "Feature entries show for admin, or for super when that feature is enabled. Admin always sees every feature."
describe('canUseFeature', () => {
  it.each([
    ['admin', on, true],
    ['admin', off, true],
    ['admin', undefined, true],
    ['super', on, true],
    ['super', off, false],
    ['super', undefined, false],
    ['user', on, false],
    ['user', off, false],
    [null, on, false],
    [undefined, on, false],
  ] as [Role | null | undefined, FeatureSetting | undefined, boolean][])('%s with the feature %o -> %s', (role, feature, expected) => {
    expect(canUseFeature(role, feature)).toBe(expected);
  });
});

describe('sectionView', () => {
  it.each([
    ['anonymous, feature on', null, on, 'published'],
    ['anonymous, feature off', null, off, 'none'],
    ['anonymous, no settings yet', null, undefined, 'none'],
    ['customer, feature on', 'user', on, 'published'],
    ['customer, feature off', 'user', off, 'none'],
    ['admin, feature on', 'admin', on, 'drafts'],
    ['admin, feature off', 'admin', off, 'drafts'],
    ['super, feature on', 'super', on, 'drafts'],
    ['super, feature off', 'super', off, 'none'],
    ['super, no settings yet', 'super', undefined, 'none'],
  ] as [string, Role | null, FeatureSetting | undefined, SectionView][])('%s -> %s', (_case, role, feature, expected) => {
    expect(sectionView(role, feature)).toBe(expected);
  });
});
