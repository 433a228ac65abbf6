import { describe, expect, it } from 'vitest';
import { menuSchema, type Menu } from '../../src/lib/schemas/menu';
import { emptyMenu, errorKey, serverErrors, toPayload, toValues, validateMenu } from '../../src/conta/menus/menu-values';
import { moveItem } from '../../src/conta/rows/move-item';

const MESSAGES = { urlRequired: 'URL!', pageRequired: 'PAGE!', needsTarget: 'NEEDS!' };
const stored: Menu = {
  id: '3',
  name: 'Sobre',
  url: null,
  page: 'sobre',
  enabled: false,
  position: 2,
  submenus: [
    { id: '7', name: 'Equipe', url: '/equipe', page: null, position: 0 },
    { id: '8', name: 'História', url: null, page: 'historia', position: 1 },
  ],
};

describe('menu form values', () => {
  it('round-trips a stored menu (the position is left to the server)', () => {
    const values = toValues(stored);
    expect(values.kind).toBe('page');
    expect(values.submenus.map((row) => [row.key, row.kind, row.target])).toEqual([['s7', 'url', '/equipe'], ['s8', 'page', 'historia']]);
    const { data, errors } = validateMenu(values, MESSAGES, menuSchema);
    expect(errors).toEqual({});
    expect(data).toEqual({ ...toPayload(values), position: null, submenus: [{ name: 'Equipe', url: '/equipe', page: null }, { name: 'História', url: null, page: 'historia' }] });
  });

  it.each([
    ['an address kind without an address', { ...emptyMenu(), name: 'A' }, 'target', 'URL!'],
    ['a page kind without a slug', { ...emptyMenu(), name: 'A', kind: 'page' as const }, 'target', 'PAGE!'],
    ['no destination and no submenus', { ...emptyMenu(), name: 'A', kind: 'none' as const }, 'target', 'NEEDS!'],
    ['a bad slug', { ...emptyMenu(), name: 'A', kind: 'page' as const, target: 'Quem Somos' }, 'target', 'O campo Página deve ser um identificador de página (letras minúsculas, números e hífens).'],
    ['a relative address', { ...emptyMenu(), name: 'A', target: 'noticias' }, 'target', 'O campo Endereço deve ser um caminho do site (começando com /) ou um endereço http(s).'],
    ['no name', { ...emptyMenu(), target: '/a' }, 'name', 'O campo Nome é obrigatório.'],
    ['a submenu without a target', { ...emptyMenu(), name: 'A', kind: 'none' as const, submenus: [{ key: 'n1', name: 'B', kind: 'url' as const, target: '' }] }, 'submenus.n1.target', 'URL!'],
    ['a submenu without a name', { ...emptyMenu(), name: 'A', kind: 'none' as const, submenus: [{ key: 'n1', name: '', kind: 'url' as const, target: '/b' }] }, 'submenus.n1.name', 'O campo Nome do submenu é obrigatório.'],
  ])('refuses %s', (_case, values, key, message) => {
    const { data, errors } = validateMenu(values, MESSAGES, menuSchema);
    expect(data).toBeNull();
    expect(errors[key]).toBe(message);
  });

  it('maps the paths of a 422 answer to the form keys', () => {
    const rows = toValues(stored).submenus;
    expect(errorKey(['page'], rows)).toBe('target');
    expect(errorKey(['submenus', 1, 'page'], rows)).toBe('submenus.s8.target');
    expect(errorKey(['submenus', 9, 'name'], rows)).toBe('submenus');
    expect(errorKey([], rows)).toBe('_');
    expect(serverErrors({ 'submenus.0.name': ['Nome!', 'outro'], position: ['P'] }, rows)).toEqual({ 'submenus.s7.name': 'Nome!', _: 'P' });
  });

  it.each([
    [1, -1, ['b', 'a', 'c']],
    [1, 1, ['a', 'c', 'b']],
    [0, -1, ['a', 'b', 'c']],
    [2, 1, ['a', 'b', 'c']],
  ] as const)('moves the item at %i by %i', (index, step, expected) => {
    expect(moveItem(['a', 'b', 'c'], index, step)).toEqual(expected);
  });
});
