// What one cart line costs and how many units of it can be bought, from a product as the API answers it. Pure and
// without zod: the server's cart check and shipping quote and the product page's script use the same rules.
import type { Product, ProductKind, Variant } from '../schemas/product';
import { combinationKey } from './variant-key';

/** One option of a variant, named: { name: 'Tamanho', value: 'M' }. */
export type LineOption = { name: string; value: string };

/** A line's offer: its variant (none for a product without variants), unit price, stock (null: unlimited), options. */
export type LineOffer = { variant: Variant | null; unit_price_cents: number; stock: number | null; options: LineOption[] };

type Offered = Pick<Product, 'price_cents' | 'stock' | 'options' | 'variants'>;

/** The named option values of a variant ("Tamanho: M"), in the product's option order. */
export const variantOptions = (product: Pick<Product, 'options'>, variant: Variant): LineOption[] =>
  product.options.map((name, i) => ({ name, value: variant.option_values[i] ?? '' }));

/**
 * The offer of a product for a variant id: a product without variants takes no variant id; a product with
 * variants needs one of its own. null when the line does not fit the product (its variant is gone).
 */
export function lineOffer(product: Offered, variantId: string | number | null | undefined): LineOffer | null {
  const key = variantId === null || variantId === undefined ? null : String(variantId);
  if (product.variants.length === 0) {
    return key === null ? { variant: null, unit_price_cents: product.price_cents, stock: product.stock, options: [] } : null;
  }
  const variant = product.variants.find((candidate) => candidate.id === key);
  if (!variant) return null;
  return { variant, unit_price_cents: variant.price_cents ?? product.price_cents, stock: variant.stock, options: variantOptions(product, variant) };
}

/** The variant whose option values are these (compared without case), or null. */
export function variantByValues(product: Pick<Product, 'variants'>, values: readonly string[]): Variant | null {
  const key = combinationKey(values);
  return product.variants.find((variant) => combinationKey(variant.option_values) === key) ?? null;
}

/** Whether `quantity` units fit the stock (null stock: unlimited). */
export const fitsStock = (stock: number | null, quantity: number): boolean => stock === null || quantity <= stock;

/**
 * Why a cart line cannot be bought as it is: gone, unpublished, its variant gone, less stock than asked, or (a
 * donation) no amount or one below its minimum.
 */
export type CartProblemCode = 'gone' | 'unpublished' | 'variant_gone' | 'short' | 'amount';

/** One line of a cart check: the current name, image, options, price and stock, the line total and its problem. */
export type CheckedLine = {
  /** A product sold at its price, or a donation (its unit price is the amount chosen; nothing to ship). */
  kind: ProductKind;
  product_id: string;
  variant_id: string | null;
  quantity: number;
  name: string | null;
  slug: string | null;
  /** The variant's SKU, else the product's (null when none is set or the line has no product). */
  sku: string | null;
  image: string | null;
  options: LineOption[];
  unit_price_cents: number | null;
  /** Units that can be bought (null: unlimited; 0: sold out). */
  available: number | null;
  line_total_cents: number;
  /** A donation's minimum amount (null for other lines). */
  minimum_cents: number | null;
  problem: CartProblemCode | null;
};

/** Whether a cart has something to deliver (a line that is not a donation): else no address and no shipping. */
export const needsDelivery = (lines: readonly Pick<CheckedLine, 'kind'>[]): boolean => lines.some((line) => line.kind !== 'donation');

/** A problem of a line, by its position in the cart, with the server's message. */
export type CartProblem = { line: number; code: CartProblemCode; message: string; available: number | null };

/** The answer of POST /api/cart/check. */
export type CartCheck = { lines: CheckedLine[]; subtotal_cents: number; problems: CartProblem[] };
