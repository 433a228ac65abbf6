import type { APIRoute } from 'astro';
import { robotsTxt } from '../server/seo/sitemap';

// /robots.txt: the whole public site may be crawled; it names the sitemap.
export const GET: APIRoute = ({ site, url }) =>
  new Response(robotsTxt(site ?? url.origin), { headers: { 'content-type': 'text/plain; charset=utf-8' } });
