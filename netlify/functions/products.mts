import type { Config } from '@netlify/functions';
import { pageQuerySchema } from '../../src/lib/schemas/pagination';
import { productListQuerySchema, productSchema } from '../../src/lib/schemas/product';
import { getSql } from '../../src/server/db/client';
import { contentRoutes, sectionAccess } from '../../src/server/http/content-routes';
import { json } from '../../src/server/http/respond';
import { idParam, routes, type Methods } from '../../src/server/http/route';
import { featureManagers } from '../../src/server/http/section-access';
import { parseQuery } from '../../src/server/http/validate';
import {
  createProduct,
  deleteProduct,
  getProduct,
  listProducts,
  PRODUCT_NOT_FOUND,
  updateProduct,
} from '../../src/server/shop/catalog/products';
import { listStockHistory } from '../../src/server/shop/catalog/stock-history-read';
import { productRestocked } from '../../src/server/shop/catalog/stock-alerts';

// GET /api/products: public (published; `sort`, `category`, `q`, pages; 404 while the feature is off) or, with
// drafts, admin always and super while the feature is on (also `status` and `stock=out`): see section-access.ts.
// POST /api/products: admin and super, while the feature is on (featureWriters: a super 403, an admin 409 while off).
// GET /api/products/:id (id or slug; drafts 404 for the public); PUT and DELETE: admin and super, feature on.
// Every successful write asks for a rebuild (debounced), so /loja follows the database. PUT writes a changed stock
// only over the stock the form read (`stock_expected`): 409 with each changed row's stock now otherwise. A saved
// stock back above 0 (or unlimited) sends the waiting alerts' e-mails (stock-alerts.ts). A lost database connection
// runs the PUT once more (retryOnce): one transaction, its stock guarded by the stock read, the alerts claimed once.
const products = contentRoutes('/api/products', {
  access: sectionAccess('produtos'),
  list: (sql, request, drafts) => listProducts(sql, parseQuery(request, productListQuerySchema), drafts),
  read: { get: getProduct, notFound: PRODUCT_NOT_FOUND },
  body: productSchema,
  create: (sql, author, data) => createProduct(sql, data, author.id),
  update: async (sql, id, data, writer, context) => {
    const product = await updateProduct(sql, id, data, writer.id);
    // Committed: the waiting "avise-me" subscribers of a stock back above 0 are told, after the answer where possible.
    await productRestocked(getSql(), id, context.waitUntil?.bind(context));
    return product;
  },
  updateRepeatable: true,
  remove: deleteProduct,
});

// GET /api/products/:id/stock-history (admin; super while the shop is on): the product's stock changes, newest first, in pages.
const stockHistory: Methods = {
  GET: async (request, context) => {
    await featureManagers(request, 'produtos');
    const id = idParam(context);
    return json(await listStockHistory(getSql(), id, parseQuery(request, pageQuerySchema)));
  },
};

export default routes({
  ...products,
  // A product whose slug is "stock-history" stays readable at /api/products/stock-history.
  '/api/products/:id/stock-history': stockHistory,
});

export const config: Config = { path: ['/api/products', '/api/products/:id', '/api/products/:id/stock-history'] };
