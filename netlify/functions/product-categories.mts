import type { Config } from '@netlify/functions';
import { categorySchema } from '../../src/lib/schemas/product';
import { contentRoutes, sectionAccess } from '../../src/server/http/content-routes';
import { routes } from '../../src/server/http/route';
import { createCategory, deleteCategory, listCategories, updateCategory } from '../../src/server/shop/catalog/categories';

// GET /api/product-categories: every category with its count of products (published ones, or all for whoever
// sees the shop's drafts); 404 while the shop is off, as for products. Writes: admin and super, feature on.
// No item GET; PUT renames; DELETE removes a category, its products staying without one.
export default routes(
  contentRoutes('/api/product-categories', {
    access: sectionAccess('produtos'),
    list: (sql, _request, drafts) => listCategories(sql, drafts),
    body: categorySchema,
    create: (sql, _author, data) => createCategory(sql, data),
    update: updateCategory,
    remove: deleteCategory,
  }),
);

export const config: Config = { path: ['/api/product-categories', '/api/product-categories/:id'] };
