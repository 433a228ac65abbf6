import { describe, expect, it } from 'vitest';
import { withSiteTitle } from '../../src/lib/page-title';

describe('withSiteTitle', () => {
  it.each([
    ['Agenda', 'Vitrine Demo', 'Agenda | Vitrine Demo'],
    ['Agenda: março de 2027', 'Vitrine Demo', 'Agenda: março de 2027 | Vitrine Demo'],
    ['', 'Vitrine Demo', 'Vitrine Demo'],
    [undefined, 'Vitrine Demo', 'Vitrine Demo'],
    [null, 'Vitrine Demo', 'Vitrine Demo'],
    ['Agenda', '', 'Agenda'],
    ['Agenda', null, 'Agenda'],
    ['', undefined, ''],
    ['A | B', 'Site', 'A | B | Site'],
  ])('puts %j before the site title %j: %j', (title, siteTitle, expected) => {
    expect(withSiteTitle(title, siteTitle)).toBe(expected);
  });
});
