import type { PublicSettings } from '../../lib/schemas/settings';
import type { Sql } from '../db/client';
import { contentTable, publishedOnly, type ContentKind } from '../db/content-rows';
import { getPublicSettings } from '../settings/settings';
import { absoluteUrl, escapeXml } from './xml';

/** The most addresses one sitemap file may list (sitemaps.org); past it the site gets a sitemap index. */
export const SITEMAP_MAX_URLS = 50_000;

/** One address of the sitemap: its path on the site and when it last changed. */
export type SitemapEntry = { path: string; lastmod: Date | null };

/** One published item as the sitemap query returns it (the id also gives the build's id redirects). */
export type SitemapRow = { kind: 'page' | 'post' | 'event' | 'media' | 'product'; id: string; slug: string; is_home: boolean; updated_at: Date };

/** What the sitemap is built from: the settings (features) and every published item, in one query. */
export type SitemapData = { settings: PublicSettings | null; rows: SitemapRow[] };

// Each section's listing path and the prefix of its items' paths, by the item kind and its feature key.
const SECTIONS = [
  { kind: 'post', feature: 'posts', path: '/noticias' },
  { kind: 'event', feature: 'events', path: '/agenda' },
  { kind: 'media', feature: 'medias', path: '/biblioteca' },
  { kind: 'product', feature: 'produtos', path: '/loja' },
] as const;

type FeatureKey = 'posts' | 'events' | 'medias' | 'produtos';

/**
 * The one rule of what is public, per kind: a published page, a due post, a published event, library item or product
 * of an enabled section. `id` narrows every kind to that id (the id redirects look one item up).
 */
function publicRowsSql(sql: Sql, settings: PublicSettings, id: string | null = null) {
  const on = (key: FeatureKey) => settings.features[key]?.enabled === true;
  const only = id === null ? sql`` : sql`and id = ${id}`;
  const published = (table: ContentKind) => publishedOnly(sql, contentTable(table));
  return sql<SitemapRow[]>`
    select 'page' as kind, id::text as id, slug, is_home, updated_at from pages where ${published('pages')} ${only}
    union all
    select 'post', id::text, slug, false, updated_at from posts where ${on('posts')} and ${published('posts')} ${only}
    union all
    select 'event', id::text, slug, false, updated_at from events where ${on('events')} and ${published('events')} ${only}
    union all
    select 'media', id::text, slug, false, updated_at from medias where ${on('medias')} and ${published('medias')} ${only}
    union all
    select 'product', id::text, slug, false, updated_at from products where ${on('produtos')} and ${published('products')} ${only}`;
}

/**
 * Settings plus every published page, due post, event, library item and product (id, slug and updated_at only) in
 * one query; the items of a disabled section are not read at all.
 */
export async function loadSitemapData(sql: Sql): Promise<SitemapData> {
  const settings = await getPublicSettings(sql);
  if (!settings) return { settings, rows: [] };
  return { settings, rows: await publicRowsSql(sql, settings) };
}

/** The public items (of any kind) with this id, by the sitemap's rule; none before the setup. */
export async function publicRowsWithId(sql: Sql, id: string): Promise<SitemapRow[]> {
  const settings = await getPublicSettings(sql);
  return settings ? publicRowsSql(sql, settings, id) : [];
}

// A loop, not Math.max(...dates): a section may have more items than a call may take arguments.
const latest = (dates: Date[]): Date | null =>
  dates.reduce<Date | null>((max, date) => (max && max.getTime() >= date.getTime() ? max : date), null);

/**
 * The site's addresses: `/` (the home page's date when one is marked), each published page at /{slug}, and each
 * enabled section (/noticias, /agenda, /biblioteca, /loja) with its items. The cart (/loja/carrinho) is personal
 * and not listed. Nothing but `/` while the site is not set up.
 */
export function sitemapEntries({ settings, rows }: SitemapData): SitemapEntry[] {
  if (!settings) return [{ path: '/', lastmod: null }];
  const home = rows.find((row) => row.kind === 'page' && row.is_home);
  const entries: SitemapEntry[] = [{ path: '/', lastmod: home?.updated_at ?? null }];
  for (const row of rows) if (row.kind === 'page' && !row.is_home) entries.push({ path: `/${row.slug}`, lastmod: row.updated_at });
  for (const section of SECTIONS) {
    if (settings.features[section.feature]?.enabled !== true) continue;
    const items = rows.filter((row) => row.kind === section.kind);
    entries.push({ path: section.path, lastmod: latest(items.map((row) => row.updated_at)) });
    for (const row of items) entries.push({ path: `${section.path}/${row.slug}`, lastmod: row.updated_at });
  }
  return entries;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const lastmodTag = (date: Date | null) => (date ? `<lastmod>${date.toISOString()}</lastmod>` : '');

/** A <urlset> sitemap of these entries, with absolute addresses on `origin`. */
export function buildSitemap(origin: URL | string, entries: SitemapEntry[]): string {
  const urls = entries.map((entry) => `  <url><loc>${escapeXml(absoluteUrl(origin, entry.path))}</loc>${lastmodTag(entry.lastmod)}</url>\n`);
  return `${XML_HEAD}<urlset xmlns="${NS}">\n${urls.join('')}</urlset>\n`;
}

/** The entries cut into sitemap files of at most `max` addresses each. */
export function sitemapChunks(entries: SitemapEntry[], max = SITEMAP_MAX_URLS): SitemapEntry[][] {
  const chunks: SitemapEntry[][] = [];
  for (let i = 0; i < entries.length; i += max) chunks.push(entries.slice(i, i + max));
  return chunks.length > 0 ? chunks : [[]];
}

/** The path of the n-th (1-based) sitemap file listed by the index. */
export const sitemapPartPath = (n: number): string => `/sitemap-${n}.xml`;

/** A <sitemapindex> of the parts, each with the latest date of its entries. */
export function buildSitemapIndex(origin: URL | string, chunks: SitemapEntry[][]): string {
  const parts = chunks.map((chunk, i) => {
    const date = latest(chunk.flatMap((entry) => (entry.lastmod ? [entry.lastmod] : [])));
    return `  <sitemap><loc>${escapeXml(absoluteUrl(origin, sitemapPartPath(i + 1)))}</loc>${lastmodTag(date)}</sitemap>\n`;
  });
  return `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${parts.join('')}</sitemapindex>\n`;
}

/** /sitemap.xml: the sitemap itself, or past 50,000 addresses the index of /sitemap-{n}.xml. */
export function sitemapXml(origin: URL | string, entries: SitemapEntry[], max = SITEMAP_MAX_URLS): string {
  return entries.length <= max ? buildSitemap(origin, entries) : buildSitemapIndex(origin, sitemapChunks(entries, max));
}

/** robots.txt: everything may be crawled but the account area and the API; the sitemap's address. */
export function robotsTxt(origin: URL | string): string {
  return ['User-agent: *', 'Disallow: /conta', 'Disallow: /api/', '', `Sitemap: ${absoluteUrl(origin, '/sitemap.xml')}`, ''].join('\n');
}
