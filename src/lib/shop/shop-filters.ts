// The view of /loja as its address says it: the order, the category and the page. The page is static, so the
// browser draws every view but the first from the list the page embeds (src/components/shop/shop-client.ts);
// these pure rules read and write the address and pick the products of a view.
import { pageCount, pageItems } from '../paging';
import type { Product, ProductSort } from '../schemas/product';

/** Products per page of /loja. */
export const SHOP_PER_PAGE = 24;

/** The address's word for each order (Portuguese, as the visitor sees it); `recent` is the default, left out. */
export const SORT_PARAMS: Record<ProductSort, string> = { recent: 'recentes', best: 'mais-vendidos', alpha: 'alfabetica' };

/** One product as /loja embeds it for the browser (short keys keep the JSON small). */
export type ShopEntry = {
  /** slug */ s: string;
  /** name */ n: string;
  /** price in cents */ p: number;
  /** compare-at price in cents */ c: number | null;
  /** first image */ i: string | null;
  /** available (1) or sold out (0) */ a: 0 | 1;
  /** category slug */ k: string | null;
  /** a donation (1; absent otherwise): its price is the minimum, shown "A partir de" */ d?: 1;
  /** the approved reviews' average and count (absent without any) */ r?: [number, number];
};

/** A product as /loja embeds it for the browser's order, category and pages (short keys, no description). */
export const shopEntry = (
  product: Pick<Product, 'kind' | 'slug' | 'name' | 'price_cents' | 'compare_at_cents' | 'images' | 'available' | 'category'>,
  reviews?: { average: number | null; count: number },
): ShopEntry => ({
  s: product.slug,
  n: product.name,
  p: product.price_cents,
  c: product.compare_at_cents,
  i: product.images[0] ?? null,
  a: product.available ? 1 : 0,
  k: product.category?.slug ?? null,
  ...(product.kind === 'donation' ? { d: 1 as const } : {}),
  ...(reviews?.average != null && reviews.count > 0 ? { r: [reviews.average, reviews.count] as [number, number] } : {}),
});

/** What /loja embeds: the products in the default order (most recent) and the positions in the other orders. */
export type ShopData = { items: ShopEntry[]; order: Record<Exclude<ProductSort, 'recent'>, number[]> };

/**
 * A view of /loja. `q`: a search, answered by GET /api/products?q= (the shop's one matching rule, on the server),
 * not from the embedded list.
 */
export type ShopView = { sort: ProductSort; category: string; page: number; q: string };

/** The default view: most recent, every category, page 1, no search. */
export const DEFAULT_VIEW: ShopView = { sort: 'recent', category: '', page: 1, q: '' };

const sortOf = (param: string | null): ProductSort =>
  (Object.keys(SORT_PARAMS) as ProductSort[]).find((sort) => SORT_PARAMS[sort] === param) ?? 'recent';

/** The view of an address's query (`?q=caneca&ordem=alfabetica&categoria=livros&pagina=2`); unknown values fall back. */
export function viewFromSearch(search: string, categories: readonly string[]): ShopView {
  const params = new URLSearchParams(search);
  const category = params.get('categoria') ?? '';
  const page = Number(params.get('pagina'));
  return {
    sort: sortOf(params.get('ordem')),
    category: categories.includes(category) ? category : '',
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    // 100: the API's longest `q` (MAX_SEARCH of schemas/pagination.ts, not imported: it would bring zod to /loja).
    q: (params.get('q') ?? '').trim().slice(0, 100),
  };
}

/** The query of a view for the address ('' for the default view), in a fixed order. */
export function viewToSearch(view: ShopView): string {
  const params = new URLSearchParams();
  if (view.q) params.set('q', view.q);
  if (view.sort !== 'recent') params.set('ordem', SORT_PARAMS[view.sort]);
  if (view.category) params.set('categoria', view.category);
  if (view.page > 1) params.set('pagina', String(view.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The API address of a search view's page (GET /api/products with the view's search, order, category and page). */
export function searchApiPath(view: ShopView, perPage = SHOP_PER_PAGE): string {
  const params = new URLSearchParams({ q: view.q, sort: view.sort, page: String(view.page), per_page: String(perPage) });
  if (view.category) params.set('category', view.category);
  return `/api/products?${params}`;
}

/** The products of a view's page, how many pass the category and how many pages they fill (at least 1). */
export function viewEntries(data: ShopData, view: ShopView, perPage = SHOP_PER_PAGE): { items: ShopEntry[]; total: number; pages: number } {
  const ordered = view.sort === 'recent' ? data.items : data.order[view.sort].map((index) => data.items[index]).filter(Boolean);
  const found = view.category ? ordered.filter((entry) => entry.k === view.category) : ordered;
  const pages = pageCount(found.length, perPage);
  const page = Math.min(view.page, pages);
  return { items: pageItems(found, page, perPage), total: found.length, pages };
}
