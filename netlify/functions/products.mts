import type { Config } from '@netlify/functions';
import { pageQuerySchema } from '../../src/lib/schemas/pagination';
import { productListQuerySchema, productSchema } from '../../src/lib/schemas/product';
import { getSql } from '../../src/server/db/client';
import { json } from '../../src/server/http/respond';
import { idOrSlugParam, idParam, retryOnce, routes, type Methods } from '../../src/server/http/route';
import { canSeeDraftsOr404, featureManagers, featureWriters } from '../../src/server/http/section-access';
import { parseBody, parseQuery } from '../../src/server/http/validate';
import { republishing } from '../../src/server/publish/republish';
import {
  createProduct,
  deleteProduct,
  getProduct,
  listProducts,
  PRODUCT_NOT_FOUND,
  updateProduct,
} from '../../src/server/shop/products';
import { listStockHistory } from '../../src/server/shop/stock-history-read';
import { productRestocked } from '../../src/server/shop/stock-alerts';

// GET /api/products: public (published; `sort`, `category`, `q`, pages; 404 while the feature is off) or, with
// drafts, admin always and super while the feature is on (also `status` and `stock=out`): see section-access.ts.
// POST /api/products: admin and super, while the feature is on (featureWriters: a super 403, an admin 409 while off).
const collection: Methods = {
  GET: async (request) => {
    const drafts = await canSeeDraftsOr404(request, 'produtos');
    return json(await listProducts(getSql(), parseQuery(request, productListQuerySchema), drafts));
  },
  POST: republishing('produtos', async (request) => {
    const user = await featureWriters(request, 'produtos');
    return json(await createProduct(getSql(), await parseBody(request, productSchema), user.id), 201);
  }),
};

// GET /api/products/:id (id or slug; drafts 404 for the public); PUT and DELETE: admin and super, feature on.
// Every successful write asks for a rebuild (debounced), so /loja follows the database. PUT writes a changed stock
// only over the stock the form read (`stock_expected`): 409 with each changed row's stock now otherwise. A saved
// stock back above 0 (or unlimited) sends the waiting alerts' e-mails (stock-alerts.ts). A lost database connection
// runs the PUT once more (retryOnce): one transaction, its stock guarded by the stock read, the alerts claimed once.
const item: Methods = {
  GET: async (request, context) => {
    const drafts = await canSeeDraftsOr404(request, 'produtos');
    return json(await getProduct(getSql(), idOrSlugParam(context, PRODUCT_NOT_FOUND), drafts));
  },
  PUT: retryOnce(republishing('produtos', async (request, context) => {
    const user = await featureWriters(request, 'produtos');
    const id = idParam(context);
    const product = await updateProduct(getSql(), id, await parseBody(request, productSchema), user.id);
    // Committed: the waiting "avise-me" subscribers of a stock back above 0 are told, after the answer where possible.
    await productRestocked(getSql(), id, context.waitUntil?.bind(context));
    return json(product);
  })),
  DELETE: republishing('produtos', async (request, context) => {
    await featureWriters(request, 'produtos');
    const id = idParam(context);
    await deleteProduct(getSql(), id);
    return json({ ok: true });
  }),
};

// GET /api/products/:id/stock-history (admin; super while the shop is on): the product's stock changes, newest first, in pages.
const stockHistory: Methods = {
  GET: async (request, context) => {
    await featureManagers(request, 'produtos');
    const id = idParam(context);
    return json(await listStockHistory(getSql(), id, parseQuery(request, pageQuerySchema)));
  },
};

export default routes({
  '/api/products': collection,
  // A product whose slug is "stock-history" stays readable at /api/products/stock-history.
  '/api/products/:id': item,
  '/api/products/:id/stock-history': stockHistory,
});

export const config: Config = { path: ['/api/products', '/api/products/:id', '/api/products/:id/stock-history'] };
