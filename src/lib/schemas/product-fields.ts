import { z } from '../zod';
import { gtinKey, isValidGtin } from '../shop/gtin';
import { optionalText } from './fields';

/** Largest price, in cents (R$ 1.000.000,00). */
export const MAX_PRICE_CENTS = 100_000_000;
/** Largest stock of a product or variant. */
export const MAX_STOCK = 1_000_000;

/** A whole number of cents within the price bounds; `label` names the field. */
export const centsField = (label: string) =>
  z
    .number({ error: `O campo ${label} deve ser um valor em centavos.` })
    .int(`O campo ${label} deve ser um valor em centavos.`)
    .min(0, `O campo ${label} não pode ser negativo.`)
    .max(MAX_PRICE_CENTS, `O campo ${label} deve ser no máximo R$ 1.000.000,00.`);

/** A required whole number within bounds; `label` names the field and `unit` follows the numbers in the messages. */
export const wholeField = (label: string, min: number, max: number, unit = '') =>
  z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? `O campo ${label} é obrigatório.`
          : `O campo ${label} deve ser um número inteiro.`,
    })
    .int(`O campo ${label} deve ser um número inteiro.`)
    .min(min, `O campo ${label} deve ser no mínimo ${min}${unit}.`)
    .max(max, `O campo ${label} deve ser no máximo ${max}${unit}.`);

/** Stock: a whole number of units, or null (or absent) for unlimited. */
export const stockField = (label: string) =>
  z
    .number({ error: `O campo ${label} deve ser um número inteiro (vazio: ilimitado).` })
    .int(`O campo ${label} deve ser um número inteiro (vazio: ilimitado).`)
    .min(0, `O campo ${label} não pode ser negativo.`)
    .max(MAX_STOCK, `O campo ${label} deve ser no máximo ${MAX_STOCK}.`)
    .nullish()
    .transform((v) => v ?? null);

/**
 * The stock a form read (`stock_expected`), which an update is guarded by: a number, null (it read unlimited), or
 * absent (it read nothing: only a save leaving the stock as it is passes). Kept apart from null, so not `nullish`.
 */
export const stockExpectedField = (label: string) =>
  z
    .number({ error: `O campo ${label} deve ser um número inteiro ou null (ilimitado).` })
    .int(`O campo ${label} deve ser um número inteiro ou null (ilimitado).`)
    .min(0, `O campo ${label} não pode ser negativo.`)
    .nullable()
    .optional();

/** An optional SKU: letters, digits and . _ / - (up to 64); empty becomes null. */
export const skuField = (label: string) =>
  optionalText(label, 64).refine(
    (v) => v === null || /^[A-Za-z0-9._/-]+$/.test(v),
    `O campo ${label} deve ter só letras, números, ponto, barra, hífen e sublinhado.`,
  );

/**
 * An optional GTIN (the barcode number: GTIN-8, 12, 13 or 14) with a valid check digit, stored as its digits (the
 * spaces and hyphens of a printed label taken off); empty becomes null.
 */
export const gtinField = (label: string) =>
  optionalText(label, 40)
    .transform((v) => (v === null ? null : gtinKey(v)))
    .refine(
      (v) => v === null || isValidGtin(v),
      `O campo ${label} deve ser um código de barras GTIN (8, 12, 13 ou 14 dígitos) com o dígito verificador correto.`,
    );
