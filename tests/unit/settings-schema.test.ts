import { describe, expect, it } from 'vitest';
import { settingsSchema, type SettingsInput } from '../../src/lib/schemas/settings';
import { DEFAULT_FEATURES } from '../../src/lib/features';

const base: SettingsInput = {
  title: 'Vitrine',
  font: 'Montserrat',
  primary_color: '#4a2c2a',
  secondary_color: '#f08a76',
  site_footer_logo: false,
  features: DEFAULT_FEATURES,
};

/** The first message of a field, or null when the input is accepted. */
function firstError(input: object, field: string): string | null {
  const result = settingsSchema.safeParse({ ...base, ...input });
  if (result.success) return null;
  return result.error.issues.find((issue) => issue.path.join('.') === field)?.message ?? '(no message for this field)';
}

describe('settingsSchema', () => {
  it('normalises a full form: trims, lower-cases colours and e-mail, empties to null, leaves languages out', () => {
    const parsed = settingsSchema.parse({
      ...base,
      title: '  Vitrine  ',
      primary_color: '#ABCDEF',
      email: ' Contato@Exemplo.ORG ',
      url_facebook: '',
      gtag: 'G-12345ABC',
      whatsapp: ' (11) 98765-4321 ',
      translations: [{ name: 'English', code: 'english', domains: 'not a host', translations: { unknown: 1 } }],
    });
    expect(parsed).toMatchInlineSnapshot(`
      {
        "contact": null,
        "contact_retention_months": 24,
        "email": "contato@exemplo.org",
        "features": {
          "events": {
            "enabled": false,
            "title": "Agenda",
            "url": "/agenda",
          },
          "medias": {
            "enabled": false,
            "title": "Biblioteca",
            "url": "/biblioteca",
          },
          "posts": {
            "enabled": false,
            "title": "Notícias",
            "url": "/noticias",
          },
          "produtos": {
            "enabled": false,
            "title": "Loja",
            "url": "/loja",
          },
        },
        "font": "Montserrat",
        "gtag": "G-12345ABC",
        "primary_color": "#abcdef",
        "privacy_page": null,
        "secondary_color": "#f08a76",
        "site_cover": null,
        "site_favicon": null,
        "site_footer_logo": false,
        "site_logo": null,
        "title": "Vitrine",
        "url_facebook": null,
        "url_instagram": null,
        "url_twitter": null,
        "url_youtube": null,
        "whatsapp": "+5511987654321",
      }
    `);
  });

  describe.each([
    ['title', { title: '' }, 'O campo Título do site é obrigatório.'],
    ['font', { font: 'Comic Sans; color: red' }, 'O campo Fonte deve ter apenas letras, números e espaços.'],
    ['primary_color', { primary_color: '#12345' }, 'O campo Cor primária deve ser uma cor no formato #rrggbb.'],
    ['primary_color', { primary_color: '#gggggg' }, 'O campo Cor primária deve ser uma cor no formato #rrggbb.'],
    ['site_logo', { site_logo: 'data:image/png;base64,AAA' }, 'O campo Logo deve ser um endereço http(s) ou um caminho do site.'],
    ['url_youtube', { url_youtube: 'youtube.com/x' }, 'O campo YouTube deve ser um endereço começando com http:// ou https://.'],
    ['url_twitter', { url_twitter: 'https://' }, 'O campo Twitter deve ser um endereço começando com http:// ou https://.'],
    ['email', { email: 'a@' }, 'O campo E-mail deve ser um e-mail válido.'],
    ['gtag', { gtag: 'G-1"><script>' }, 'O campo Google Tag deve ser um identificador como G-XXXXXXX.'],
    ['features.posts.url', { features: { posts: { title: 'N', url: 'data:text/html,x', enabled: true } } }, 'O campo Endereço do recurso deve ser um caminho do site (começando com /) ou um endereço http(s).'],
    ['features.Posts', { features: { Posts: { title: 'N', url: '/n', enabled: true } } }, 'O nome do recurso deve ter apenas letras minúsculas, números e _.'],
  ])('rejects a bad %s', (field, input, message) => {
    it(`with "${message}"`, () => {
      expect(firstError(input, field)).toBe(message);
    });
  });

  describe.each([
    ['a site path as logo', { site_logo: '/api/uploads/images/abc.png' }],
    ['an http address as cover', { site_cover: 'http://cdn.exemplo.org/capa.jpg' }],
    ['null optional texts', { gtag: null, contact: null, email: null, url_facebook: null }],
    ['an external feature url', { features: { loja: { title: 'Loja', url: 'https://loja.exemplo.org', enabled: true } } }],
    ['a font with digits', { font: 'Baloo Bhai 2' }],
  ])('accepts %s', (_case, input) => {
    it('parses', () => {
      expect(settingsSchema.safeParse({ ...base, ...input }).success).toBe(true);
    });
  });

  it('keeps the four default features disabled', () => {
    expect(Object.entries(DEFAULT_FEATURES).map(([key, f]) => [key, f.title, f.url, f.enabled])).toMatchInlineSnapshot(`
      [
        [
          "posts",
          "Notícias",
          "/noticias",
          false,
        ],
        [
          "events",
          "Agenda",
          "/agenda",
          false,
        ],
        [
          "medias",
          "Biblioteca",
          "/biblioteca",
          false,
        ],
        [
          "produtos",
          "Loja",
          "/loja",
          false,
        ],
      ]
    `);
  });
});

describe('the messages of an empty settings form', () => {
  it('names every required field and every wrong type', () => {
    const result = settingsSchema.safeParse({ site_cover: 1, features: null });
    const out: Record<string, string[]> = {};
    for (const issue of result.success ? [] : result.error.issues) (out[issue.path.join('.')] ??= []).push(issue.message);
    expect(out).toMatchInlineSnapshot(`
      {
        "features": [
          "O campo Recursos deve ser um objeto.",
        ],
        "font": [
          "O campo Fonte é obrigatório.",
        ],
        "primary_color": [
          "O campo Cor primária é obrigatório.",
        ],
        "secondary_color": [
          "O campo Cor secundária é obrigatório.",
        ],
        "site_cover": [
          "O campo Imagem de capa deve ser um texto.",
        ],
        "site_footer_logo": [
          "O campo Logo no rodapé deve ser verdadeiro ou falso.",
        ],
        "title": [
          "O campo Título do site é obrigatório.",
        ],
      }
    `);
  });
});
