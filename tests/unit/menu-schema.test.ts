import { describe, expect, it } from 'vitest';
import { menuSchema } from '../../src/lib/schemas/menu';

function firstError(input: object, field: string): string | null {
  const result = menuSchema.safeParse(input);
  if (result.success) return null;
  return result.error.issues.find((issue) => issue.path.join('.') === field)?.message ?? '(no message for this field)';
}

describe('menuSchema', () => {
  it('fills defaults: enabled, no position (append), no submenus; empty texts become null', () => {
    expect(menuSchema.parse({ name: ' Loja ', url: '/loja', page: '' })).toMatchInlineSnapshot(`
      {
        "enabled": true,
        "name": "Loja",
        "page": null,
        "position": null,
        "submenus": [],
        "url": "/loja",
      }
    `);
  });

  it('keeps submenus in the order given', () => {
    const parsed = menuSchema.parse({ name: 'Sobre', submenus: [{ name: 'B', url: '/b' }, { name: 'A', page: 'a' }] });
    expect(parsed.submenus.map((s) => s.name)).toEqual(['B', 'A']);
  });

  describe.each([
    ['name', {}, 'O campo Nome é obrigatório.'],
    ['name', { name: '' }, 'O campo Nome é obrigatório.'],
    ['url', { name: 'A', url: 'mailto:a@b.co' }, 'O campo Endereço deve ser um caminho do site (começando com /) ou um endereço http(s).'],
    ['url', { name: 'A', url: 'http://' }, 'O campo Endereço deve ser um caminho do site (começando com /) ou um endereço http(s).'],
    ['page', { name: 'A', page: 'Quem_Somos' }, 'O campo Página deve ser um identificador de página (letras minúsculas, números e hífens).'],
    ['enabled', { name: 'A', enabled: 1 }, 'O campo Ativo deve ser verdadeiro ou falso.'],
    ['position', { name: 'A', position: Number.NaN }, 'O campo Posição deve ser um número.'],
    ['submenus.0.url', { name: 'A', submenus: [{ name: 'B', url: null, page: null }] }, 'Informe o endereço ou a página do submenu.'],
    ['submenus.0.page', { name: 'A', submenus: [{ name: 'B', page: '../x' }] }, 'O campo Página do submenu deve ser um identificador de página (letras minúsculas, números e hífens).'],
  ])('rejects a bad %s', (field, input, message) => {
    it(`with "${message}"`, () => {
      expect(firstError(input, field)).toBe(message);
    });
  });
});

describe('the messages of an empty menu form', () => {
  it('names the required name and the wrong types', () => {
    const result = menuSchema.safeParse({ url: 5, enabled: 'x', submenus: [{}] });
    const out: Record<string, string[]> = {};
    for (const issue of result.success ? [] : result.error.issues) (out[issue.path.join('.')] ??= []).push(issue.message);
    expect(out).toMatchInlineSnapshot(`
      {
        "enabled": [
          "O campo Ativo deve ser verdadeiro ou falso.",
        ],
        "name": [
          "O campo Nome é obrigatório.",
        ],
        "submenus.0.name": [
          "O campo Nome do submenu é obrigatório.",
        ],
        "url": [
          "O campo Endereço deve ser um texto.",
        ],
      }
    `);
  });
});
