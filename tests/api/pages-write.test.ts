import { beforeEach, describe, expect, it } from 'vitest';
import pages from '../../netlify/functions/pages.mts';
import { getSql } from '../../src/server/db/client';
import { createUser, resetDb } from '../helpers/db';
import { HOSTILE_VALUES, rawBodies } from '../helpers/hostile';
import { countPages, homePageId, seedPage } from '../helpers/pages';
import { call } from '../helpers/request';

const LIST = '/api/pages';
const item = (id: string) => ({ url: `${LIST}/${id}`, params: { id } });
const valid = {
  title: 'Quem Somos',
  status: 'published',
  blocks: [
    { id: 'texto', type: 'rich_text', html: '<p>Somos uma associação.</p>' },
    { id: 'foto', type: 'image', url: '/demo/pages/sede.webp', alt: 'A sede' },
    { id: 'cta', type: 'cta', title: 'Participe', button_label: 'Fale conosco', link: '/contato' },
  ],
};
const admin = async () => (await createUser({ role: 'admin' })).token;

beforeEach(resetDb);

describe('POST /api/pages', () => {
  it.each(['admin', 'super'] as const)('lets %s create a page; the slug comes from the title, blocks keep their order', async (role) => {
    const { token, user } = await createUser({ role });
    const res = await call(pages, 'POST', LIST, { token, body: valid });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ title: 'Quem Somos', slug: 'quem-somos', status: 'published', is_home: false, author_id: user.id });
    expect(res.body.blocks.map((b: { id: string }) => b.id)).toEqual(['texto', 'foto', 'cta']);
    expect(res.body.blocks[1]).toEqual({ id: 'foto', type: 'image', url: '/demo/pages/sede.webp', alt: 'A sede', caption: '', link: '' });
  });

  it('gives a block without an id a new one', async () => {
    const res = await call(pages, 'POST', LIST, { token: await admin(), body: { title: 'X', blocks: [{ type: 'events' }] } });
    expect(res.status).toBe(201);
    expect(res.body.blocks[0]).toMatchObject({ type: 'events', count: 3, title: '' });
    expect(res.body.blocks[0].id).toMatch(/^[\w-]{8,}$/);
  });

  it.each([
    ['anonymous', undefined, 401],
    ['user', 'user', 403],
  ] as const)('refuses %s with %i and stores nothing', async (_c, role, status) => {
    const token = role ? (await createUser({ role })).token : undefined;
    expect((await call(pages, 'POST', LIST, { token, body: valid })).status).toBe(status);
    expect(await countPages()).toBe(0);
  });

  it('answers 409 with errors.slug for a slug taken, generated or typed', async () => {
    await seedPage({ slug: 'quem-somos' });
    const token = await admin();
    for (const body of [valid, { ...valid, title: 'Outra', slug: 'quem-somos' }]) {
      const res = await call(pages, 'POST', LIST, { token, body });
      expect(res.status).toBe(409);
      expect(res.body.errors.slug).toEqual(['Este endereço (slug) já é usado por outra página.']);
    }
    expect(await countPages()).toBe(1);
  });

  it('sanitizes every HTML field of the blocks on save', async () => {
    const evil = '<p onclick="x()">a<script>alert(1)</script><img src=x onerror=alert(1)></p><a href="javascript:alert(1)">l</a>';
    const blocks = [
      { id: 't', type: 'rich_text', html: evil },
      { id: 'a', type: 'tabs', tabs: [{ title: 'Aba', html: evil }] },
      { id: 'c', type: 'columns', columns: [{ kind: 'text', html: evil }, { kind: 'text', html: '<p>b</p>' }] },
      { id: 'e', type: 'embed', code: '<iframe src="https://www.youtube.com/embed/abc" onload="x()"></iframe><script>alert(1)</script><iframe src="https://evil.example/"></iframe>' },
    ];
    const res = await call(pages, 'POST', LIST, { token: await admin(), body: { title: 'Limpa', blocks } });
    expect(res.status).toBe(201);
    const clean = '<p>a</p><a>l</a>';
    expect(res.body.blocks[0].html).toBe(clean);
    expect(res.body.blocks[1].tabs[0].html).toBe(clean);
    expect(res.body.blocks[2].columns[0].html).toBe(clean);
    expect(res.body.blocks[3].code).toBe('<iframe src="https://www.youtube.com/embed/abc" loading="lazy"></iframe>');
    const [row] = await getSql()<{ blocks: unknown }[]>`select blocks from pages`;
    expect(row.blocks).toEqual(res.body.blocks);
  });

  it('refuses an embed whose iframes all come from hosts not allowed, naming the block', async () => {
    const blocks = [valid.blocks[0], { type: 'embed', code: '<iframe src="https://evil.example/x"></iframe><script>1</script>' }];
    const res = await call(pages, 'POST', LIST, { token: await admin(), body: { title: 'X', blocks } });
    expect(res.status).toBe(422);
    expect(res.body.errors['blocks.1.code']).toEqual([
      'Bloco 2 (Incorporação): o campo Código de incorporação deve ter um iframe https de um site permitido (YouTube, Vimeo, Google Maps, SoundCloud, Spotify, Instagram, Facebook).',
    ]);
    expect(await countPages()).toBe(0);
  });

  it.each([
    ['title', undefined, 'O campo Título é obrigatório.'],
    ['title', 'a'.repeat(201), 'O campo Título deve ter no máximo 200 caracteres.'],
    ['slug', 'Com Espaço', 'O campo Endereço (slug) deve ter só letras minúsculas sem acento, números e hífens entre palavras.'],
    ['slug', '2024', 'O campo Endereço (slug) deve ter pelo menos uma letra.'],
    ['slug', 'noticias', 'O endereço (slug) "noticias" é usado por outra seção do site. Escolha outro.'],
    ['slug', 'conta', 'O endereço (slug) "conta" é usado por outra seção do site. Escolha outro.'],
    ['status', 'publicado', 'O campo Situação deve ser Rascunho ou Publicado.'],
    ['seo_title', 'a'.repeat(121), 'O campo Título para buscadores deve ter no máximo 120 caracteres.'],
    ['seo_description', 'a'.repeat(301), 'O campo Descrição para buscadores deve ter no máximo 300 caracteres.'],
    ['cover', 'javascript:alert(1)', 'O campo Capa deve ser um endereço http(s) ou um caminho do site.'],
    ['is_home', 'sim', 'O campo Página inicial deve ser verdadeiro ou falso.'],
    ['blocks', 'texto', 'O campo Blocos deve ser uma lista.'],
    ['blocks', Array.from({ length: 51 }, () => ({ type: 'events' })), 'A página pode ter no máximo 50 blocos.'],
  ])('answers 422 on %s = %j', async (field, value, message) => {
    const res = await call(pages, 'POST', LIST, { token: await admin(), body: { ...valid, slug: 'x', [field]: value } });
    expect(res.status).toBe(422);
    expect(res.body.errors[field][0]).toBe(message);
    expect(await countPages()).toBe(0);
  });

  it.each([
    [{ type: 'image', url: '/a.png' }, 'blocks.1.alt', 'Bloco 2 (Imagem): o campo Texto alternativo é obrigatório.'],
    [{ type: 'image', url: 'javascript:alert(1)', alt: 'x' }, 'blocks.1.url', 'Bloco 2 (Imagem): o campo Imagem deve ser um endereço http(s) ou um caminho do site.'],
    [{ type: 'image', url: '/a.png', alt: 'x', link: 'javascript:alert(1)' }, 'blocks.1.link', 'Bloco 2 (Imagem): o campo Link deve ser um endereço http(s), mailto:, tel: ou um caminho do site (/…).'],
    [{ type: 'rich_text', html: '<p> </p>' }, 'blocks.1.html', 'Bloco 2 (Texto): o campo Texto é obrigatório.'],
    [{ type: 'carousel', slides: [] }, 'blocks.1.slides', 'Bloco 2 (Carrossel de banners): o campo Slides deve ter pelo menos 1 item.'],
    [{ type: 'carousel', slides: [{ image: '/a.png' }, { title: 'x' }] }, 'blocks.1.slides.1.image', 'Bloco 2 (Carrossel de banners), slide 2: o campo Imagem é obrigatório.'],
    [{ type: 'carousel', slides: Array.from({ length: 11 }, () => ({ image: '/a.png' })) }, 'blocks.1.slides', 'Bloco 2 (Carrossel de banners): o campo Slides deve ter no máximo 10 itens.'],
    [{ type: 'cta', title: 'x', button_label: 'y' }, 'blocks.1.link', 'Bloco 2 (Chamada para ação): o campo Link do botão é obrigatório.'],
    [{ type: 'posts_grid', mode: 'chosen' }, 'blocks.1.post_ids', 'Bloco 2 (Grade de notícias): o campo Notícias escolhidas deve ter pelo menos uma notícia.'],
    [{ type: 'posts_grid', count: 25 }, 'blocks.1.count', 'Bloco 2 (Grade de notícias): o campo Quantidade deve ser no máximo 24.'],
    [{ type: 'events', count: 'muitos' }, 'blocks.1.count', 'Bloco 2 (Próximos eventos): o campo Quantidade deve ser um número.'],
    [{ type: 'media_grid', count: 0 }, 'blocks.1.count', 'Bloco 2 (Grade da biblioteca): o campo Quantidade deve ser no mínimo 1.'],
    [{ type: 'tabs', tabs: [{ html: '<p>x</p>' }] }, 'blocks.1.tabs.0.title', 'Bloco 2 (Abas), aba 1: o campo Título é obrigatório.'],
    [{ type: 'embed', code: '' }, 'blocks.1.code', 'Bloco 2 (Incorporação): o campo Código de incorporação é obrigatório.'],
    [{ type: 'columns', columns: [{ kind: 'text' }] }, 'blocks.1.columns', 'Bloco 2 (Colunas): o campo Colunas deve ter pelo menos 2 itens.'],
    [{ type: 'columns', columns: [{ kind: 'text' }, { kind: 'image', url: '/a.png' }] }, 'blocks.1.columns.1.alt', 'Bloco 2 (Colunas), coluna 2: o campo Texto alternativo é obrigatório.'],
    [{ type: 'columns', columns: [{ kind: 'video' }, { kind: 'text' }] }, 'blocks.1.columns.0.kind', 'Bloco 2 (Colunas), coluna 1: o campo Conteúdo da coluna deve ser Texto ou Imagem.'],
    [{ type: 'slider' }, 'blocks.1.type', 'Bloco 2: o tipo de bloco é inválido.'],
    ['texto', 'blocks.1.type', 'Bloco 2: o tipo de bloco é inválido.'],
    [{ id: 'texto', type: 'events' }, 'blocks.1.id', 'Bloco 2 (Próximos eventos): o identificador se repete em outro bloco.'],
  ])('answers 422 for the block %j', async (block, key, message) => {
    const blocks = [valid.blocks[0], block];
    const res = await call(pages, 'POST', LIST, { token: await admin(), body: { title: 'X', blocks } });
    expect(res.status).toBe(422);
    expect(res.body.errors[key]).toEqual([message]);
    expect(await countPages()).toBe(0);
  });

  it('never answers 500 to hostile values in any field or block field', async () => {
    const token = await admin();
    const fields = ['title', 'slug', 'status', 'seo_title', 'seo_description', 'cover', 'is_home', 'blocks'];
    for (const field of fields) {
      for (const value of HOSTILE_VALUES) {
        const res = await call(pages, 'POST', LIST, { token, body: { ...valid, slug: 'hostil', [field]: value } });
        expect([201, 409, 422], `${field}=${JSON.stringify(value)?.slice(0, 40)}`).toContain(res.status);
        await getSql()`delete from pages`;
      }
    }
    for (const value of HOSTILE_VALUES) {
      for (const block of [{ type: 'image', url: value, alt: value }, { type: 'carousel', slides: value }, { type: 'columns', columns: [value, value] }]) {
        const res = await call(pages, 'POST', LIST, { token, body: { title: 'h', blocks: [block] } });
        expect([201, 422]).toContain(res.status);
        await getSql()`delete from pages`;
      }
    }
    for (const raw of rawBodies('{"title":"a\\u0000b"}', '{"title":"x","blocks":[{"type":"rich_text","html":"a\\u0000"}]}')) {
      expect([400, 422]).toContain((await call(pages, 'POST', LIST, { token, raw })).status);
    }
  });
});

describe('home page', () => {
  it('marking a page as home unsets the previous one, on create and on update', async () => {
    const old = await seedPage({ is_home: true });
    const token = await admin();
    const created = await call(pages, 'POST', LIST, { token, body: { ...valid, is_home: true } });
    expect(created.body.is_home).toBe(true);
    expect(await homePageId()).toBe(created.body.id);
    const back = await call(pages, 'PUT', item(old.id).url, { ...item(old.id), token, body: { ...valid, slug: 'antiga', is_home: true } });
    expect(back.status).toBe(200);
    expect(await homePageId()).toBe(old.id);
    await call(pages, 'PUT', item(old.id).url, { ...item(old.id), token, body: { ...valid, slug: 'antiga', is_home: false } });
    expect(await homePageId()).toBeNull();
  });

  it('takes pages marked home at the same time one after another: all saved, exactly one home', async () => {
    await seedPage({ is_home: true, slug: 'antiga' });
    const token = await admin();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => call(pages, 'POST', LIST, { token, body: { ...valid, slug: `inicio-${i}`, is_home: true } })),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(6).fill(201));
    const [{ homes }] = await getSql()<{ homes: number }[]>`select count(*)::int as homes from pages where is_home`;
    expect(homes).toBe(1);
    expect(answers.map((r) => r.body.id)).toContain(await homePageId());
  });

  it('keeps the previous home when the new one is refused', async () => {
    const old = await seedPage({ is_home: true, slug: 'ocupado' });
    const res = await call(pages, 'POST', LIST, { token: await admin(), body: { ...valid, slug: 'ocupado', is_home: true } });
    expect(res.status).toBe(409);
    expect(await homePageId()).toBe(old.id);
  });
});

describe('PUT and DELETE /api/pages/:id', () => {
  it.each(['admin', 'super'] as const)('lets %s edit and delete a page', async (role) => {
    const { id } = await seedPage({ slug: 'meu' });
    await seedPage({ slug: 'ocupado' });
    const { token } = await createUser({ role });
    const res = await call(pages, 'PUT', item(id).url, { ...item(id), token, body: { ...valid, slug: 'novo', seo_title: 'SEO' } });
    expect(res).toMatchObject({ status: 200, body: { id, slug: 'novo', seo_title: 'SEO' } });
    const taken = await call(pages, 'PUT', item(id).url, { ...item(id), token, body: { ...valid, slug: 'ocupado' } });
    expect(taken.status).toBe(409);
    expect((await call(pages, 'PUT', item('999').url, { ...item('999'), token, body: valid })).status).toBe(404);
    expect((await call(pages, 'DELETE', item(id).url, { ...item(id), token })).status).toBe(200);
    expect((await call(pages, 'DELETE', item(id).url, { ...item(id), token })).status).toBe(404);
    expect(await countPages()).toBe(1);
  });

  it.each([
    ['anonymous', undefined, 401],
    ['user', 'user', 403],
  ] as const)('refuses edits and deletes from %s with %i', async (_c, role, status) => {
    const { id } = await seedPage({ title: 'Intacta' });
    const token = role ? (await createUser({ role })).token : undefined;
    expect((await call(pages, 'PUT', item(id).url, { ...item(id), token, body: valid })).status).toBe(status);
    expect((await call(pages, 'DELETE', item(id).url, { ...item(id), token })).status).toBe(status);
    const [row] = await getSql()<{ title: string }[]>`select title from pages`;
    expect(row.title).toBe('Intacta');
  });

  it('answers 405 for other methods', async () => {
    expect((await call(pages, 'PATCH', LIST)).status).toBe(405);
    expect((await call(pages, 'POST', item('1').url, item('1'))).status).toBe(405);
  });
});
