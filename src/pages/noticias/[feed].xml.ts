import type { APIRoute, GetStaticPaths } from 'astro';
import { getSql } from '../../server/db/client';
import { buildRss, loadFeedData, type FeedData } from '../../server/seo/feed';

// /noticias/rss.xml: the latest 50 posts as RSS 2.0, built only while the news section is on (a dynamic route,
// so that getStaticPaths can leave it out; it ranks above /noticias/[...path]). In dev it renders on request.
export const getStaticPaths = (async () => {
  const data = await loadFeedData(getSql());
  return data.enabled ? [{ params: { feed: 'rss' }, props: { data } }] : [];
}) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props, params, site, url }) => {
  const data = (props as { data?: FeedData }).data ?? (await loadFeedData(getSql()));
  if (params.feed !== 'rss' || !data.enabled) return new Response('Not found', { status: 404 });
  return new Response(buildRss(site ?? url.origin, data), { headers: { 'content-type': 'application/rss+xml; charset=utf-8' } });
};
