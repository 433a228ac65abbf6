import { z } from '../zod';
import { isPackageFormat, type PackageFormatCode } from '../shop/package-formats';
import { SHOP_PATHS } from '../shop/shop-paths';
import { optionalImage, requiredText } from './fields';
import { optionalIdField } from './id-field';
import { contentStatusParam, pageQuerySchema, searchParam } from './pagination';
import { slugField, slugOrFromTitle } from './slug-field';
import { centsField, gtinField, skuField, stockExpectedField, stockField, wholeField } from './product-fields';
import { checkVariants, MAX_PRODUCT_OPTIONS, MAX_PRODUCT_VARIANTS, variantSchema, type Variant } from './product-variant';
import { PRODUCT_STATUSES } from '../content-status';
import { MAX_PRODUCT_IMAGES, MAX_SUGGESTED_AMOUNTS, PRODUCT_KINDS, type ProductKind } from './product-limits';
export { PRODUCT_STATUSES };
export { MAX_PRODUCT_IMAGES, MAX_SUGGESTED_AMOUNTS, PRODUCT_KINDS, type ProductKind };

export { MAX_PRICE_CENTS, MAX_STOCK } from './product-fields';
export { variantSchema, type Variant, type VariantData, MAX_PRODUCT_OPTIONS, MAX_PRODUCT_VARIANTS } from './product-variant';

/** A product's state. */
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
/** The least a donation's minimum may be (R$ 1,00): Mercado Pago and a Pix of cents make no sense below it. */
export const MIN_DONATION_CENTS = 100;

/** The list orders of /loja (spec: most recent, best sellers, alphabetical). */
export const PRODUCT_SORTS = ['recent', 'best', 'alpha'] as const;
/** A list order of /loja. */
export type ProductSort = (typeof PRODUCT_SORTS)[number];
const RESERVED_SLUGS: readonly string[] = Object.values(SHOP_PATHS);
/** Answered when a product's slug is one of the shop's own paths. */
export const RESERVED_SLUG_MESSAGE = 'Este endereço (slug) é usado pela loja. Escolha outro.';

/** Longest description HTML a product keeps (characters). */
export const MAX_PRODUCT_DESCRIPTION = 100_000;

const kindField = z.enum(PRODUCT_KINDS, { error: 'O campo Tipo deve ser Produto ou Doação / valor livre.' });

// A donation ships nothing: its weight and measures, which the form does not ask, are the least the columns hold.
const PARCEL_FIELDS = ['weight_g', 'height_cm', 'width_cm', 'length_cm'] as const;
const donationParcel = (input: unknown): unknown => {
  if (typeof input !== 'object' || input === null || (input as { kind?: unknown }).kind !== 'donation') return input;
  const filled: Record<string, unknown> = { ...input };
  for (const field of PARCEL_FIELDS) filled[field] ??= 1;
  return filled;
};

/** The rules of a donation: a minimum of at least R$ 1,00, no "de" price, no variants, suggestions not below the minimum. */
function checkDonation(
  value: { price_cents: number; compare_at_cents: number | null; options: string[]; suggested_amounts_cents: number[] },
  ctx: z.RefinementCtx,
): void {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (value.price_cents < MIN_DONATION_CENTS) issue('price_cents', 'O campo Valor mínimo deve ser de pelo menos R$ 1,00.');
  if (value.compare_at_cents !== null) issue('compare_at_cents', 'Uma doação não tem Preço "de".');
  if (value.options.length > 0) issue('options', 'Uma doação não tem opções nem variações.');
  if (value.suggested_amounts_cents.some((amount) => amount < value.price_cents)) {
    issue('suggested_amounts_cents', 'O campo Valores sugeridos deve ter só valores iguais ou maiores que o Valor mínimo.');
  }
}

const statusField = z.enum(PRODUCT_STATUSES, { error: 'O campo Situação deve ser Rascunho ou Publicado.' });

// The id of a category, as a number or as the string the API answers; empty becomes null.
const categoryField = optionalIdField('O campo Categoria deve ser uma categoria da loja.');

const PACKAGE_FORMAT_MESSAGE = 'O campo Formato da embalagem deve ser Caixa/Pacote, Rolo/Prisma ou Envelope.';

// The product form's fields; productSchema adds the rules between them.
const productFields = z.object({
    kind: kindField.default('product'),
    name: requiredText('Nome', 200),
    slug: slugField(),
    description: z
      .string({ error: 'O campo Descrição deve ser um texto.' })
      .max(MAX_PRODUCT_DESCRIPTION, `O campo Descrição deve ter no máximo ${MAX_PRODUCT_DESCRIPTION} caracteres.`)
      .nullish()
      .transform((v) => v ?? ''),
    images: z
      .array(optionalImage('Imagem'), { error: 'O campo Imagens deve ser uma lista.' })
      .max(MAX_PRODUCT_IMAGES, `O campo Imagens deve ter no máximo ${MAX_PRODUCT_IMAGES} imagens.`)
      .nullish()
      .transform((list) => (list ?? []).filter((v): v is string => v !== null)),
    price_cents: centsField('Preço'),
    compare_at_cents: centsField('Preço "de"')
      .nullish()
      .transform((v) => v ?? null),
    sku: skuField('SKU'),
    gtin: gtinField('GTIN'),
    stock: stockField('Estoque'),
    stock_expected: stockExpectedField('Estoque lido'),
    weight_g: wholeField('Peso', 1, 30_000, ' g'),
    height_cm: wholeField('Altura', 1, 100, ' cm'),
    width_cm: wholeField('Largura', 1, 100, ' cm'),
    length_cm: wholeField('Comprimento', 1, 100, ' cm'),
    package_format: z
      .number({ error: PACKAGE_FORMAT_MESSAGE })
      .refine(isPackageFormat, PACKAGE_FORMAT_MESSAGE)
      .nullish()
      .transform((v) => (v ?? 1) as PackageFormatCode),
    status: statusField.default('draft'),
    featured: z.boolean({ error: 'O campo Destaque deve ser verdadeiro ou falso.' }).default(false),
    category_id: categoryField,
    options: z
      .array(requiredText('Nome da opção', 40), { error: 'O campo Opções deve ser uma lista.' })
      .max(MAX_PRODUCT_OPTIONS, `O produto pode ter no máximo ${MAX_PRODUCT_OPTIONS} opções.`)
      .default([]),
    variants: z
      .array(variantSchema, { error: 'O campo Variações deve ser uma lista.' })
      .max(MAX_PRODUCT_VARIANTS, `O produto pode ter no máximo ${MAX_PRODUCT_VARIANTS} variações.`)
      .default([]),
    // A donation's buttons on the product page, in cents.
    suggested_amounts_cents: z
      .array(centsField('Valores sugeridos'), { error: 'O campo Valores sugeridos deve ser uma lista de valores.' })
      .max(MAX_SUGGESTED_AMOUNTS, `O campo Valores sugeridos deve ter no máximo ${MAX_SUGGESTED_AMOUNTS} valores.`)
      .nullish()
      .transform((list) => [...new Set(list ?? [])].sort((a, b) => a - b)),
  });

/**
 * What the product form sends; an empty slug is made from the name; with variants, the variants hold the stock and
 * the GTINs (a donation has none). An
 * update writes a changed stock only over the stock the form read (`stock_expected`, per product and per variant).
 * A donation needs no weight or measures, and keeps no stock, options or variants.
 */
export const productSchema = z
  .preprocess(donationParcel, productFields)
  .superRefine((value, ctx) => {
    if (value.kind === 'donation') {
      checkDonation(value, ctx);
      return;
    }
    if (value.compare_at_cents !== null && value.compare_at_cents <= value.price_cents) {
      ctx.addIssue({ code: 'custom', path: ['compare_at_cents'], message: 'O campo Preço "de" deve ser maior que o Preço.' });
    }
    checkVariants(value.options, value.variants, ctx);
  })
  .transform((value, ctx) => {
    const slug = slugOrFromTitle(value.slug, value.name, ctx, 'nome');
    if (slug === null) return z.NEVER;
    if (RESERVED_SLUGS.includes(slug)) {
      ctx.addIssue({ code: 'custom', path: ['slug'], message: RESERVED_SLUG_MESSAGE });
      return z.NEVER;
    }
    if (value.kind === 'donation') return { ...value, slug, stock: null, gtin: null, variants: [], options: [] };
    const own = value.variants.length === 0;
    return { ...value, slug, stock: own ? value.stock : null, gtin: own ? value.gtin : null, suggested_amounts_cents: [] };
  });

/** What the category form sends; an empty slug is made from the name. */
export const categorySchema = z
  .object({ name: requiredText('Nome', 80), slug: slugField() })
  .transform((value, ctx) => {
    const slug = slugOrFromTitle(value.slug, value.name, ctx, 'nome');
    return slug === null ? z.NEVER : { ...value, slug };
  });

/**
 * The products list query: pages, `sort`, `category` (a category slug), `q` (name, SKU); managers also filter by
 * `status` and by `stock=out` (sold out: stock 0, or every variant at 0).
 */
export const productListQuerySchema = pageQuerySchema.extend({
  q: searchParam,
  status: contentStatusParam(statusField),
  sort: z
    .union([z.literal(''), z.enum(PRODUCT_SORTS)], { error: 'O parâmetro sort deve ser recent, best ou alpha.' })
    .optional()
    .transform((v): ProductSort => v || 'recent'),
  category: z
    .string()
    .trim()
    .max(120, 'O parâmetro category deve ter no máximo 120 caracteres.')
    .optional()
    .transform((v) => v || null),
  stock: z
    .union([z.literal(''), z.literal('out')], { error: 'O parâmetro stock deve ser out.' })
    .optional()
    .transform((v) => v === 'out'),
});

/** What the product form sends (a donation may leave out its weight and measures). */
export type ProductInput = z.input<typeof productFields>;
/** A validated product. */
export type ProductData = z.output<typeof productSchema>;
/** What the category form sends. */
export type CategoryInput = z.input<typeof categorySchema>;
/** A validated category. */
export type CategoryData = z.output<typeof categorySchema>;
/** A validated products list query. */
export type ProductListQuery = z.output<typeof productListQuerySchema>;

/** A category of the shop, as the API answers it. */
export type ProductCategory = { id: string; name: string; slug: string };

/** A product as the API answers it (the list leaves `description` out). */
export type Product = {
  id: string;
  kind: ProductKind;
  name: string;
  slug: string;
  description: string;
  images: string[];
  price_cents: number;
  compare_at_cents: number | null;
  sku: string | null;
  /** The barcode number (GTIN-8, 12, 13 or 14) of a product without variants; variants have their own. */
  gtin: string | null;
  stock: number | null;
  /** Whether it can be bought: unlimited or positive stock, or (with variants) some variant so. */
  available: boolean;
  weight_g: number;
  height_cm: number;
  width_cm: number;
  length_cm: number;
  package_format: PackageFormatCode;
  status: ProductStatus;
  featured: boolean;
  category: ProductCategory | null;
  options: string[];
  variants: Variant[];
  /** A donation's suggested amounts (buttons), ascending; empty for other products. */
  suggested_amounts_cents: number[];
  created_at: string;
  updated_at: string;
};
