import type { APIRoute, GetStaticPaths } from 'astro';
import { getSql } from '../server/db/client';
import { loadSitemapData, SITEMAP_MAX_URLS, sitemapChunks, sitemapEntries, buildSitemap, type SitemapEntry } from '../server/seo/sitemap';

// /sitemap-{n}.xml: only built when the site has more than 50,000 addresses (then /sitemap.xml is their index).
export const getStaticPaths = (async () => {
  const entries = sitemapEntries(await loadSitemapData(getSql()));
  if (entries.length <= SITEMAP_MAX_URLS) return [];
  return sitemapChunks(entries).map((chunk, i) => ({ params: { part: String(i + 1) }, props: { chunk } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props, site, url }) =>
  new Response(buildSitemap(site ?? url.origin, (props as { chunk: SitemapEntry[] }).chunk), {
    headers: { 'content-type': 'application/xml; charset=utf-8' },
  });
