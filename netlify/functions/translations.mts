import type { Config } from '@netlify/functions';
import { pageQuerySchema } from '../../src/lib/schemas/pagination';
import { languageSchema, languageUpdateSchema } from '../../src/lib/schemas/translation';
import { getSql } from '../../src/server/db/client';
import { pageOfAll } from '../../src/server/db/paging';
import { managers } from '../../src/server/http/access';
import { notFound } from '../../src/server/http/http-error';
import { json } from '../../src/server/http/respond';
import { routes, type Methods, type RouteContext } from '../../src/server/http/route';
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
const collection: Methods = {
  GET: async (request) => {
    await managers(request);
    const query = parseQuery(request, pageQuerySchema);
    return json(pageOfAll(await listLanguages(getSql()), query));
  },
  // Every write asks for a rebuild of the public pages.
  POST: republishing('translations', async (request) => {
    await managers(request);
    return json(await createLanguage(getSql(), await parseBody(request, languageSchema)), 201);
  }),
};

const item: Methods = {
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
};

export default routes({
  '/api/translations': collection,
  '/api/translations/:code': item,
});

export const config: Config = { path: ['/api/translations', '/api/translations/:code'] };
