import { formatDecimal, parseBrl } from '../../lib/money';
import type { Product, ProductInput } from '../../lib/schemas/product';
import { combinationKey } from '../../lib/shop/variant-key';

/** One option of the form: its name and its values as typed ("P, M, G"). */
export type OptionValues = { name: string; values: string };
/**
 * One row of the variant grid: its combination and, as typed, its SKU, GTIN, stock (empty: unlimited) and price (empty: the
 * product's); `stock_read` is the stock the form read for a stored variant (absent for a new one), which a save is
 * guarded by.
 */
export type VariantRow = { option_values: string[]; sku: string; gtin?: string; stock: string; price: string; stock_read?: number | null };

/** The product form as its inputs hold it: text for every field, lists for images, options and variants. */
export type ProductValues = {
  /** 'product' or 'donation' (a donation's price is its minimum; it has no stock, measures or variants). */
  kind: string;
  name: string;
  slug: string;
  description: string;
  images: string[];
  price: string;
  compare_at: string;
  sku: string;
  /** The barcode number (GTIN) of a product without variants. */
  gtin: string;
  stock: string;
  /** The stock the form read (absent for a new product): a save writes a changed stock only over it. */
  stock_read?: number | null;
  weight_g: string;
  height_cm: string;
  width_cm: string;
  length_cm: string;
  package_format: string;
  status: string;
  featured: boolean;
  category_id: string;
  options: OptionValues[];
  variants: VariantRow[];
  /** A donation's suggested amounts in reais, separated by spaces or semicolons ("20 50 100"). */
  suggested: string;
};

const cents = (value: number | null | undefined) => (value === null || value === undefined ? '' : formatDecimal(value));
const count = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** The distinct values of an option, in order, compared without case; empty ones dropped. */
export function splitValues(text: string): string[] {
  const kept = new Map<string, string>();
  for (const value of text.split(',').map((part) => part.trim())) {
    const key = value.toLocaleLowerCase('pt-BR');
    if (value && !kept.has(key)) kept.set(key, value);
  }
  return [...kept.values()];
}

/** A stored product's options with their values, in the order its variants use them. */
function optionsOf(product: Product): OptionValues[] {
  return product.options.map((name, i) => ({ name, values: splitValues(product.variants.map((v) => v.option_values[i] ?? '').join(',')).join(', ') }));
}

/** A stored product (or none, for a new one) as form values; money in reais as typed ("1.234,56"). */
export function productValues(product?: Product): ProductValues {
  return {
    kind: product?.kind ?? 'product',
    name: product?.name ?? '',
    slug: product?.slug ?? '',
    description: product?.description ?? '',
    images: product?.images ?? [],
    price: cents(product?.price_cents),
    compare_at: cents(product?.compare_at_cents),
    sku: product?.sku ?? '',
    gtin: product?.gtin ?? '',
    stock: count(product?.stock),
    stock_read: product ? product.stock : undefined,
    weight_g: count(product?.weight_g),
    height_cm: count(product?.height_cm),
    width_cm: count(product?.width_cm),
    length_cm: count(product?.length_cm),
    package_format: String(product?.package_format ?? 1),
    status: product?.status ?? 'draft',
    featured: product?.featured ?? false,
    category_id: product?.category?.id ?? '',
    options: product ? optionsOf(product) : [],
    variants: (product?.variants ?? []).map((v) => ({
      option_values: v.option_values,
      sku: v.sku ?? '',
      gtin: v.gtin ?? '',
      stock: count(v.stock),
      price: cents(v.price_cents),
      stock_read: v.stock,
    })),
    suggested: (product?.suggested_amounts_cents ?? []).map((amount) => formatDecimal(amount)).join(' '),
  };
}

/**
 * The variant grid of the options: one row per combination of their values, in order. A combination already in
 * `rows` keeps its SKU, stock and price (compared without case); a new one starts empty (unlimited, product price).
 */
export function variantGrid(options: readonly OptionValues[], rows: readonly VariantRow[]): VariantRow[] {
  const lists = options.map((option) => splitValues(option.values));
  if (lists.length === 0 || lists.some((values) => values.length === 0)) return [];
  const combinations = lists.reduce<string[][]>((acc, values) => acc.flatMap((head) => values.map((value) => [...head, value])), [[]]);
  const byKey = new Map(rows.map((row) => [combinationKey(row.option_values), row]));
  return combinations.map((option_values) => {
    const row = byKey.get(combinationKey(option_values));
    return row ? { ...row, option_values } : { option_values, sku: '', stock: '', price: '' };
  });
}

// Empty text is absent (the schema says what is required); anything else a number, or the text itself when it
// is not one, so the schema's message names the field.
const wholeInput = (text: string): number | string | null => {
  const value = text.trim();
  if (!value) return null;
  return /^-?\d+(?:[.,]\d+)?$/.test(value) ? Number(value.replace(',', '.')) : value;
};
const moneyInput = (text: string): number | string | null => {
  const value = parseBrl(text);
  return value === null || Number.isNaN(value) ? (text.trim() || null) : value;
};

/** Whether a money input holds something that is not an amount in reais (its field shows the form's own hint). */
export const isBadMoney = (text: string): boolean => Number.isNaN(parseBrl(text));

/** The body the API takes, before its schema checks it (a field may still hold text the schema refuses). */
export type ProductBody = Record<keyof ProductInput, unknown>;

/** The body the API takes from form values: reais to cents, texts to numbers, empty stock to unlimited. */
export function productInput(values: ProductValues): ProductBody {
  const donation = values.kind === 'donation';
  const hasOptions = !donation && values.options.length > 0;
  return {
    kind: values.kind,
    name: values.name,
    slug: values.slug,
    description: values.description,
    images: values.images,
    price_cents: moneyInput(values.price),
    compare_at_cents: moneyInput(values.compare_at),
    sku: values.sku,
    gtin: hasOptions || donation ? null : values.gtin,
    stock: hasOptions || donation ? null : wholeInput(values.stock),
    stock_expected: values.stock_read,
    weight_g: wholeInput(values.weight_g),
    height_cm: wholeInput(values.height_cm),
    width_cm: wholeInput(values.width_cm),
    length_cm: wholeInput(values.length_cm),
    package_format: Number(values.package_format),
    status: values.status,
    featured: values.featured,
    category_id: values.category_id || null,
    options: donation ? [] : values.options.map((option) => option.name),
    variants: (donation ? [] : values.variants).map((row) => ({
      option_values: row.option_values,
      sku: row.sku,
      gtin: row.gtin ?? '',
      stock: wholeInput(row.stock),
      stock_expected: row.stock_read,
      price_cents: moneyInput(row.price),
    })),
    suggested_amounts_cents: donation ? suggestedInput(values.suggested) : [],
  };
}

/** The suggested amounts as typed ("20 50 100", "20,50; 30"): each in cents, or its text when it is not an amount. */
export const suggestedInput = (text: string): (number | string | null)[] =>
  text.split(/[;\s]+/).filter(Boolean).map(moneyInput);
