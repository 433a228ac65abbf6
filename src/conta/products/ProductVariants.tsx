import { useT } from '../../client/use-t';
import { MAX_PRODUCT_OPTIONS } from '../../lib/schemas/product-limits';
import FieldMessages, { describedBy } from '../form/FieldMessages';
import '../list/data-table.css';
import StockChangeActions from './StockChangeActions';
import { isBadMoney, variantGrid, type OptionValues, type VariantRow } from './product-values';
import type { ProductForm } from './use-product-form';

type Cell = 'sku' | 'gtin' | 'stock' | 'price';
const PATH: Record<Cell, string> = { sku: 'sku', gtin: 'gtin', stock: 'stock', price: 'price_cents' };

/** One row of the grid: the combination, then its SKU, GTIN, stock (empty: unlimited) and price (empty: the product's). */
function VariantGridRow({ form, row, index }: { form: ProductForm; row: VariantRow; index: number }) {
  const t = useT();
  const name = row.option_values.join(' / ');
  const setCell = (cell: Cell, value: string) =>
    form.set('variants', form.values.variants.map((item, i) => (i === index ? { ...item, [cell]: value } : item)));
  const input = (cell: Cell, label: string, placeholder?: string) => {
    const id = `variant-${index}-${cell}`;
    const error = cell === 'price' && isBadMoney(row.price) ? t('products_bad_money') : form.errorOf(`variants.${index}.${PATH[cell]}`);
    return (
      <td data-label={label} className={error ? 'has-error' : undefined}>
        <input
          id={id}
          value={row[cell] ?? ''}
          placeholder={placeholder}
          inputMode={cell === 'sku' ? undefined : cell === 'stock' || cell === 'gtin' ? 'numeric' : 'decimal'}
          aria-label={t('products_variant_field', undefined, { field: label, variant: name })}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, null, error)}
          onChange={(event) => setCell(cell, event.target.value)}
          onBlur={() => form.touch('variants')}
        />
        <FieldMessages id={id} error={error} />
        {cell === 'stock' && (
          <StockChangeActions change={form.stockChangeOf(`variants.${index}.stock`)} typed={row.stock} onUse={(stock) => setCell('stock', stock)} />
        )}
      </td>
    );
  };
  const combinationError = form.errorOf(`variants.${index}.option_values`);
  return (
    <tr>
      <th scope="row">
        {name}
        {combinationError && <p className="field-error">{combinationError}</p>}
      </th>
      {input('sku', t('products_field_sku'))}
      {input('gtin', t('variant_gtin'))}
      {input('stock', t('products_field_stock'), t('products_variant_stock_placeholder'))}
      {input('price', t('products_field_price'), t('products_variant_price_placeholder'))}
    </tr>
  );
}

/** The options (up to 3, values separated by commas) and the grid of their combinations, one variant each. */
export default function ProductVariants({ form }: { form: ProductForm }) {
  const t = useT();
  const { options, variants } = form.values;
  // Changing the options rebuilds the grid; a combination still there keeps what was typed in its row.
  const setOptions = (next: OptionValues[]) => {
    form.set('options', next);
    form.set('variants', variantGrid(next, variants));
  };
  const setOption = (index: number, patch: Partial<OptionValues>) =>
    setOptions(options.map((option, i) => (i === index ? { ...option, ...patch } : option)));
  const variantsError = form.errorOf('variants') ?? form.errorOf('options');

  return (
    <fieldset className="conta-panel product-variants">
      <legend>{t('products_options')}</legend>
      <p className="muted">{t('products_options_hint')}</p>
      {options.map((option, index) => {
        const n = index + 1;
        const nameError = form.errorOf(`options.${index}`);
        return (
          <div className="product-option" key={index}>
            <div className={`field${nameError ? ' has-error' : ''}`}>
              <label htmlFor={`option-${n}-name`}>{t('products_option_name', undefined, { n })}</label>
              <input
                id={`option-${n}-name`}
                value={option.name}
                maxLength={40}
                aria-invalid={nameError ? true : undefined}
                aria-describedby={describedBy(`option-${n}-name`, null, nameError)}
                onChange={(e) => setOption(index, { name: e.target.value })} />
              <FieldMessages id={`option-${n}-name`} error={nameError} />
            </div>
            <div className="field">
              <label htmlFor={`option-${n}-values`}>{t('products_option_values', undefined, { n })}</label>
              <input
                id={`option-${n}-values`}
                value={option.values}
                aria-describedby={`option-${n}-values-hint`}
                onChange={(e) => setOption(index, { values: e.target.value })} />
              <FieldMessages id={`option-${n}-values`} hint={t('products_option_values_hint')} />
            </div>
            <button type="button" className="btn btn-link" onClick={() => setOptions(options.filter((_, i) => i !== index))}>
              {t('products_option_remove', undefined, { n })}
            </button>
          </div>
        );
      })}
      {options.length < MAX_PRODUCT_OPTIONS && (
        <button type="button" className="btn btn-secondary" onClick={() => setOptions([...options, { name: '', values: '' }])}>
          {t('products_option_add')}
        </button>
      )}
      {variantsError && <p className="field-error" role="alert">{variantsError}</p>}
      {options.length > 0 && variants.length === 0 && <p className="muted">{t('products_variants_empty')}</p>}
      {variants.length > 0 && (
        <table className="data-table variant-grid">
          <caption>{t('products_variants')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('products_variant_col')}</th>
              <th scope="col">{t('products_field_sku')}</th>
              <th scope="col">{t('variant_gtin')}</th>
              <th scope="col">{t('products_field_stock')}</th>
              <th scope="col">{t('products_field_price')}</th>
            </tr>
          </thead>
          <tbody>
            {variants.map((row, index) => (
              <VariantGridRow key={row.option_values.join('\u0000')} form={form} row={row} index={index} />
            ))}
          </tbody>
        </table>
      )}
    </fieldset>
  );
}
