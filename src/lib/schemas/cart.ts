import { z } from '../zod';
import { numericId } from '../ids';
import { MAX_CART_LINES, MAX_LINE_QUANTITY, MAX_ORDER_TOTAL_CENTS, type CartLine } from '../shop/cart';
import { postalCodeField } from '../shop/cep-regions';
import { intField } from '../shop/fields';
import { idField } from './id-field';

/**
 * One line a browser sends: a product, its variant when it has variants, and how many units; for a donation, the
 * amount chosen (`amount_cents`, checked against its minimum by the cart check; other products' lines ignore it).
 */
export const cartItemSchema = z.object(
  {
    product_id: idField('O campo Produto deve ser o id de um produto.'),
    variant_id: idField('O campo Variação deve ser o id de uma variação.')
      .nullish()
      .transform((v) => v ?? null),
    quantity: intField('Quantidade', 1, MAX_LINE_QUANTITY),
    amount_cents: intField('Valor da doação', 1, MAX_ORDER_TOTAL_CENTS)
      .nullish()
      .transform((v) => v ?? null),
  },
  { error: 'Cada item deve ter produto e quantidade.' },
);

/** The cart's lines: at least `min`, at most MAX_CART_LINES (the cart check, the quote and the order share it). */
export const itemsField = (min: number) =>
  z
    .array(cartItemSchema, { error: 'O campo Itens deve ser uma lista.' })
    .min(min, 'O carrinho está vazio.')
    .max(MAX_CART_LINES, `O carrinho pode ter no máximo ${MAX_CART_LINES} itens.`);

/** POST /api/cart/check: the cart's lines (an empty cart is checked too). */
export const cartCheckSchema = z.object({ items: itemsField(0) });

/** POST /api/shipping/quote: the destination CEP and the cart's lines (at least one). */
export const cartQuoteSchema = z.object({ postal_code: postalCodeField(), items: itemsField(1) });

/** A validated cart line (ids as strings, variant null when none). */
export type CartItem = z.output<typeof cartItemSchema>;
/** A validated quote request. */
export type CartQuoteInput = z.output<typeof cartQuoteSchema>;

/** PUT /api/cart and POST /api/cart/merge: the cart's lines, as the cart check takes them (an empty cart too). */
export const accountCartSchema = cartCheckSchema;

/**
 * A validated line as the browser's cart keeps it (ids as numbers; a variant or an amount only when there is one);
 * null for an id too large for a JavaScript number to hold exactly (no such product exists in a browser's cart).
 */
export function cartLineOf(item: CartItem): CartLine | null {
  const productId = numericId(item.product_id);
  const variantId = item.variant_id === null ? undefined : numericId(item.variant_id);
  if (productId === null || variantId === null) return null;
  const line: CartLine = { product_id: productId, quantity: item.quantity };
  if (variantId !== undefined) line.variant_id = variantId;
  if (item.amount_cents !== null) line.amount_cents = item.amount_cents;
  return line;
}

/** A stored or browser line as the cart check takes it (ids as text, no variant or amount as null). */
export const cartItemOf = (line: CartLine): CartItem => ({
  product_id: String(line.product_id),
  variant_id: line.variant_id === undefined ? null : String(line.variant_id),
  quantity: line.quantity,
  amount_cents: line.amount_cents ?? null,
});

/** PUT /api/cart/reminders: whether the account gets the abandoned-cart e-mails. */
export const cartRemindersSchema = z.object({
  enabled: z.boolean({ error: 'O campo Lembretes de carrinho deve ser verdadeiro ou falso.' }),
});
