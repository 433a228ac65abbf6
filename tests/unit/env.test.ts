import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from '../../src/lib/zod';
import { envValue, readEnv } from '../../src/server/env';

const schema = z.object({
  VITRINE_TEST_BASE: z.string().url('VITRINE_TEST_BASE deve ser uma URL').default('https://exemplo.org'),
  VITRINE_TEST_MS: z.coerce.number().int('VITRINE_TEST_MS deve ser um número inteiro').optional(),
});

const set = (values: Record<string, string | undefined>) => {
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
};

afterEach(() => set({ VITRINE_TEST_BASE: undefined, VITRINE_TEST_MS: undefined }));

describe('readEnv: the one reader of the environment', () => {
  it.each([
    ['unset variables take their defaults', {}, { VITRINE_TEST_BASE: 'https://exemplo.org', VITRINE_TEST_MS: undefined }],
    ['an empty value counts as unset', { VITRINE_TEST_BASE: '', VITRINE_TEST_MS: '' }, { VITRINE_TEST_BASE: 'https://exemplo.org', VITRINE_TEST_MS: undefined }],
    ['values are parsed by the schema', { VITRINE_TEST_BASE: 'http://127.0.0.1:4010', VITRINE_TEST_MS: '250' }, { VITRINE_TEST_BASE: 'http://127.0.0.1:4010', VITRINE_TEST_MS: 250 }],
  ])('%s', (_case, values, expected) => {
    set(values);
    expect(readEnv(schema, 'de teste')).toEqual(expected);
  });

  it.each([
    ['de teste', { VITRINE_TEST_MS: '2.5' }, 'Variáveis de ambiente de teste inválidas:\nVITRINE_TEST_MS: VITRINE_TEST_MS deve ser um número inteiro'],
    ['', { VITRINE_TEST_BASE: 'nada' }, 'Variáveis de ambiente inválidas:\nVITRINE_TEST_BASE: VITRINE_TEST_BASE deve ser uma URL'],
  ])('names the group %j and each bad variable', (group, values, message) => {
    set(values);
    expect(() => readEnv(schema, group)).toThrow(message);
  });

  it('parses again only when a value changed since the last call, so a test that sets a variable sees it', () => {
    set({ VITRINE_TEST_MS: '1' });
    const first = readEnv(schema);
    expect(readEnv(schema)).toBe(first);
    set({ VITRINE_TEST_MS: '2' });
    expect(readEnv(schema)).toEqual({ VITRINE_TEST_BASE: 'https://exemplo.org', VITRINE_TEST_MS: 2 });
    set({ VITRINE_TEST_MS: 'x' });
    expect(() => readEnv(schema)).toThrow('VITRINE_TEST_MS');
    set({ VITRINE_TEST_MS: undefined });
    expect(readEnv(schema)).toEqual({ VITRINE_TEST_BASE: 'https://exemplo.org', VITRINE_TEST_MS: undefined });
  });

  it.each([
    [undefined, undefined],
    ['', undefined],
    ['/tmp/x.log', '/tmp/x.log'],
  ])('envValue reads %j as %j', (value, expected) => {
    set({ VITRINE_TEST_BASE: value });
    expect(envValue('VITRINE_TEST_BASE')).toBe(expected);
  });
});

/** Every source file under a folder. */
const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : /\.(ts|tsx|mts)$/.test(name) ? [path] : [];
  });

describe('the environment is read in one module', () => {
  it('leaves process.env to src/server/env.ts in src/server, src/lib and netlify/functions', () => {
    const readers = ['src/server', 'src/lib', 'netlify/functions']
      .flatMap(sources)
      .filter((file) => /process\.env\b/.test(readFileSync(file, 'utf8')));
    expect(readers).toEqual(['src/server/env.ts']);
  });
});
