import { beforeEach, describe, expect, it } from 'vitest';
import settings from '../../netlify/functions/settings.mts';
import { DEFAULT_FEATURES } from '../../src/lib/features';
import { getSql } from '../../src/server/db/client';
import { createUser, resetDb, seedSettings } from '../helpers/db';
import { call } from '../helpers/request';

const URL = '/api/settings';

async function menuUrls(): Promise<{ name: string; url: string }[]> {
  return getSql()<{ name: string; url: string }[]>`select name, url from menus order by position, id`;
}

beforeEach(resetDb);

describe('the feature-menu rule', () => {
  const withFeature = (enabled: boolean, extra: Record<string, unknown> = {}) => ({
    features: { ...DEFAULT_FEATURES, posts: { title: 'Notícias', url: '/noticias', enabled }, ...extra },
  });

  it('creates the menu of an enabled feature once, after the existing menus', async () => {
    await seedSettings();
    const { token } = await createUser({ role: 'admin' });
    await getSql()`insert into menus (name, url, position) values ('Início', '/', 4)`;
    expect((await call(settings, 'PUT', URL, { token, body: withFeature(true) })).status).toBe(200);
    expect((await call(settings, 'PUT', URL, { token, body: withFeature(true) })).status).toBe(200);
    expect(await menuUrls()).toEqual([{ name: 'Início', url: '/' }, { name: 'Notícias', url: '/noticias' }]);
    const [menu] = await getSql()`select position, enabled from menus where url = '/noticias'`;
    expect(menu).toEqual({ position: 5, enabled: true });
  });

  it('does not add a menu when one already has the feature url', async () => {
    await seedSettings();
    const { token } = await createUser({ role: 'admin' });
    await getSql()`insert into menus (name, url) values ('Minhas notícias', '/noticias')`;
    await call(settings, 'PUT', URL, { token, body: withFeature(true) });
    expect(await menuUrls()).toEqual([{ name: 'Minhas notícias', url: '/noticias' }]);
  });

  it('deletes the menus of a disabled feature and leaves the others', async () => {
    await seedSettings();
    const { token } = await createUser({ role: 'admin' });
    await call(settings, 'PUT', URL, { token, body: withFeature(true, { loja: { title: 'Loja', url: '/loja', enabled: true } }) });
    await getSql()`insert into menus (name, url, position) values ('Sobre', '/sobre', 0)`;
    const body = { features: { ...withFeature(false).features, produtos: { title: 'Loja', url: '/loja', enabled: true } } };
    expect((await call(settings, 'PUT', URL, { token, body })).status).toBe(200);
    expect(await menuUrls()).toEqual([{ name: 'Sobre', url: '/sobre' }, { name: 'Loja', url: '/loja' }]);
  });

  it('changes no menu when the settings are invalid', async () => {
    await seedSettings();
    const { token } = await createUser({ role: 'admin' });
    const res = await call(settings, 'PUT', URL, { token, body: { ...withFeature(true), primary_color: 'azul' } });
    expect(res.status).toBe(422);
    expect(await menuUrls()).toEqual([]);
  });
});
