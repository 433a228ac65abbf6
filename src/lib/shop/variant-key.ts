// Pure and without zod, in a module of its own: the product schema's "one variant per combination" rule and the
// cart's variant lookup (src/lib/shop/cart-lines.ts, in the product page's script too) compare by the same key.

/** The key of an option combination: the values, compared without case. */
export const combinationKey = (values: readonly string[]): string =>
  values.map((value) => value.toLocaleLowerCase('pt-BR')).join('\u0000');
