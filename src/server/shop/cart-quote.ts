import type { CartQuoteInput } from '../../lib/schemas/cart';
import { lineOffer } from '../../lib/shop/cart-lines';
import type { PackageItem } from '../../lib/shop/packages';
import type { ShippingQuote } from '../../lib/shop/quote-input';
import type { Product } from '../../lib/schemas/product';
import type { Sql } from '../db/client';
import { invalid, type FieldErrors } from '../http/http-error';
import { rateRule } from '../http/rate-limit';
import { getCartProducts } from './products';
import type { ShopConfig } from './shop-settings';
import { quoteShipping } from './shipping/quote';

/** At most 60 quotes per address within 5 minutes: a quote may call the Correios. */
export const QUOTE_RULE = rateRule({
  bucket: 'shipping-quote',
  max: 60,
  windowSeconds: 5 * 60,
  message: 'Muitas consultas de frete. Tente novamente em alguns minutos.',
});

// The largest subtotal the quote's schema takes (moneyField).
const MAX_QUOTE_SUBTOTAL = 10_000_000;

/** Answered (422 on `items.{i}.product_id`) for a line whose product is gone or not published. */
export const quoteProductMessage = (line: number) => `Item ${line + 1}: o produto não está disponível.`;
/** Answered (422 on `items.{i}.variant_id`) for a line whose variant is gone. */
export const quoteVariantMessage = (line: number) => `Item ${line + 1}: a variação escolhida não existe mais.`;

/**
 * The shipping quote of a cart: each line becomes a package item (the product's weight, sides and format) and the
 * subtotal comes from the current prices, never from the browser. A line of an unknown or unpublished product, or
 * of a variant that is gone, is a 422 naming the line. An order passes the products and settings it has read
 * (`known`), so that a request reads each once.
 */
export async function quoteCart(
  sql: Sql,
  input: CartQuoteInput,
  known?: { products: Map<string, Product>; config: ShopConfig },
): Promise<ShippingQuote> {
  const read = known ? [...known.products.values()] : await getCartProducts(sql, input.items.map((item) => item.product_id));
  const products = new Map(read.filter((p) => p.status === 'published').map((p) => [p.id, p]));
  const errors: FieldErrors = {};
  const items: PackageItem[] = [];
  let subtotal = 0;
  input.items.forEach((item, i) => {
    const product = products.get(item.product_id);
    const offer = product ? lineOffer(product, item.variant_id) : null;
    if (!product) errors[`items.${i}.product_id`] = [quoteProductMessage(i)];
    else if (!offer) errors[`items.${i}.variant_id`] = [quoteVariantMessage(i)];
    if (!product || !offer) return;
    const { weight_g, height_cm, width_cm, length_cm, package_format } = product;
    items.push({ weight_g, height_cm, width_cm, length_cm, package_format, quantity: item.quantity });
    subtotal += offer.unit_price_cents * item.quantity;
  });
  if (Object.keys(errors).length > 0) throw invalid(errors);
  // Only the free-shipping rule reads the subtotal: past the schema's ceiling it is as good as the ceiling.
  return quoteShipping(sql, { postal_code: input.postal_code, items, subtotal_cents: Math.min(subtotal, MAX_QUOTE_SUBTOTAL) }, known?.config);
}
