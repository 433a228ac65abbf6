import type { PublicSettings } from '../../lib/schemas/settings';
import { getSql, type Sql } from '../db/client';
import { together } from '../db/together';
import { getPublicSettings } from '../settings/settings';
import { NO_STORE } from './respond';
import type { Methods, RouteContext } from './route';

/**
 * What the page an e-mail's link opens shows: the question with its button (`action`, the form's address: the same
 * link), the answer once done, or a link that names nothing (forged, used up or past its time).
 */
export type LinkView<Owner extends object> =
  | ({ kind: 'confirm'; action: string } & Owner)
  | ({ kind: 'done' } & Owner)
  | { kind: 'unknown' };

/** The link's token (`?token=…`), at most 100 characters, '' when absent. */
export const linkToken = (request: Request): string => (new URL(request.url).searchParams.get('token') ?? '').slice(0, 100);

/** A page answered to a link: its own HTML, never cached nor indexed, nothing to load but its inline style. */
export const linkPage = (html: string, status: number): Response =>
  new Response(html, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': NO_STORE,
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
      'x-robots-tag': 'noindex',
    },
  });

/**
 * The handlers of an e-mail's link that does something (unsubscribe, confirm): GET reads whom the token names and
 * shows the question with its button, so a link scanner does nothing; POST (the button, or a mail program's one-click
 * per RFC 8058) does it and shows the answer. A token naming nothing: GET 404, POST `unknownPostStatus` (404 unless
 * said). The settings (the page's language and title) are read together with the token's row, one round trip.
 */
export function linkAction<Owner extends object>(spec: {
  find: (sql: Sql, token: string) => Promise<Owner | null>;
  act: (sql: Sql, token: string, context: RouteContext) => Promise<Owner | null>;
  render: (view: LinkView<Owner>, settings: PublicSettings | null) => string;
  unknownPostStatus?: number;
}): Methods {
  const answer = async (request: Request, work: (sql: Sql, token: string) => Promise<Owner | null>) => {
    const sql = getSql();
    const token = linkToken(request);
    return together(token ? work(sql, token) : null, getPublicSettings(sql));
  };
  return {
    GET: async (request) => {
      const [owner, settings] = await answer(request, spec.find);
      const url = new URL(request.url);
      const view: LinkView<Owner> = owner ? { kind: 'confirm', action: `${url.pathname}${url.search}`, ...owner } : { kind: 'unknown' };
      return linkPage(spec.render(view, settings), owner ? 200 : 404);
    },
    POST: async (request, context) => {
      const [owner, settings] = await answer(request, (sql, token) => spec.act(sql, token, context));
      const view: LinkView<Owner> = owner ? { kind: 'done', ...owner } : { kind: 'unknown' };
      return linkPage(spec.render(view, settings), owner ? 200 : (spec.unknownPostStatus ?? 404));
    },
  };
}
