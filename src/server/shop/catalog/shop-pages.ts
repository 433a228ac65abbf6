import type { Menu } from '../../../lib/schemas/menu';
import type { Product } from '../../../lib/schemas/product';
import type { PublicSettings } from '../../../lib/schemas/settings';
import { shopEntry, type ShopData } from '../../../lib/shop/shop-filters';
import { SHOP_PATHS } from '../../../lib/shop/shop-paths';
import type { Sql } from '../../db/client';
import { listMenus } from '../../menus/menus';
import { getPublicSettings } from '../../settings/settings';
import { slugPathOfId } from '../../site/id-paths';
import { loadShopCatalogue, type ShopCatalogue } from './catalogue';

/** The cart's path under /loja; no product can take it as its slug (the product schema reserves it). */
export const CART_PATH = SHOP_PATHS.cart;
/** The checkout's path under /loja (also reserved); /checkout leads there. */
export const CHECKOUT_PATH = SHOP_PATHS.checkout;

/** What every /loja page needs (loaded once per build, not per page). */
export type ShopSite = { settings: PublicSettings | null; menus: Menu[]; catalogue: ShopCatalogue };

/** One page of the shop, ready to render. */
export type ShopPageView =
  | { kind: 'list'; site: ShopSite }
  | { kind: 'product'; site: ShopSite; product: Product }
  | { kind: 'cart'; site: ShopSite }
  | { kind: 'checkout'; site: ShopSite };

const EMPTY: ShopCatalogue = { categories: [], products: [], order: { recent: [], best: [], alpha: [] }, reviews: {} };

const enabled = (settings: PublicSettings | null) => settings?.features.produtos?.enabled === true;

/** Settings, menus and the published catalogue in four queries, whatever the number of products; none while off. */
export async function loadShopSite(sql: Sql): Promise<ShopSite> {
  const settings = await getPublicSettings(sql);
  const menus = settings ? await listMenus(sql) : [];
  return { settings, menus, catalogue: enabled(settings) ? await loadShopCatalogue(sql) : EMPTY };
}

/** Every path of /loja with its view: the list, the cart, the checkout and each published product (none while the shop is off). */
export function shopPaths(site: ShopSite): { params: { path: string | undefined }; props: { view: ShopPageView } }[] {
  if (!enabled(site.settings)) return [];
  const products = site.catalogue.products.map((product) => ({
    params: { path: product.slug },
    props: { view: { kind: 'product', site, product } as ShopPageView },
  }));
  return [
    { params: { path: undefined }, props: { view: { kind: 'list', site } } },
    { params: { path: CART_PATH }, props: { view: { kind: 'cart', site } } },
    { params: { path: CHECKOUT_PATH }, props: { view: { kind: 'checkout', site } } },
    ...products,
  ];
}

/** The view of one path (what dev renders on request): null for an unknown path, a draft or the shop off. */
export function resolveShopPath(site: ShopSite, path: string | undefined): ShopPageView | null {
  if (!enabled(site.settings)) return null;
  if (!path) return { kind: 'list', site };
  if (path === CART_PATH) return { kind: 'cart', site };
  if (path === CHECKOUT_PATH) return { kind: 'checkout', site };
  const product = site.catalogue.products.find((item) => item.slug === path);
  return product ? { kind: 'product', site, product } : null;
}

/** Where /loja/{id} leads (dev renders it on request): the published product's slug address, or null. */
export const shopIdPath = (site: ShopSite, path: string | undefined): string | null =>
  slugPathOfId('product', site.catalogue.products, path);

/** A product as /loja embeds it (the rule is shared with the browser's search results: src/lib/shop/shop-filters.ts). */
export { shopEntry };

/** The embedded list of /loja: the products most recent first, and their positions in the other orders. */
export function shopData(catalogue: ShopCatalogue): ShopData {
  const position = new Map(catalogue.products.map((product, index) => [product.id, index]));
  const positions = (ids: string[]) => ids.map((id) => position.get(id) ?? -1).filter((index) => index >= 0);
  return {
    items: catalogue.products.map((product) => shopEntry(product, catalogue.reviews[product.id]?.stats)),
    order: { best: positions(catalogue.order.best), alpha: positions(catalogue.order.alpha) },
  };
}
