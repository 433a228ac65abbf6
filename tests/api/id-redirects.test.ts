import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_FEATURES, type PublicSettings } from '../../src/lib/schemas/settings';
import { getSql } from '../../src/server/db/client';
import { agendaIdPath, loadAgendaSite } from '../../src/server/events/agenda-pages';
import { loadPageSite } from '../../src/server/pages/page-site';
import { loadNewsSite, newsIdPath, newsPageHref, newsPaths, NEWS_PER_PAGE, resolveNewsPath } from '../../src/server/posts/news-pages';
import { loadIdRedirectLines, slugPathOfId } from '../../src/server/site/id-paths';
import { resetDb, seedSettings } from '../helpers/db';
import { seedEvent } from '../helpers/events';
import { seedPage } from '../helpers/pages';
import { seedPost } from '../helpers/posts';
import { seedProduct } from '../helpers/products';
import { loadShopSite, shopIdPath } from '../../src/server/shop/shop-pages';

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

describe("the build's id redirects (_redirects)", () => {
  it('sends /{id}, /noticias/{id}, /agenda/{id} and /loja/{id} of each public item to its slug, permanently', async () => {
    await seedSettings({ features: features(true) });
    const { page, post, event, product } = await seedContent();
    expect((await loadIdRedirectLines(getSql())).sort()).toEqual(
      [
        `/${page.id} /quem-somos 301`,
        `/noticias/${post.id} /noticias/feira-de-trocas 301`,
        `/agenda/${event.id} /agenda/show-de-sabado 301`,
        `/loja/${product.id} /loja/caneca 301`,
      ].sort(),
    );
  });

  it('lists only the pages while news, agenda and shop are off, and nothing before the setup', async () => {
    expect(await loadIdRedirectLines(getSql())).toEqual([]);
    await seedSettings({ features: features(false) });
    const { page } = await seedContent();
    expect(await loadIdRedirectLines(getSql())).toEqual([`/${page.id} /quem-somos 301`]);
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
