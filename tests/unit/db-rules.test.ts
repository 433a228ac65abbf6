import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { containsPattern, searchWords, typoPatterns } from '../../src/server/db/like';
import { isUniqueViolation, slugRule, takenError, uniqueConflict, type UniqueRule } from '../../src/server/db/unique-violation';
import { HttpError } from '../../src/server/http/http-error';

describe('containsPattern', () => {
  it.each([
    ['feira', '%feira%'],
    ['100%', '%100\\%%'],
    ['a_b', '%a\\_b%'],
    ['c:\\dir', '%c:\\\\dir%'],
    ['%_\\', '%\\%\\_\\\\%'],
    ['Ação', '%Ação%'],
  ])('%j -> %j', (text, pattern) => {
    expect(containsPattern(text)).toBe(pattern);
  });
});

describe('searchWords', () => {
  it.each([
    [null, []],
    ['', []],
    ['  camiseta   azul ', ['camiseta', 'azul']],
    ['cami\tseta\u0007x', ['cami', 'seta', 'x']],
    // Composed: "í" typed as i + combining acute is one letter.
    ['ci\u0301lios', ['cílios']],
    ['a b c d e f g h i j', ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']],
  ])('%j -> %j', (q, words) => {
    expect(searchWords(q)).toEqual(words);
  });
});

describe('typoPatterns', () => {
  it('undoes one typo of each kind: a letter missing, one too many or wrong, two neighbours swapped', () => {
    const patterns = typoPatterns('livor');
    expect(patterns).toEqual(expect.arrayContaining(['ivor', 'livr', 'l_vor', 'li_vor', 'livro', 'ilvor', 'livor_']));
    expect(patterns).not.toContain('livor');
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it.each(['liv', 'a'.repeat(25), '100%', 'a_bc', 'cam-p', 'abc1'])('leaves %j as typed (short, long, not only letters)', (word) => {
    expect(typoPatterns(word)).toEqual([]);
  });

  it('takes accented letters as letters', () => {
    expect(typoPatterns('cílos')).toContain('cíl_os');
  });
});

const violation = (code: string, constraint_name: string) => new postgres.PostgresError({ message: 'x', code, constraint_name } as never);
const SLUG: UniqueRule = slugRule('posts', 'Este endereço (slug) já é usado por outra notícia.');
const EMAIL: UniqueRule = { constraint: 'users_email_key', message: 'Já existe uma conta com este e-mail.' };

describe('isUniqueViolation', () => {
  it.each([
    ['a unique violation, any constraint', violation('23505', 'posts_slug_key'), undefined, true],
    ['a unique violation of the named constraint', violation('23505', 'posts_slug_key'), 'posts_slug_key', true],
    ['a unique violation of another constraint', violation('23505', 'pages_one_home'), 'posts_slug_key', false],
    ['a foreign-key violation', violation('23503', 'posts_slug_key'), 'posts_slug_key', false],
    ['a plain Error with the same code', Object.assign(new Error('x'), { code: '23505', constraint_name: 'posts_slug_key' }), undefined, false],
    ['not an error', { code: '23505' }, undefined, false],
  ])('%s -> %s', (_case, error, constraint, expected) => {
    expect(isUniqueViolation(error, constraint)).toBe(expected);
  });
});

describe('uniqueConflict and takenError', () => {
  it.each([
    ['a taken slug answers 409 under errors.slug', violation('23505', 'posts_slug_key'), SLUG,
      { status: 409, message: SLUG.message, errors: { slug: [SLUG.message] } }],
    ['a rule without a field answers 409 with the message only', violation('23505', 'users_email_key'), EMAIL,
      { status: 409, message: EMAIL.message, errors: undefined }],
    ['a field can be named on any rule', violation('23505', 'users_email_key'), { ...EMAIL, field: 'email' },
      { status: 409, message: EMAIL.message, errors: { email: [EMAIL.message] } }],
  ])('%s', (_case, error, rule, expected) => {
    const mapped = uniqueConflict(error, rule);
    expect(mapped).toBeInstanceOf(HttpError);
    expect({ status: (mapped as HttpError).status, message: (mapped as HttpError).message, errors: (mapped as HttpError).errors }).toEqual(expected);
    expect(takenError(rule)).toEqual(mapped);
  });

  it.each([
    ['a violation of another constraint', violation('23505', 'pages_one_home')],
    ['another database error', violation('23503', 'posts_slug_key')],
    ['an HttpError', new HttpError(404, 'Notícia não encontrada.')],
  ])('returns %s unchanged', (_case, error) => {
    expect(uniqueConflict(error, SLUG)).toBe(error);
  });

  it('names a table slug index <table>_slug_key', () => {
    expect(slugRule('products', 'Ocupado.')).toEqual({ constraint: 'products_slug_key', message: 'Ocupado.', field: 'slug' });
  });
});
