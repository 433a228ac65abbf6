import type { Config } from '@netlify/functions';
import { getSql } from '../../src/server/db/client';
import { errorResponse } from '../../src/server/http/respond';
import { ID_REDIRECT_STATUS, slugPathOfIdAddress } from '../../src/server/site/id-paths';
import { notFoundPage } from '../../src/server/site/not-found-page';

/**
 * /{id}, /noticias/{id}, /agenda/{id}, /loja/{id}: a permanent redirect to the public item's slug address, looked up
 * when asked (the rule count does not grow with the content, and a new item's id works before the next build); the
 * site's not-found page for a draft, an unknown id or a section turned off.
 */
export default async (request: Request): Promise<Response> => {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new Response(null, { status: 405, headers: { allow: 'GET, HEAD' } });
  }
  try {
    const target = await slugPathOfIdAddress(getSql(), new URL(request.url).pathname);
    if (!target) return await notFoundPage(request);
    return new Response(null, { status: ID_REDIRECT_STATUS, headers: { location: target, 'cache-control': 'public, max-age=3600' } });
  } catch (error) {
    return errorResponse(error, request);
  }
};

// Digits only: slugs always hold a letter, so no built page has such an address (and static files would still win).
export const config: Config = {
  path: ['/:id([0-9]+)', '/noticias/:id([0-9]+)', '/agenda/:id([0-9]+)', '/loja/:id([0-9]+)'],
  preferStatic: true,
};
