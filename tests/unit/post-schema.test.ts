import { describe, expect, it } from 'vitest';
import { postSchema } from '../../src/lib/schemas/post';
import { fromSiteInputValue, toSiteInputValue } from '../../src/lib/site-date-input';
import { isIdOrSlugKey, slugify } from '../../src/lib/slug';

describe('slugify', () => {
  describe.each([
    ['removes accents and lower-cases', 'Ação Cultural em São João', 'acao-cultural-em-sao-joao'],
    ['joins other characters with one hyphen', 'Feira: livros & discos!!', 'feira-livros-discos'],
    ['trims hyphens at both ends', '  --Olá--  ', 'ola'],
    ['gives nothing for symbols only', '!!!', ''],
  ])('%s', (_rule, title, slug) => {
    it(`gives "${slug}"`, () => expect(slugify(title)).toBe(slug));
  });

  it('cuts at 120 characters without a trailing hyphen', () => {
    const slug = slugify(`${'a'.repeat(119)} b`);
    expect(slug).toBe('a'.repeat(119));
  });
});

describe('isIdOrSlugKey', () => {
  it.each(['42', 'festa-junina', 'a'.repeat(120), '-'])('takes "%s"', (key) => expect(isIdOrSlugKey(key)).toBe(true));
  it.each(['', 'Festa', 'festa_junina', 'ação', 'a'.repeat(121), '1 2'])('refuses "%s"', (key) =>
    expect(isIdOrSlugKey(key)).toBe(false),
  );
});

describe('postSchema', () => {
  it('makes the slug from the title when it is empty and defaults to a draft', () => {
    expect(postSchema.parse({ title: 'Notícia Um', slug: '' })).toEqual({
      title: 'Notícia Um',
      slug: 'noticia-um',
      excerpt: null,
      cover: null,
      body: '',
      status: 'draft',
      published_at: null,
    });
  });

  it('keeps a typed slug', () => {
    expect(postSchema.parse({ title: 'X', slug: 'meu-endereco' }).slug).toBe('meu-endereco');
  });

  it('names the fields in its messages', () => {
    const result = postSchema.safeParse({ title: '', slug: 'A B', status: 'x', published_at: 'x' });
    expect(result.error?.issues.map((issue) => issue.message)).toMatchInlineSnapshot(`
      [
        "O campo Título é obrigatório.",
        "O campo Endereço (slug) deve ter só letras minúsculas sem acento, números e hífens entre palavras.",
        "O campo Situação deve ser Rascunho ou Publicado.",
        "O campo Data de publicação deve ser uma data e hora válida.",
      ]
    `);
  });
});

describe('site date-time inputs', () => {
  describe.each([
    ['2026-03-10T09:30', '2026-03-10T12:30:00.000Z'],
    ['2026-12-31T23:59', '2027-01-01T02:59:00.000Z'],
  ])('%s in São Paulo', (local, iso) => {
    it(`is ${iso}`, () => {
      expect(fromSiteInputValue(local)).toBe(iso);
      expect(toSiteInputValue(iso)).toBe(local);
    });
  });

  it.each(['2026-02-30T10:00', 'amanhã', ''])('refuses %j', (value) => expect(fromSiteInputValue(value)).toBeNull());
  it('shows nothing for no date', () => expect(toSiteInputValue(null)).toBe(''));
});
