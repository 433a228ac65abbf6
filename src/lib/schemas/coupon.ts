import { z } from '../zod';
import { COUPON_CODE, COUPON_KINDS, couponKey } from '../shop/coupons';
import { intField } from '../shop/fields';
import { itemsField } from './cart';
import { siteInstantField } from './fields';
import { idField } from './id-field';
import { pageQuerySchema, searchParam } from './pagination';
import { MAX_PRICE_CENTS } from './product-fields';

/** Most products or categories a coupon can name. */
export const MAX_COUPON_SCOPE = 200;
/** Largest usage limit (total or per customer). */
export const MAX_COUPON_USES = 1_000_000;

/** A coupon's code as typed: trimmed, 3–40 letters, digits, `-` and `_`; kept upper-case. `label` names the field. */
export const couponCodeField = (label = 'Código') =>
  z
    .string({ error: `O campo ${label} é obrigatório.` })
    .trim()
    .min(1, `O campo ${label} é obrigatório.`)
    .refine((value) => COUPON_CODE.test(value), `O campo ${label} deve ter de 3 a 40 letras, números, hífen (-) ou sublinhado (_).`)
    .transform(couponKey);

const optionalCents = (label: string) =>
  z
    .number({ error: `O campo ${label} deve ser um valor em centavos.` })
    .int(`O campo ${label} deve ser um valor em centavos.`)
    .min(1, `O campo ${label} deve ser maior que zero.`)
    .max(MAX_PRICE_CENTS, `O campo ${label} deve ser no máximo R$ 1.000.000,00.`)
    .nullish()
    .transform((v) => v ?? null);

const optionalUses = (label: string) => intField(label, 1, MAX_COUPON_USES).nullish().transform((v) => v ?? null);

const idList = (label: string, message: string) =>
  z
    .array(idField(message), { error: `O campo ${label} deve ser uma lista.` })
    .max(MAX_COUPON_SCOPE, `O campo ${label} deve ter no máximo ${MAX_COUPON_SCOPE} itens.`)
    .nullish()
    .transform((list) => [...new Set(list ?? [])]);

/**
 * What the coupon form sends. `percent` is required for (and kept only by) the percent kind, `amount_cents` for the
 * fixed one; times are ISO with a zone or `datetime-local` values read in São Paulo time; the end after the start.
 */
export const couponSchema = z
  .object({
    code: couponCodeField(),
    kind: z.enum(COUPON_KINDS, { error: 'O campo Tipo deve ser Percentual, Valor fixo ou Frete grátis.' }),
    percent: intField('Percentual', 1, 100).nullish().transform((v) => v ?? null),
    amount_cents: optionalCents('Valor do desconto'),
    max_discount_cents: optionalCents('Desconto máximo'),
    min_subtotal_cents: optionalCents('Pedido mínimo'),
    starts_at: siteInstantField('Início'),
    ends_at: siteInstantField('Término'),
    usage_limit: optionalUses('Limite de usos'),
    per_customer_limit: optionalUses('Limite por cliente'),
    product_ids: idList('Produtos', 'O campo Produtos deve ter ids de produtos.'),
    category_ids: idList('Categorias', 'O campo Categorias deve ter ids de categorias.'),
    active: z.boolean({ error: 'O campo Ativo deve ser verdadeiro ou falso.' }).default(true),
  })
  .superRefine((value, ctx) => {
    if (value.kind === 'percent' && value.percent === null) ctx.addIssue({ code: 'custom', path: ['percent'], message: 'O campo Percentual é obrigatório.' });
    if (value.kind === 'fixed' && value.amount_cents === null) {
      ctx.addIssue({ code: 'custom', path: ['amount_cents'], message: 'O campo Valor do desconto é obrigatório.' });
    }
    if (value.starts_at && value.ends_at && value.ends_at <= value.starts_at) {
      ctx.addIssue({ code: 'custom', path: ['ends_at'], message: 'O campo Término deve ser depois do Início.' });
    }
  })
  .transform((value) => ({
    ...value,
    percent: value.kind === 'percent' ? value.percent : null,
    amount_cents: value.kind === 'fixed' ? value.amount_cents : null,
  }));

/** What the coupon form sends, validated. */
export type CouponData = z.output<typeof couponSchema>;

/** POST /api/coupons/check: the code and the cart's lines (other fields, such as a CEP, are ignored). */
export const couponCheckSchema = z.object({ code: couponCodeField(), items: itemsField(1) });

export type CouponCheckData = z.output<typeof couponCheckSchema>;

/** GET /api/coupons: page, per_page and `q` (part of the code). */
export const couponListQuerySchema = pageQuerySchema.extend({ q: searchParam });
