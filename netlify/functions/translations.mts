import type { Config } from '@netlify/functions';
import { pageQuerySchema } from '../../src/lib/schemas/pagination';
import { languageSchema, languageUpdateSchema } from '../../src/lib/schemas/translation';
import { getSql } from '../../src/server/db/client';
import { managers } from '../../src/server/http/access';
import { notFound } from '../../src/server/http/http-error';
import { json } from '../../src/server/http/respond';
import { route, type RouteContext } from '../../src/server/http/route';
import { parseBody, parseQuery } from '../../src/server/http/validate';
import { republishing } from '../../src/server/publish/republish';
import {
  createLanguage,
  deleteLanguage,
  getLanguage,
  listLanguages,
  updateLanguage,
} from '../../src/server/translations/translations';

/** The language code of the path ('PT', 'en-US'); anything else is a 404. */
function codeParam(context: RouteContext): string {
  const code = context.params?.code ?? '';
  if (!/^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})?$/.test(code)) throw notFound('Idioma não encontrado.');
  return code;
}

// Admin and super, for every method.
const collection = route({
  GET: async (request) => {
    await managers(request);
    const { page, per_page } = parseQuery(request, pageQuerySchema);
    const all = await listLanguages(getSql());
    const data = all.slice((page - 1) * per_page, page * per_page);
    return json({ data, total: all.length, page, per_page });
  },
  // Every write asks for a rebuild of the public pages.
  POST: republishing('translations', async (request) => {
    await managers(request);
    return json(await createLanguage(getSql(), await parseBody(request, languageSchema)), 201);
  }),
});

const item = route({
  GET: async (request, context) => {
    await managers(request);
    return json(await getLanguage(getSql(), codeParam(context)));
  },
  PUT: republishing('translations', async (request, context) => {
    await managers(request);
    const code = codeParam(context);
    return json(await updateLanguage(getSql(), code, await parseBody(request, languageUpdateSchema)));
  }),
  DELETE: republishing('translations', async (request, context) => {
    await managers(request);
    await deleteLanguage(getSql(), codeParam(context));
    return json({ ok: true });
  }),
});

export default (request: Request, context: RouteContext) =>
  context.params?.code === undefined ? collection(request, context) : item(request, context);

export const config: Config = { path: ['/api/translations', '/api/translations/:code'] };
