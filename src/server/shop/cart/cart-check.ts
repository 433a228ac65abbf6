import { formatBrl } from '../../../lib/money';
import type { CartItem } from '../../../lib/schemas/cart';
import type { Product } from '../../../lib/schemas/product';
import type { PublicSettings } from '../../../lib/schemas/settings';
import { MAX_ORDER_TOTAL_CENTS } from '../../../lib/shop/cart';
import { fitsStock, lineOffer, type CartCheck, type CartProblem, type CartProblemCode, type CheckedLine } from '../../../lib/shop/cart-lines';
import type { Sql } from '../../db/client';
import { invalid, notFound, type FieldErrors } from '../../http/http-error';
import { SECTION_NOT_FOUND } from '../../http/section-access';
import { isEnabled } from '../../features/features';
import { getPublicSettings } from '../../settings/settings';
import { productColumns, productsFrom, toProduct, type ProductRow } from '../catalog/product-rows';

/** The messages of the cart's problems (the cart page shows its own labels by code; these name the rule). */
export const CART_PROBLEMS: Record<CartProblemCode, string> = {
  gone: 'Este produto não existe mais na loja.',
  unpublished: 'Este produto não está mais à venda.',
  variant_gone: 'A variação escolhida deste produto não existe mais.',
  short: 'Não há estoque para a quantidade pedida.',
  amount: 'Escolha o valor da doação.',
};

/** The message of a donation line without an amount or below its minimum. */
export const amountMessage = (minimumCents: number): string => `O valor da doação deve ser de pelo menos ${formatBrl(minimumCents)}.`;

/** Answered (422 on `items.{i}.{field}`) for a line that cannot be sold: the rule's message, naming the line. */
export const lineMessage = (line: number, code: Exclude<CartProblemCode, 'short'>, minimumCents?: number | null): string =>
  `Item ${line + 1}: ${code === 'amount' && minimumCents ? amountMessage(minimumCents) : CART_PROBLEMS[code]}`;

/** Answered (422 on `items.{i}.quantity`) for the line whose units take the order past MAX_ORDER_TOTAL_CENTS. */
export const overMaximumMessage = (line: number): string =>
  `Item ${line + 1}: o campo Quantidade faz o pedido passar do total máximo de ${formatBrl(MAX_ORDER_TOTAL_CENTS)}.`;

/** The message of a line with less stock than asked: sold out, or how many units are left. */
export function shortMessage(available: number): string {
  if (available <= 0) return 'Este produto está esgotado.';
  return available === 1 ? 'Só resta 1 unidade deste produto.' : `Só restam ${available} unidades deste produto.`;
}

/** 404 while the shop (`produtos`) is off: its public endpoints are closed like its pages. Answers the settings read. */
export async function assertShopOpen(sql: Sql): Promise<PublicSettings> {
  const settings = await getPublicSettings(sql);
  if (!isEnabled(settings, 'produtos')) throw notFound(SECTION_NOT_FOUND.produtos);
  return settings as PublicSettings;
}

/** Every product among the ids, drafts included (told apart from deleted ones), with their variants: one query. */
export async function productsByIds(sql: Sql, ids: string[]): Promise<Map<string, Product>> {
  if (ids.length === 0) return new Map();
  const rows = await sql<ProductRow[]>`
    select ${productColumns(sql, false)} from ${productsFrom(sql)} where p.id in ${sql([...new Set(ids)])}`;
  return new Map(rows.map((row) => [row.id, toProduct(row)]));
}

const blank = (item: CartItem, problem: CartProblemCode): CheckedLine => ({
  kind: 'product',
  product_id: item.product_id,
  variant_id: item.variant_id,
  quantity: item.quantity,
  name: null,
  slug: null,
  sku: null,
  image: null,
  options: [],
  unit_price_cents: null,
  available: 0,
  line_total_cents: 0,
  minimum_cents: null,
  problem,
});

/** A donation's line: its amount (checked against the minimum, the product's price), no stock, no variant. */
function donationLine(item: CartItem, product: Product, shown: CheckedLine): CheckedLine {
  const amount = item.amount_cents;
  const problem = item.variant_id !== null ? 'variant_gone' : amount === null || amount < product.price_cents ? 'amount' : null;
  return {
    ...shown,
    kind: 'donation',
    unit_price_cents: amount,
    available: null,
    line_total_cents: (amount ?? 0) * item.quantity,
    minimum_cents: product.price_cents,
    problem,
  };
}

/** One line against its product: a draft shows nothing of itself (its name is not public). */
function checkLine(item: CartItem, product: Product | undefined): CheckedLine {
  if (!product) return blank(item, 'gone');
  if (product.status !== 'published') return blank(item, 'unpublished');
  const offer = lineOffer(product, item.variant_id);
  const shown = { ...blank(item, 'variant_gone'), name: product.name, slug: product.slug, image: product.images[0] ?? null, sku: product.sku };
  if (product.kind === 'donation') return donationLine(item, product, shown);
  if (!offer) return shown;
  return {
    ...shown,
    options: offer.options,
    sku: offer.variant ? (offer.variant.sku ?? product.sku) : product.sku,
    unit_price_cents: offer.unit_price_cents,
    available: offer.stock,
    line_total_cents: offer.unit_price_cents * item.quantity,
    problem: fitsStock(offer.stock, item.quantity) ? null : 'short',
  };
}

const problemMessage = (line: CheckedLine): string => {
  if (line.problem === 'short') return shortMessage(line.available ?? 0);
  if (line.problem === 'amount' && line.minimum_cents !== null) return amountMessage(line.minimum_cents);
  return CART_PROBLEMS[line.problem as CartProblemCode];
};

const problemOf = (line: CheckedLine, index: number): CartProblem[] =>
  line.problem
    ? [{
        line: index,
        code: line.problem,
        message: problemMessage(line),
        available: line.available,
      }]
    : [];

/**
 * 422 on the quantity of the line at which the running total (from `startCents`, an order's shipping) passes the
 * maximum order total: a total the orders' columns cannot hold is refused before anything is written or quoted.
 */
export function assertWithinMaximum(lines: readonly CheckedLine[], startCents = 0): void {
  let total = startCents;
  for (const [index, line] of lines.entries()) {
    total += line.line_total_cents;
    if (total > MAX_ORDER_TOTAL_CENTS) throw invalid({ [`items.${index}.quantity`]: [overMaximumMessage(index)] });
  }
}

/**
 * The one pass over a cart's lines that the cart check, the shipping quote and the order share. The spec's cart
 * check: each line with the product's current name, image, options, unit price, units available and line total;
 * the subtotal of the lines that exist; and the problems (a product gone, unpublished, its variant gone, or less
 * stock than asked), by line. A subtotal past the maximum order total is a 422 on the quantity that passes it. One
 * query whatever the number of lines, none when the products of `productsByIds` are given.
 */
export async function checkCart(sql: Sql, items: CartItem[], known?: Map<string, Product>): Promise<CartCheck> {
  const products = known ?? (await productsByIds(sql, items.map((item) => item.product_id)));
  const lines = items.map((item) => checkLine(item, products.get(item.product_id)));
  assertWithinMaximum(lines);
  return {
    lines,
    subtotal_cents: lines.reduce((sum, line) => sum + line.line_total_cents, 0),
    problems: lines.flatMap(problemOf),
  };
}

/**
 * The checked cart when every line can be sold (the quote and the order need that; stock is the order's to
 * settle): a line whose product is gone or unpublished is a 422 on `items.{i}.product_id`, one whose variant is gone
 * on `items.{i}.variant_id`, a donation without its minimum on `items.{i}.amount_cents`, each with the cart check's
 * message of the problem, naming the line.
 */
export function sellableLines(check: CartCheck): CartCheck {
  const errors: FieldErrors = {};
  for (const problem of check.problems) {
    if (problem.code === 'short') continue;
    const field = { variant_gone: 'variant_id', amount: 'amount_cents', gone: 'product_id', unpublished: 'product_id' }[problem.code];
    errors[`items.${problem.line}.${field}`] = [lineMessage(problem.line, problem.code, check.lines[problem.line]?.minimum_cents)];
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return check;
}
