import type { AstroGlobal } from 'astro';
import { translate } from '../../i18n/labels';
import { DEFAULT_LANG } from '../../i18n/types';
import { withSiteTitle } from '../../lib/page-title';
import type { PublicSettings } from '../../lib/schemas/settings';
import { getSql, type Sql } from '../db/client';

/** What every public page derives from the settings: labels, absolute addresses, the site title and a page's title. */
export function pageContext(astro: AstroGlobal, settings: PublicSettings | null) {
  const translations = settings?.translations ?? [];
  const siteTitle = settings?.title ?? '';
  return {
    translations,
    t: (key: string) => translate(key, DEFAULT_LANG, translations),
    absolute: (path: string) => new URL(path, astro.site ?? astro.url).href,
    siteTitle,
    titled: (title: string | null | undefined) => withSiteTitle(title, siteTitle),
  };
}

/**
 * The view of a section's catch-all page (/noticias, /agenda, /biblioteca): the one getStaticPaths gave it
 * (build), else the data loaded now and the path resolved (dev renders these on request). No view: 404, unless
 * `idPath` finds the path to be an item's id: then `redirect` is its slug address (built, the id-redirect function
 * answers those instead, netlify/functions/id-redirect.mts).
 */
export async function sectionView<S extends { settings: PublicSettings | null }, V extends { site: S }>(
  astro: AstroGlobal,
  load: (sql: Sql) => Promise<S>,
  resolve: (site: S, path: string | undefined) => V | null,
  idPath: (site: S, path: string | undefined) => string | null = () => null,
): Promise<{ site: S; view: V | null; redirect: string | null }> {
  const given = (astro.props as { view?: V }).view;
  const site = given?.site ?? (await load(getSql()));
  const view = given ?? resolve(site, astro.params.path);
  const redirect = view ? null : idPath(site, astro.params.path);
  if (!view && !redirect) astro.response.status = 404;
  return { site, view, redirect };
}
