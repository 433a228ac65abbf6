import { z } from '../zod';
import { combinationKey } from '../shop/variant-key';
import { requiredText } from './fields';
import { centsField, gtinField, skuField, stockExpectedField, stockField } from './product-fields';
import { MAX_PRODUCT_OPTIONS, MAX_PRODUCT_VARIANTS } from './product-limits';

// The limits live without zod (./product-limits.ts), for the product form; the rules here check them.
export { MAX_PRODUCT_OPTIONS, MAX_PRODUCT_VARIANTS };

/**
 * One variant: a value for each of the product's options, with its own SKU, GTIN (its barcode), stock and optional
 * price, and the stock the form read (see stockExpectedField).
 */
export const variantSchema = z.object(
  {
    option_values: z
      .array(requiredText('Valor da opção', 60), { error: 'Informe os valores das opções da variação.' })
      .min(1, 'Informe os valores das opções da variação.')
      .max(MAX_PRODUCT_OPTIONS, 'Informe os valores das opções da variação.'),
    sku: skuField('SKU da variação'),
    gtin: gtinField('GTIN da variação'),
    stock: stockField('Estoque da variação'),
    stock_expected: stockExpectedField('Estoque lido da variação'),
    price_cents: centsField('Preço da variação')
      .nullish()
      .transform((v) => v ?? null),
  },
  { error: 'Cada variação deve ser um objeto com os valores das opções.' },
);

/** A validated variant. */
export type VariantData = z.output<typeof variantSchema>;

/** A variant as the API answers it; a null price is the product's. */
export type Variant = Omit<VariantData, 'stock_expected'> & { id: string };

// The key of an option combination, for the server's and the product form's matching of rows to variants.
export { combinationKey };

type Issue = (path: (string | number)[], message: string) => void;

function checkOptionNames(options: readonly string[], variants: readonly VariantData[], issue: Issue): void {
  if (new Set(options.map((name) => name.toLocaleLowerCase('pt-BR'))).size !== options.length) {
    issue(['options'], 'As opções do produto devem ter nomes diferentes.');
  }
  if (options.length > 0 && variants.length === 0) issue(['variants'], 'Um produto com opções precisa de pelo menos uma variação.');
  if (options.length === 0 && variants.length > 0) issue(['options'], 'Informe as opções das variações.');
}

/**
 * The rules across a product's options and variants: distinct option names, variants only with options, one value
 * per option, one variant per combination and one SKU per variant.
 */
export function checkVariants(options: readonly string[], variants: readonly VariantData[], ctx: z.RefinementCtx): void {
  const issue: Issue = (path, message) => ctx.addIssue({ code: 'custom', path, message });
  checkOptionNames(options, variants, issue);
  const combinations = new Set<string>();
  const skus = new Set<string>();
  variants.forEach((variant, index) => {
    const at = (field: string) => ['variants', index, field];
    if (options.length > 0 && variant.option_values.length !== options.length) {
      issue(at('option_values'), `Variação ${index + 1}: informe um valor para cada opção.`);
    }
    const key = combinationKey(variant.option_values);
    if (combinations.has(key)) issue(at('option_values'), `Variação ${index + 1}: esta combinação já existe.`);
    combinations.add(key);
    const sku = variant.sku?.toLowerCase();
    if (sku && skus.has(sku)) issue(at('sku'), `Variação ${index + 1}: este SKU já é de outra variação.`);
    if (sku) skus.add(sku);
  });
}
