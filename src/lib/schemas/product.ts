import { z } from '../zod';
import { isPackageFormat, type PackageFormatCode } from '../shop/package-formats';
import { SHOP_PATHS } from '../shop/shop-paths';
import { optionalImage, requiredText } from './fields';
import { optionalIdField } from './id-field';
import { contentStatusParam, pageQuerySchema, searchParam } from './pagination';
import { slugField, slugOrFromTitle } from './slug-field';
import { centsField, skuField, stockExpectedField, stockField, wholeField } from './product-fields';
import { checkVariants, MAX_PRODUCT_OPTIONS, MAX_PRODUCT_VARIANTS, variantSchema, type Variant } from './product-variant';

export { MAX_PRICE_CENTS, MAX_STOCK } from './product-fields';
export { variantSchema, type Variant, type VariantData, MAX_PRODUCT_OPTIONS, MAX_PRODUCT_VARIANTS } from './product-variant';

/** The states of a product. */
export const PRODUCT_STATUSES = ['draft', 'published'] as const;
/** A product's state. */
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
/** The list orders of /loja (spec: most recent, best sellers, alphabetical). */
export const PRODUCT_SORTS = ['recent', 'best', 'alpha'] as const;
/** A list order of /loja. */
export type ProductSort = (typeof PRODUCT_SORTS)[number];
const RESERVED_SLUGS: readonly string[] = Object.values(SHOP_PATHS);
/** Answered when a product's slug is one of the shop's own paths. */
export const RESERVED_SLUG_MESSAGE = 'Este endereço (slug) é usado pela loja. Escolha outro.';

/** Most images a product keeps. */
export const MAX_PRODUCT_IMAGES = 12;
/** Longest description HTML a product keeps (characters). */
export const MAX_PRODUCT_DESCRIPTION = 100_000;

const statusField = z.enum(PRODUCT_STATUSES, { error: 'O campo Situação deve ser Rascunho ou Publicado.' });

// The id of a category, as a number or as the string the API answers; empty becomes null.
const categoryField = optionalIdField('O campo Categoria deve ser uma categoria da loja.');

const PACKAGE_FORMAT_MESSAGE = 'O campo Formato da embalagem deve ser Caixa/Pacote, Rolo/Prisma ou Envelope.';

/**
 * What the product form sends; an empty slug is made from the name; with variants, the variants hold the stock. An
 * update writes a changed stock only over the stock the form read (`stock_expected`, per product and per variant).
 */
export const productSchema = z
  .object({
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
  })
  .superRefine((value, ctx) => {
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
    return { ...value, slug, stock: value.variants.length > 0 ? null : value.stock };
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

/** What the product form sends. */
export type ProductInput = z.input<typeof productSchema>;
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
  name: string;
  slug: string;
  description: string;
  images: string[];
  price_cents: number;
  compare_at_cents: number | null;
  sku: string | null;
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
  created_at: string;
  updated_at: string;
};
