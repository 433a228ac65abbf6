import { z } from '../zod';
import { MAX_CART_LINES, MAX_LINE_QUANTITY, MAX_ORDER_TOTAL_CENTS } from '../shop/cart';
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
