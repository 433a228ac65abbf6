import { bodyWithin, fetchWithin, timeLimit } from '../http/outgoing';

/**
 * The site's not-found page (`/404.html` of the build, fetched from the site serving the request) with status 404,
 * as Netlify answers a path nothing matched; a function that found nothing answers with it. A short Portuguese
 * text when the page cannot be read.
 */
export async function notFoundPage(request: Request): Promise<Response> {
  const headers = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' };
  try {
    // Within its time limit (`timeLimit('notFoundPage')`), the body too.
    const within = { limitMs: timeLimit('notFoundPage') };
    const page = await fetchWithin(new URL('/404.html', request.url), { redirect: 'follow' }, within);
    const html = await bodyWithin(page, within);
    if (page.ok) return new Response(request.method === 'HEAD' ? null : html, { status: 404, headers });
  } catch {
    // the site is not reachable from here: the plain answer below
  }
  const body = '<!doctype html><html lang="pt-BR"><meta charset="utf-8"><title>Página não encontrada</title><h1>Página não encontrada</h1><p><a href="/">Voltar</a></p>';
  return new Response(request.method === 'HEAD' ? null : body, { status: 404, headers });
}
