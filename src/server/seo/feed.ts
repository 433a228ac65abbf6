import { withSiteTitle } from '../../lib/page-title';
import type { PublicSettings } from '../../lib/schemas/settings';
import { truncate } from '../../lib/truncate';
import type { Sql } from '../db/client';
import { contentTable, publishedOnly } from '../db/content-rows';
import { getPublicSettings } from '../settings/settings';
import { absoluteUrl, escapeXml } from './xml';

/** How many posts the news feed carries (the latest). */
export const FEED_SIZE = 50;
/** The feed's address. */
export const FEED_PATH = '/noticias/rss.xml';

/** A post as the feed needs it. */
export type FeedPost = { title: string; slug: string; excerpt: string | null; body: string; published_at: Date };

/** What the feed is built from; `posts` is empty while the news section is off. */
export type FeedData = { settings: PublicSettings | null; enabled: boolean; posts: FeedPost[] };

/** Settings and the latest 50 due published posts (one query for them), nothing while the section is off. */
export async function loadFeedData(sql: Sql): Promise<FeedData> {
  const settings = await getPublicSettings(sql);
  const enabled = settings?.features.posts?.enabled === true;
  if (!enabled) return { settings, enabled, posts: [] };
  const posts = await sql<FeedPost[]>`
    select title, slug, excerpt, body, published_at from posts
    where ${publishedOnly(sql, contentTable('posts'))} order by published_at desc, id desc
    limit ${FEED_SIZE}`;
  return { settings, enabled, posts };
}

/** An RFC 822 date as RSS 2.0 wants it ("Mon, 23 Nov 2026 02:00:00 GMT"). */
export const rfc822 = (date: Date): string => date.toUTCString();

/**
 * The news as an RSS 2.0 document: channel title from the site and the section, link to /noticias, one item per
 * post with title, link, guid (the link), pubDate and description (the excerpt, else the text cut to 300).
 */
export function buildRss(origin: URL | string, { settings, posts }: FeedData): string {
  const section = settings?.features.posts?.title || 'Notícias';
  const title = withSiteTitle(section, settings?.title);
  const link = absoluteUrl(origin, '/noticias');
  const items = posts.map((post) => {
    const url = absoluteUrl(origin, `/noticias/${post.slug}`);
    const description = post.excerpt?.trim() ? truncate(post.excerpt, 500) : truncate(post.body, 300);
    return [
      '    <item>',
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(url)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `      <pubDate>${rfc822(post.published_at)}</pubDate>`,
      `      <description>${escapeXml(description)}</description>`,
      '    </item>',
    ].join('\n');
  });
  const updated = posts[0] ? `    <lastBuildDate>${rfc822(posts[0].published_at)}</lastBuildDate>\n` : '';
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">\n  <channel>\n' +
    `    <title>${escapeXml(title)}</title>\n` +
    `    <link>${escapeXml(link)}</link>\n` +
    `    <description>${escapeXml(title)}</description>\n` +
    '    <language>pt-BR</language>\n' +
    `    <atom:link href="${escapeXml(absoluteUrl(origin, FEED_PATH))}" rel="self" type="application/rss+xml"/>\n` +
    updated +
    (items.length > 0 ? `${items.join('\n')}\n` : '') +
    '  </channel>\n</rss>\n'
  );
}
