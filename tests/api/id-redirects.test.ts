import { beforeEach, describe, expect, it } from 'vitest';
import { type PublicSettings } from '../../src/lib/schemas/settings';
import { DEFAULT_FEATURES } from '../../src/lib/features';
import { getSql } from '../../src/server/db/client';
import { agendaIdPath, loadAgendaSite } from '../../src/server/events/agenda-pages';
import { loadPageSite } from '../../src/server/pages/page-site';
import { loadNewsSite, newsIdPath, newsPageHref, newsPaths, NEWS_PER_PAGE, resolveNewsPath } from '../../src/server/posts/news-pages';
import { slugPathOfId } from '../../src/server/site/id-paths';
import idRedirect from '../../netlify/functions/id-redirect.mts';
import { resetDb, seedSettings } from '../helpers/db';
import { seedEvent } from '../helpers/events';
import { seedPage } from '../helpers/pages';
import { seedPost } from '../helpers/posts';
import { seedProduct } from '../helpers/products';
import { loadShopSite, shopIdPath } from '../../src/server/shop/catalog/shop-pages';

const features = (enabled: boolean): PublicSettings['features'] =>
  Object.fromEntries(Object.entries(DEFAULT_FEATURES).map(([key, f]) => [key, { ...f, enabled }])) as PublicSettings['features'];

/** A published and a hidden item of each kind: a draft page, a draft event, a draft and a scheduled post. */
async function seedContent() {
  return {
    page: await seedPage({ slug: 'quem-somos' }),
    draftPage: await seedPage({ slug: 'rascunho', status: 'draft' }),
    post: await seedPost({ slug: 'feira-de-trocas' }),
    draftPost: await seedPost({ slug: 'post-rascunho', status: 'draft' }),
    laterPost: await seedPost({ slug: 'agendada', published_at: new Date(Date.now() + 86_400_000) }),
    event: await seedEvent({ slug: 'show-de-sabado' }),
    draftEvent: await seedEvent({ slug: 'ensaio', status: 'draft' }),
    product: await seedProduct({ slug: 'caneca' }),
    draftProduct: await seedProduct({ slug: 'caneca-nova', status: 'draft' }),
  };
}

beforeEach(resetDb);

const ORIGIN = 'http://127.0.0.1:9';
const ask = (path: string, method = 'GET') => idRedirect(new Request(`${ORIGIN}${path}`, { method }));

describe('the id-redirect function (production and preview: /{id}, /noticias/{id}, /agenda/{id}, /loja/{id})', () => {
  it('sends the id address of each public item to its slug, permanently', async () => {
    await seedSettings({ features: features(true) });
    const { page, post, event, product } = await seedContent();
    const answers = await Promise.all(
      [`/${page.id}`, `/noticias/${post.id}`, `/agenda/${event.id}`, `/loja/${product.id}/`].map((path) => ask(path)),
    );
    expect(answers.map((r) => [r.status, r.headers.get('location')])).toEqual([
      [301, '/quem-somos'],
      [301, '/noticias/feira-de-trocas'],
      [301, '/agenda/show-de-sabado'],
      [301, '/loja/caneca'],
    ]);
    expect((await ask(`/loja/${product.id}`, 'HEAD')).status).toBe(301);
  });

  it('answers the not-found page for a hidden item, an unknown or oversized id', async () => {
    await seedSettings({ features: features(true) });
    const items = await seedContent();
    const paths = [
      `/${items.draftPage.id}`,
      `/noticias/${items.draftPost.id}`,
      `/noticias/${items.laterPost.id}`,
      `/agenda/${items.draftEvent.id}`,
      `/loja/${items.draftProduct.id}`,
      '/loja/999999',
      '/loja/99999999999999999999',
      '/loja/caneca',
    ];
    for (const path of paths) {
      const answer = await ask(path);
      expect([path, answer.status, answer.headers.get('location')]).toEqual([path, 404, null]);
      expect(await answer.text()).toContain('Página não encontrada');
    }
  });

  it('leads nowhere while the section is off, and before the setup; refuses other methods', async () => {
    expect((await ask('/1')).status).toBe(404);
    await seedSettings({ features: features(false) });
    const { page, post, event, product } = await seedContent();
    expect((await ask(`/${page.id}`)).headers.get('location')).toBe('/quem-somos');
    for (const path of [`/noticias/${post.id}`, `/agenda/${event.id}`, `/loja/${product.id}`]) expect((await ask(path)).status).toBe(404);
    expect((await ask(`/${page.id}`, 'POST')).status).toBe(405);
  });
});

describe('the id addresses in dev (rendered on request)', () => {
  it('lead to the slug of a public item, and nowhere for a hidden one or an unknown id', async () => {
    await seedSettings({ features: features(true) });
    const items = await seedContent();
    const pages = (await loadPageSite(getSql())).pages;
    const news = await loadNewsSite(getSql());
    const agenda = await loadAgendaSite(getSql());
    const shop = await loadShopSite(getSql());
    expect(slugPathOfId('page', pages, items.page.id)).toBe('/quem-somos');
    expect(shopIdPath(shop, items.product.id)).toBe('/loja/caneca');
    expect(shopIdPath(shop, items.draftProduct.id)).toBeNull();
    expect(newsIdPath(news, items.post.id)).toBe('/noticias/feira-de-trocas');
    expect(agendaIdPath(agenda, items.event.id)).toBe('/agenda/show-de-sabado');
    expect(slugPathOfId('page', pages, items.draftPage.id)).toBeNull();
    expect([items.draftPost.id, items.laterPost.id, '999999'].map((id) => newsIdPath(news, id))).toEqual([null, null, null]);
    expect(agendaIdPath(agenda, items.draftEvent.id)).toBeNull();
    expect(newsIdPath(news, 'feira-de-trocas')).toBeNull();
  });

  it('lead nowhere while the section is off', async () => {
    await seedSettings({ features: features(false) });
    const { post, event, product } = await seedContent();
    expect(shopIdPath(await loadShopSite(getSql()), product.id)).toBeNull();
    expect(newsIdPath(await loadNewsSite(getSql()), post.id)).toBeNull();
    expect(agendaIdPath(await loadAgendaSite(getSql()), event.id)).toBeNull();
  });
});

describe('the pages of the news list', () => {
  it('are /noticias/pagina/{n}, so /noticias/{digits} is always an id', async () => {
    await seedSettings({ features: features(true) });
    for (let i = 0; i < NEWS_PER_PAGE + 1; i += 1) await seedPost();
    const site = await loadNewsSite(getSql());
    expect(newsPaths(site).slice(0, 2).map((path) => path.params.path)).toEqual([undefined, 'pagina/2']);
    expect(resolveNewsPath(site, 'pagina/2')).toMatchObject({ kind: 'list', page: 2, pages: 2 });
    expect([resolveNewsPath(site, 'pagina/1'), resolveNewsPath(site, 'pagina/3'), resolveNewsPath(site, '2')]).toEqual([null, null, null]);
    expect([1, 2].map(newsPageHref)).toEqual(['/noticias', '/noticias/pagina/2']);
  });
});
