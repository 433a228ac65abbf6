import type { APIRoute } from 'astro';
import { getSql } from '../server/db/client';
import { loadIdRedirectLines } from '../server/site/id-paths';

// /_redirects of the build (src/integrations/id-redirects.ts): the id redirects, from the sitemap's one query.
export const GET: APIRoute = async () => {
  const lines = await loadIdRedirectLines(getSql());
  const body = ['# Items by id: /{id}, /noticias/{id}, /agenda/{id}, /loja/{id} (src/server/site/id-paths.ts)', ...lines, ''].join('\n');
  return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8' } });
};
