import type { Config } from '@netlify/functions';
import { categorySchema } from '../../src/lib/schemas/product';
import { getSql } from '../../src/server/db/client';
import { json } from '../../src/server/http/respond';
import { idParam, routes, type Methods } from '../../src/server/http/route';
import { canSeeDraftsOr404, featureWriters } from '../../src/server/http/section-access';
import { parseBody } from '../../src/server/http/validate';
import { republishing } from '../../src/server/publish/republish';
import { createCategory, deleteCategory, listCategories, updateCategory } from '../../src/server/shop/categories';

// GET /api/product-categories: every category with its count of products (published ones, or all for whoever
// sees the shop's drafts); 404 while the shop is off, as for products. Writes: admin and super, feature on.
const collection: Methods = {
  GET: async (request) => json(await listCategories(getSql(), await canSeeDraftsOr404(request, 'produtos'))),
  POST: republishing('produtos', async (request) => {
    await featureWriters(request, 'produtos');
    return json(await createCategory(getSql(), await parseBody(request, categorySchema)), 201);
  }),
};

// PUT renames; DELETE removes a category, its products staying without one.
const item: Methods = {
  PUT: republishing('produtos', async (request, context) => {
    await featureWriters(request, 'produtos');
    const id = idParam(context);
    return json(await updateCategory(getSql(), id, await parseBody(request, categorySchema)));
  }),
  DELETE: republishing('produtos', async (request, context) => {
    await featureWriters(request, 'produtos');
    const id = idParam(context);
    await deleteCategory(getSql(), id);
    return json({ ok: true });
  }),
};

export default routes({
  '/api/product-categories': collection,
  '/api/product-categories/:id': item,
});

export const config: Config = { path: ['/api/product-categories', '/api/product-categories/:id'] };
