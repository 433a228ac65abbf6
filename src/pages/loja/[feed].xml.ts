import type { APIRoute, GetStaticPaths } from 'astro';
import { getSql } from '../../server/db/client';
import { buildProductFeed, loadProductFeedData, type ProductFeedData } from '../../server/seo/product-feed';

// /loja/feed.xml: the product feed for Google Merchant Center and Meta's catalogue (RSS 2.0, `g:` namespace), one
// load for every product. Built only while the shop is on, like the shop's pages (a dynamic route, so that
// getStaticPaths can leave it out: no file, a 404, while the shop is off). In dev it renders on request.
export const getStaticPaths = (async () => {
  const data = await loadProductFeedData(getSql());
  return data.enabled ? [{ params: { feed: 'feed' }, props: { data } }] : [];
}) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props, params, site, url }) => {
  const data = (props as { data?: ProductFeedData }).data ?? (await loadProductFeedData(getSql()));
  if (params.feed !== 'feed' || !data.enabled) return new Response('Not found', { status: 404 });
  return new Response(buildProductFeed(site ?? url.origin, data), { headers: { 'content-type': 'application/xml; charset=utf-8' } });
};
