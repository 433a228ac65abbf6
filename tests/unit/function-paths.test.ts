import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { declaredPaths, findFunction } from '../../src/integrations/function-paths';
import { matchPattern } from '../../src/server/http/path-pattern';

describe('matchPattern (Netlify path patterns as the dev API reads them)', () => {
  it('matches literal paths exactly', () => {
    expect(matchPattern('/api/settings', '/api/settings')).toEqual({});
    expect(matchPattern('/api/settings', '/api/settings/')).toEqual({});
    expect(matchPattern('/api/settings', '/api/settings/setup')).toBeNull();
    expect(matchPattern('/api/settings/setup', '/api/settings')).toBeNull();
  });

  it('gives named parameters, decoded, one segment each', () => {
    expect(matchPattern('/api/users/:id/password', '/api/users/12/password')).toEqual({ id: '12' });
    expect(matchPattern('/api/translations/:code', '/api/translations/pt%2DBR')).toEqual({ code: 'pt-BR' });
    expect(matchPattern('/api/posts/:id', '/api/posts')).toBeNull();
    expect(matchPattern('/api/posts/:id', '/api/posts/1/2')).toBeNull();
  });

  it('takes a parameter with a URLPattern expression only when the whole segment matches it', () => {
    expect(matchPattern('/loja/:id([0-9]+)', '/loja/42')).toEqual({ id: '42' });
    expect(matchPattern('/loja/:id([0-9]+)', '/loja/42/')).toEqual({ id: '42' });
    expect(matchPattern('/loja/:id([0-9]+)', '/loja/caneca-42')).toBeNull();
    expect(matchPattern('/loja/:id([0-9]+)', '/loja/42a')).toBeNull();
    expect(matchPattern('/:id([0-9]+)', '/7')).toEqual({ id: '7' });
    expect(matchPattern('/:id([0-9]+)', '/quem-somos')).toBeNull();
  });

  it('lets a final * take the rest of the path', () => {
    expect(matchPattern('/api/files/*', '/api/files/a/b.png')).toEqual({ 0: 'a/b.png' });
  });
});

describe('findFunction', () => {
  const functions = [
    { name: 'menus', paths: ['/api/menus', '/api/menus/:id'] },
    { name: 'order', paths: '/api/menus/order' },
    { name: 'scheduled', paths: undefined },
  ];

  it('prefers a literal path to a parameter, whatever the order of declaration', () => {
    expect(findFunction(functions, '/api/menus/order')?.fn.name).toBe('order');
    expect(findFunction(functions, '/api/menus/7')).toMatchObject({ fn: { name: 'menus' }, params: { id: '7' } });
  });

  it('answers null for a path no function declares', () => {
    expect(findFunction(functions, '/api/nothing')).toBeNull();
  });
});

describe('declaredPaths', () => {
  it('reads one path, a list, or none', () => {
    expect(declaredPaths(`export const config: Config = { path: '/api/a' };`)).toBe('/api/a');
    expect(declaredPaths(`export const config = {\n  path: ["/api/a", '/api/a/:id'],\n};`)).toEqual(['/api/a', '/api/a/:id']);
    expect(declaredPaths(`export const config: Config = { schedule: '* * * * *' };`)).toBeUndefined();
    expect(declaredPaths('export default () => new Response();')).toBeUndefined();
  });

  it('answers null when the path is not a literal, so the module is loaded instead', () => {
    expect(declaredPaths('export const config: Config = { path: PATHS };')).toBeNull();
  });

  it('reads every function of the project as Netlify will route it', async () => {
    const dir = 'netlify/functions';
    for (const name of readdirSync(dir).filter((n) => /\.m?[jt]s$/.test(n))) {
      const module = (await import(`../../${dir}/${name}`)) as { config?: { path?: string | string[] } };
      const read = declaredPaths(readFileSync(`${dir}/${name}`, 'utf8'));
      expect(read === null || JSON.stringify(read) === JSON.stringify(module.config?.path), name).toBe(true);
    }
  });
});
