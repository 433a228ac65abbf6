/** Longest wait for the site's own not-found page before a plain answer is given instead. */
const FETCH_TIMEOUT_MS = 3000;

/**
 * The site's not-found page (`/404.html` of the build, fetched from the site serving the request) with status 404,
 * as Netlify answers a path nothing matched; a function that found nothing answers with it. A short Portuguese
 * text when the page cannot be read.
 */
export async function notFoundPage(request: Request): Promise<Response> {
  const headers = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' };
  try {
    const page = await fetch(new URL('/404.html', request.url), { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (page.ok) return new Response(request.method === 'HEAD' ? null : await page.text(), { status: 404, headers });
  } catch {
    // the site is not reachable from here: the plain answer below
  }
  const body = '<!doctype html><html lang="pt-BR"><meta charset="utf-8"><title>Página não encontrada</title><h1>Página não encontrada</h1><p><a href="/">Voltar</a></p>';
  return new Response(request.method === 'HEAD' ? null : body, { status: 404, headers });
}
