import type { APIRoute } from 'astro';
import { getSql } from '../server/db/client';
import { loadSitemapData, sitemapEntries, sitemapXml } from '../server/seo/sitemap';

// /sitemap.xml, pre-rendered from one load (settings plus one query for every published item). Past 50,000
// addresses it is the index of /sitemap-{n}.xml (src/pages/sitemap-[part].xml.ts).
export const GET: APIRoute = async ({ site, url }) => {
  const entries = sitemapEntries(await loadSitemapData(getSql()));
  return new Response(sitemapXml(site ?? url.origin, entries), { headers: { 'content-type': 'application/xml; charset=utf-8' } });
};
