import { z } from '../zod';
import { postalCodeField } from './cep-regions';
import { intField, moneyField } from './fields';
import type { PackageItem } from './packages';

/** Most units a cart may have for a shipping quote. */
export const MAX_QUOTE_UNITS = 1000;

const side = (label: string) => {
  const message = `O campo ${label} deve ser um número de 0 a 1000 (cm).`;
  return z.number({ error: message }).min(0, message).max(1000, message);
};

/** One physical line of a cart: unit weight (g), sides (cm), package format (1, 2 or 3) and quantity. */
export const packageItemSchema = z.object({
  weight_g: intField('Peso', 1, 1_000_000),
  height_cm: side('Altura'),
  width_cm: side('Largura'),
  length_cm: side('Comprimento'),
  package_format: z.union([z.literal(1), z.literal(2), z.literal(3)], {
    error: 'O campo Formato deve ser 1 (Caixa/Pacote), 2 (Rolo/Prisma) ou 3 (Envelope).',
  }),
  quantity: intField('Quantidade', 1, MAX_QUOTE_UNITS),
  unit_price_cents: moneyField('Preço unitário').optional(),
}) satisfies z.ZodType<PackageItem>;

/** What a shipping quote needs: the destination CEP, the cart's physical items and its subtotal (free shipping). */
export const quoteInputSchema = z.object({
  postal_code: postalCodeField(),
  items: z
    .array(packageItemSchema, { error: 'O campo Itens deve ser uma lista.' })
    .min(1, 'O carrinho está vazio.')
    .max(100, 'O carrinho tem itens demais para calcular o frete.')
    .refine(
      (items) => items.reduce((sum, item) => sum + item.quantity, 0) <= MAX_QUOTE_UNITS,
      `O frete é calculado para no máximo ${MAX_QUOTE_UNITS} unidades.`,
    ),
  subtotal_cents: moneyField('Subtotal').default(0),
});
/** A quote request as sent. */
export type QuoteInput = z.input<typeof quoteInputSchema>;

/**
 * One shipping option of a quote (prices in cents; days include the shop's handling days). Melhor Envio's options
 * (`me-<id>`) name their carrier (the company: Correios, Jadlog...).
 */
export type ShippingOption = {
  service: string;
  name: string;
  price_cents: number;
  days: number;
  provider: 'tabela' | 'correios' | 'melhorenvio' | 'retirada';
  carrier?: string;
};
/** A quote: the options, and whether the table stood in for a failed provider. */
export type ShippingQuote = { options: ShippingOption[]; fallback: boolean };
