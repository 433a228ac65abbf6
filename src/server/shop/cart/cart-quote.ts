import type { CartQuoteInput } from '../../../lib/schemas/cart';
import type { PackageItem } from '../../../lib/shop/packages';
import type { ShippingQuote } from '../../../lib/shop/quote-input';
import type { Product } from '../../../lib/schemas/product';
import type { Sql } from '../../db/client';
import { rateRule, takeSlots } from '../../http/rate-limit';
import { checkCart, productsByIds, sellableLines } from './cart-check';
import type { ShopConfig } from '../config/shop-settings';
import { quoteShipping } from '../shipping/quote';

/** At most 60 quotes per address within 5 minutes: a quote may call the Correios. */
export const QUOTE_RULE = rateRule({
  bucket: 'shipping-quote',
  max: 60,
  windowSeconds: 5 * 60,
  message: 'Muitas consultas de frete. Tente novamente em alguns minutos.',
});

/**
 * Takes a slot of the quote's rule for the client's address (429 when its window is full). Every POST
 * /api/shipping/quote takes one; an order takes one when its quote may call the Correios, so that placing orders
 * is no way around the quote's limit (with the table, nothing outside is called and the order's own limit holds).
 */
export async function takeQuoteSlot(sql: Sql, client: string): Promise<void> {
  await takeSlots(sql, [{ rule: QUOTE_RULE, key: client }]);
}

/** Whether a shop's quotes may call the Correios or Melhor Envio (the provider chosen in /conta/shop). */
export const quotesCallOutside = (config: Pick<ShopConfig, 'provider'>): boolean => config.provider !== 'tabela';

// The largest subtotal the quote's schema takes (moneyField).
const MAX_QUOTE_SUBTOTAL = 10_000_000;

/**
 * The shipping quote of a cart: each line becomes a package item (the product's weight, sides and format) and the
 * subtotal comes from the current prices, never from the browser. The lines go through the cart check's pass
 * (`checkCart`, `sellableLines`): a line of an unknown or unpublished product, or of a variant that is gone, is a
 * 422 naming the line, a cart past the maximum order total a 422 on the quantity that passes it. An order passes
 * the products and settings it has read (`known`), so that a request reads each once. Donations are left out: a cart
 * of donations only has no options (and calls nothing).
 */
export async function quoteCart(
  sql: Sql,
  input: CartQuoteInput,
  known?: { products: Map<string, Product>; config: ShopConfig },
): Promise<ShippingQuote> {
  const products = known?.products ?? (await productsByIds(sql, input.items.map((item) => item.product_id)));
  const check = sellableLines(await checkCart(sql, input.items, products));
  // A donation ships nothing and buys no free shipping: the quote is of the other lines, none for donations only.
  const shipped = check.lines.filter((line) => line.kind !== 'donation');
  if (shipped.length === 0) return { options: [], fallback: false };
  const items: PackageItem[] = shipped.map((line) => {
    const { weight_g, height_cm, width_cm, length_cm, package_format } = products.get(line.product_id) as Product;
    // The unit's price is Melhor Envio's insurance value (within the schema's ceiling, as the subtotal below).
    const unit_price_cents = Math.min(line.unit_price_cents ?? 0, MAX_QUOTE_SUBTOTAL);
    return { weight_g, height_cm, width_cm, length_cm, package_format, quantity: line.quantity, unit_price_cents };
  });
  // Only the free-shipping rule reads the subtotal: past the schema's ceiling it is as good as the ceiling.
  const shippedCents = shipped.reduce((sum, line) => sum + line.line_total_cents, 0);
  const subtotal_cents = Math.min(shippedCents, MAX_QUOTE_SUBTOTAL);
  return quoteShipping(sql, { postal_code: input.postal_code, items, subtotal_cents }, known?.config);
}
