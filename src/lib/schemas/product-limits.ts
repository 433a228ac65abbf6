// The product's kinds and list limits, without zod: the product form (src/conta/products) offers and counts by them
// and loads the schema that checks them (./product.ts, ./product-variant.ts) only beside itself.

/**
 * The kinds of product: one sold at its price, or a donation ("Doação / valor livre"): no stock, no variants,
 * nothing to ship, its price the least amount a buyer may give, the amount typed on the product page.
 */
export const PRODUCT_KINDS = ['product', 'donation'] as const;
/** A product's kind. */
export type ProductKind = (typeof PRODUCT_KINDS)[number];
/** Most suggested amounts a donation offers as buttons. */
export const MAX_SUGGESTED_AMOUNTS = 6;

/** Most images a product keeps. */
export const MAX_PRODUCT_IMAGES = 12;

/** Most options (e.g. Tamanho, Cor) a product has. */
export const MAX_PRODUCT_OPTIONS = 3;
/** Most variants a product has. */
export const MAX_PRODUCT_VARIANTS = 100;
