import { api } from '../../../client/api-client';
import { useT } from '../../../client/use-t';
import { PRODUCTS_GRID_MODES } from '../../../lib/blocks/block-kinds';
import type { Page } from '../../../lib/schemas/pagination';
import type { Product } from '../../../lib/schemas/product';
import type { EditorProps } from './editor-props';
import { GridFields, type PickerSource } from './ItemPicker';

/** Published products, by id and by search (name or SKU). */
const PRODUCTS: PickerSource = {
  title: async (id) => {
    const result = await api<Product>('GET', `/api/products/${id}`, { quiet: true });
    return result.ok ? result.data.name : null;
  },
  search: async (q, signal) => {
    const result = await api<Page<Product>>('GET', `/api/products?status=published&per_page=8&q=${encodeURIComponent(q)}`, { signal, quiet: true });
    return result.ok ? result.data.data.map((product) => ({ id: product.id, title: product.name })) : [];
  },
  labels: {
    field: 'block_field_products',
    empty: 'block_products_empty',
    search: 'block_products_search',
    results: 'block_products_results',
    none: 'block_products_none',
    add: 'block_products_add',
    remove: 'block_products_remove',
  },
};

type Mode = (typeof PRODUCTS_GRID_MODES)[number];
const isMode = (value: string): value is Mode => (PRODUCTS_GRID_MODES as readonly string[]).includes(value);

/** Products grid: title, the latest N, the latest N featured, or chosen products. */
export function ProductsGridFields({ block, idPrefix, onChange, errorOf }: EditorProps<'products_grid'>) {
  const t = useT();
  const modes = [
    { value: 'latest', label: t('block_products_mode_latest') },
    { value: 'featured', label: t('block_products_mode_featured') },
    { value: 'chosen', label: t('block_products_mode_chosen') },
  ];
  return (
    <GridFields idPrefix={idPrefix} modes={modes} idsField="product_ids" source={PRODUCTS} errorOf={errorOf}
      values={{ title: block.title, mode: block.mode, count: block.count, ids: block.product_ids }}
      onChange={({ title, mode, count, ids }) => onChange({ ...block, title, mode: isMode(mode) ? mode : 'latest', count, product_ids: ids })} />
  );
}
