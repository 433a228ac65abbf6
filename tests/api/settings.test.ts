import { beforeEach, describe, expect, it } from 'vitest';
import settings from '../../netlify/functions/settings.mts';
import { DEFAULT_FEATURES } from '../../src/lib/features';
import { createUser, expireSessions, resetDb, seedSettings } from '../helpers/db';
import { call } from '../helpers/request';

const URL = '/api/settings';

beforeEach(resetDb);

describe('GET /api/settings', () => {
  it('answers null before the setup, cacheable for a minute', async () => {
    const res = await call(settings, 'GET', URL);
    expect(res.status).toBe(200);
    expect(res.body).toBeNull();
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
  });

  it('answers exactly the public fields, with null for unset texts', async () => {
    await seedSettings({ title: 'Casa', site_logo: 'https://cdn.exemplo.org/logo.png' });
    const res = await call(settings, 'GET', URL);
    expect(Object.keys(res.body).sort()).toMatchInlineSnapshot(`
      [
        "contact",
        "contact_retention_months",
        "email",
        "features",
        "font",
        "gtag",
        "primary_color",
        "privacy_page",
        "secondary_color",
        "site_cover",
        "site_favicon",
        "site_footer_logo",
        "site_logo",
        "title",
        "translations",
        "url_facebook",
        "url_instagram",
        "url_twitter",
        "url_youtube",
        "whatsapp",
      ]
    `);
    expect(res.body).toMatchObject({ title: 'Casa', site_logo: 'https://cdn.exemplo.org/logo.png', gtag: null, features: DEFAULT_FEATURES });
  });

  it('answers 405 for POST and DELETE', async () => {
    const { token } = await createUser({ role: 'admin' });
    expect((await call(settings, 'POST', URL, { token, body: {} })).status).toBe(405);
    expect((await call(settings, 'DELETE', URL, { token })).status).toBe(405);
  });
});

describe('PUT /api/settings', () => {
  it.each([
    ['anonymous', undefined, 401],
    ['user', 'user', 403],
  ] as const)('refuses %s with %i', async (_case, role, status) => {
    await seedSettings();
    const token = role ? (await createUser({ role })).token : undefined;
    const res = await call(settings, 'PUT', URL, { token, body: { title: 'Invadido' } });
    expect(res.status).toBe(status);
    expect((await call(settings, 'GET', URL)).body.title).toBe('Vitrine de Teste');
  });

  it('refuses an expired session with 401', async () => {
    await seedSettings();
    const { token } = await createUser({ role: 'admin' });
    await expireSessions();
    expect((await call(settings, 'PUT', URL, { token, body: { title: 'X' } })).status).toBe(401);
  });

  it.each(['admin', 'super'] as const)('lets %s save every field and answers the saved settings', async (role) => {
    await seedSettings();
    const { token } = await createUser({ role });
    const body = {
      title: '  Nova Vitrine ',
      font: 'Open Sans',
      primary_color: '#AABBCC',
      secondary_color: '#112233',
      site_cover: 'https://exemplo.org/capa.jpg',
      site_logo: '/api/uploads/images/logo.png',
      site_favicon: null,
      site_footer_logo: true,
      gtag: 'G-ABC123XYZ',
      contact: 'Rua das Flores, 10',
      email: 'Contato@Exemplo.org',
      url_facebook: 'https://facebook.com/vitrine',
      url_instagram: '',
      url_twitter: null,
      url_youtube: 'https://youtube.com/@vitrine',
      features: DEFAULT_FEATURES,
    };
    const res = await call(settings, 'PUT', URL, { token, body });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.body).toMatchObject({
      title: 'Nova Vitrine',
      primary_color: '#aabbcc',
      email: 'contato@exemplo.org',
      url_instagram: null,
      site_footer_logo: true,
      translations: [],
    });
    expect((await call(settings, 'GET', URL)).body).toEqual(res.body);
  });

  it('keeps the stored languages as they are when the other fields are saved', async () => {
    const languages = [{ name: 'English', code: 'EN', domains: 'en.exemplo.org', translations: { back: 'Go back' } }];
    await seedSettings({ translations: languages });
    const { token } = await createUser({ role: 'admin' });
    const res = await call(settings, 'PUT', URL, { token, body: { title: 'Outro título' } });
    expect(res.status).toBe(200);
    expect(res.body.translations).toEqual(languages);
    expect((await call(settings, 'GET', URL)).body.translations).toEqual(languages);
  });

  // A client may write back what it read: the languages it was answered, unchanged, are no change.
  it('takes back the very answer of GET /api/settings, its languages included, with a field changed', async () => {
    const languages = [
      { name: 'English', code: 'EN', domains: 'en.exemplo.org', translations: { back: 'Go back' } },
      { name: 'Español', code: 'ES', domains: '', translations: { back: 'Volver' } },
    ];
    await seedSettings({ translations: languages });
    const { token } = await createUser({ role: 'admin' });
    const read = (await call(settings, 'GET', URL)).body;
    const res = await call(settings, 'PUT', URL, { token, body: { ...read, title: 'Escrito de volta' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...read, title: 'Escrito de volta' });
    // The same languages with their keys in another order are still the same languages.
    const reordered = languages.map(({ translations, domains, code, name }) => ({ translations, domains, code, name }));
    expect((await call(settings, 'PUT', URL, { token, body: { title: 'Outra vez', translations: reordered } })).status).toBe(200);
  });

  // Languages are saved through /api/translations only, under its rules (known locale codes, known label keys,
  // a host on one language): here they are refused whatever they hold, and nothing else is saved.
  it.each([
    ['a valid list', [{ name: 'English', code: 'EN', domains: '', translations: {} }]],
    ['an unknown locale code', [{ name: 'Élfico', code: 'xx', domains: '', translations: {} }]],
    ['an unknown label key', [{ name: 'English', code: 'EN', domains: '', translations: { no_such_key: 'x' } }]],
    ['one host on two languages', [
      { name: 'English', code: 'EN', domains: 'a.exemplo.org', translations: {} },
      { name: 'Español', code: 'ES', domains: 'a.exemplo.org', translations: {} },
    ]],
    ['an empty list', []],
    ['null', null],
    ['the stored list with a text added', [{ name: 'Español', code: 'ES', domains: '', translations: { back: 'Volver' } }]],
  ])('answers 422 under translations for %s', async (_case, translations) => {
    const stored = [{ name: 'Español', code: 'ES', domains: '', translations: {} }];
    await seedSettings({ translations: stored });
    const { token } = await createUser({ role: 'admin' });
    const res = await call(settings, 'PUT', URL, { token, body: { title: 'Mudou', translations } });
    expect(res).toMatchObject({ status: 422, body: { message: 'Verifique os campos destacados.' } });
    expect(res.body.errors).toEqual({
      translations: ['Os idiomas não são alterados nas configurações: use a tela Traduções (/api/translations).'],
    });
    const after = (await call(settings, 'GET', URL)).body;
    expect([after.title, after.translations]).toEqual(['Vitrine de Teste', stored]);
  });

  it('keeps the stored value of fields left out of the body', async () => {
    await seedSettings({ contact: 'Telefone 1234', url_youtube: 'https://youtube.com/x' });
    const { token } = await createUser({ role: 'admin' });
    const res = await call(settings, 'PUT', URL, { token, body: { title: 'Só o título', unknown_field: 'ignorado' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ title: 'Só o título', contact: 'Telefone 1234', url_youtube: 'https://youtube.com/x' });
    expect(res.body).not.toHaveProperty('unknown_field');
  });

  it('answers 409 before the setup', async () => {
    const { token } = await createUser({ role: 'admin' });
    const res = await call(settings, 'PUT', URL, { token, body: { title: 'X' } });
    expect(res).toMatchObject({ status: 409, body: { message: 'O site ainda não foi configurado.' } });
  });

  const feature = (over: object) => ({ features: { posts: { title: 'Notícias', url: '/noticias', enabled: true, ...over } } });

  it.each([
    ['title missing (null)', { title: null }, 'title', 'O campo Título do site é obrigatório.'],
    ['title empty', { title: '  ' }, 'title', 'O campo Título do site é obrigatório.'],
    ['title too long', { title: 'x'.repeat(121) }, 'title', 'O campo Título do site deve ter no máximo 120 caracteres.'],
    ['font empty', { font: '' }, 'font', 'O campo Fonte é obrigatório.'],
    ['font hostile', { font: "Arial'; } body { display:none" }, 'font', 'O campo Fonte deve ter apenas letras, números e espaços.'],
    ['font wrong type', { font: 12 }, 'font', 'O campo Fonte é obrigatório.'],
    ['primary colour by name', { primary_color: 'red' }, 'primary_color', 'O campo Cor primária deve ser uma cor no formato #rrggbb.'],
    ['primary colour short', { primary_color: '#abc' }, 'primary_color', 'O campo Cor primária deve ser uma cor no formato #rrggbb.'],
    ['secondary colour missing', { secondary_color: null }, 'secondary_color', 'O campo Cor secundária é obrigatório.'],
    ['cover javascript:', { site_cover: 'javascript:alert(1)' }, 'site_cover', 'O campo Imagem de capa deve ser um endereço http(s) ou um caminho do site.'],
    ['logo protocol-relative', { site_logo: '//mal.example/x.png' }, 'site_logo', 'O campo Logo deve ser um endereço http(s) ou um caminho do site.'],
    ['favicon with markup', { site_favicon: 'https://x.org/"><script>' }, 'site_favicon', 'O campo Favicon deve ser um endereço http(s) ou um caminho do site.'],
    ['footer logo as text', { site_footer_logo: 'sim' }, 'site_footer_logo', 'O campo Logo no rodapé deve ser verdadeiro ou falso.'],
    ['gtag hostile', { gtag: '<script>alert(1)</script>' }, 'gtag', 'O campo Google Tag deve ser um identificador como G-XXXXXXX.'],
    ['contact too long', { contact: 'x'.repeat(2001) }, 'contact', 'O campo Contato deve ter no máximo 2000 caracteres.'],
    ['contact wrong type', { contact: { a: 1 } }, 'contact', 'O campo Contato deve ser um texto.'],
    ['e-mail malformed', { email: 'sem-arroba' }, 'email', 'O campo E-mail deve ser um e-mail válido.'],
    ['facebook not http', { url_facebook: 'ftp://facebook.com/x' }, 'url_facebook', 'O campo Facebook deve ser um endereço começando com http:// ou https://.'],
    ['instagram relative', { url_instagram: '/instagram' }, 'url_instagram', 'O campo Instagram deve ser um endereço começando com http:// ou https://.'],
    ['twitter hostile', { url_twitter: '<script>' }, 'url_twitter', 'O campo Twitter deve ser um endereço começando com http:// ou https://.'],
    ['youtube too long', { url_youtube: `https://y.com/${'x'.repeat(500)}` }, 'url_youtube', 'O campo YouTube deve ter no máximo 500 caracteres.'],
    ['features as a list', { features: [] }, 'features', 'O campo Recursos deve ser um objeto.'],
    ['feature as text', { features: { posts: 'sim' } }, 'features.posts', 'Cada recurso deve ter título, endereço e ativo.'],
    ['feature key hostile', { features: { '<b>': { title: 'X', url: '/x', enabled: false } } }, 'features.<b>', 'O nome do recurso deve ter apenas letras minúsculas, números e _.'],
    ['feature title empty', feature({ title: '' }), 'features.posts.title', 'O campo Título do recurso é obrigatório.'],
    ['feature url relative', feature({ url: 'noticias' }), 'features.posts.url', 'O campo Endereço do recurso deve ser um caminho do site (começando com /) ou um endereço http(s).'],
    ['feature url javascript:', feature({ url: 'javascript:alert(1)' }), 'features.posts.url', 'O campo Endereço do recurso deve ser um caminho do site (começando com /) ou um endereço http(s).'],
    ['feature enabled as text', feature({ enabled: 'true' }), 'features.posts.enabled', 'O campo Ativo deve ser verdadeiro ou falso.'],
  ])('answers 422 for %s', async (_case, body, field, message) => {
    await seedSettings();
    const { token } = await createUser({ role: 'admin' });
    const res = await call(settings, 'PUT', URL, { token, body });
    expect(res.status).toBe(422);
    expect(res.body.errors[field]?.[0]).toBe(message);
    expect((await call(settings, 'GET', URL)).body.title).toBe('Vitrine de Teste');
  });

  it('answers 400 for malformed JSON and for an array body', async () => {
    await seedSettings();
    const { token } = await createUser({ role: 'admin' });
    expect((await call(settings, 'PUT', URL, { token, raw: '{"title"' })).status).toBe(400);
    expect((await call(settings, 'PUT', URL, { token, raw: '[]' })).status).toBe(400);
  });

  it('stores a hostile title and contact as inert text', async () => {
    await seedSettings();
    const { token } = await createUser({ role: 'admin' });
    const res = await call(settings, 'PUT', URL, { token, body: { title: '<script>x</script>', contact: '<img src=x onerror=alert(1)>' } });
    expect(res.status).toBe(200);
    expect(res.body.contact).toBe('<img src=x onerror=alert(1)>');
  });
});
