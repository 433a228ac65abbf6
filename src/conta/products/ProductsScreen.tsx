import { useT, type TFunction } from '../../client/use-t';
import { formatBrl } from '../../lib/money';
import { PRODUCT_STATUSES } from '../../lib/content-status';
import type { Product } from '../../lib/schemas/product';
import ListTable, { ListStatus } from '../list/ListTable';
import ListToolbar from '../list/ListToolbar';
import { useFilteredListQuery } from '../list/use-list-query';
import { usePageList } from '../list/use-page-list';
import { Link } from '../router';
import Screen from '../screens/Screen';
import CategoriesPanel from './CategoriesPanel';
import ProductsOffNotice from './ProductsOffNotice';
import { useCategories } from './use-categories';
import '../admin.css';
import './products.css';
import { LIST_PER_PAGE } from '../../lib/list-size';

const PER_PAGE = LIST_PER_PAGE;
const FILTERS = { status: PRODUCT_STATUSES, category: /^[a-z0-9-]{1,120}$/, stock: ['out'] as const };
type Summary = Omit<Product, 'description'>;

/** A product's state as a badge, and "Esgotado" when nothing of it can be bought. */
export function ProductBadges({ product }: { product: Pick<Product, 'status' | 'available'> }) {
  const t = useT();
  return (
    <>
      <span className={`status-badge status-badge-${product.status}`}>{t(`products_status_${product.status}`)}</span>
      {!product.available && <span className="status-badge status-badge-sold-out">{t('products_sold_out')}</span>}
    </>
  );
}

/** The stock column: the units (summed over the variants), "Ilimitado" when any part is unlimited; a donation says so. */
function stockText(product: Summary, t: TFunction): string {
  if (product.kind === 'donation') return t('products_kind_donation');
  const stocks = product.variants.length > 0 ? product.variants.map((v) => v.stock) : [product.stock];
  if (stocks.some((stock) => stock === null)) return t('products_unlimited');
  const units = String(stocks.reduce<number>((sum, stock) => sum + (stock ?? 0), 0));
  return product.variants.length > 0 ? `${units} · ${t('products_variants_count', undefined, { count: product.variants.length })}` : units;
}

/** /conta/produtos: products newest first, with a search of name or SKU, filters (status, category, sold out) and pages. */
export default function ProductsScreen() {
  const t = useT();
  const list = useFilteredListQuery('/conta/produtos', '/api/products', FILTERS, PER_PAGE);
  const page = usePageList<Summary>(list.path);
  const categories = useCategories();
  const all = { value: '', label: t('products_all') };
  const filters = [
    { name: 'status', label: t('products_col_status'), options: PRODUCT_STATUSES.map((s) => ({ value: s, label: t(`products_status_${s}`) })) },
    { name: 'category', label: t('products_col_category'), options: (categories.categories ?? []).map((c) => ({ value: c.slug, label: c.name })) },
    { name: 'stock', label: t('products_stock_filter'), options: [{ value: 'out', label: t('products_stock_out_filter') }] },
  ] as const;
  const columns = { name: t('products_col_name'), price: t('products_col_price'), stock: t('products_col_stock'), category: t('products_col_category'), status: t('products_col_status') };
  const reload = () => {
    categories.reload();
    page.reload();
  };

  return (
    <Screen title={t('products_summary_count')}>
      <p className="conta-lead">{t('products_intro')}</p>
      <ProductsOffNotice />
      <ListToolbar
        id="products"
        searchLabel={t('products_search')}
        typed={list.typed}
        onType={list.setTyped}
        onSearch={list.search}
        filter={filters.map((f) => ({ ...f, options: [all, ...f.options], value: list.query.filters[f.name], onChange: (v: string) => list.setFilter(f.name, v) }))}
        newHref="/conta/produtos/new"
        newLabel={t('products_new')}
      />
      <ListStatus failed={page.failed} busy={page.busy} loaded={!!page.page} />
      {page.page && (
        <ListTable
          caption={t('products_summary_count')}
          columns={[...Object.values(columns).map((label) => ({ label })), { label: t('admin_col_actions'), hidden: true }]}
          page={page.page}
          busy={page.busy}
          empty={t('products_empty')}
          onPage={list.setPage}
        >
          {page.page.data.map((product) => (
            <tr key={product.id}>
              <td data-label={columns.name}>
                <Link href={`/conta/produtos/${product.id}/edit`}>{product.name}</Link>
                <span className="item-address">/loja/{product.slug}</span>
              </td>
              <td data-label={columns.price} className="cell-nowrap">
                {formatBrl(product.price_cents)}
              </td>
              <td data-label={columns.stock}>{stockText(product, t)}</td>
              <td data-label={columns.category}>{product.category?.name ?? '—'}</td>
              <td data-label={columns.status}>
                <ProductBadges product={product} />
              </td>
              <td className="cell-actions">
                {product.status === 'published' && (
                  <a href={`/loja/${product.slug}`} target="_blank" rel="noopener">
                    {t('products_view')}
                  </a>
                )}
              </td>
            </tr>
          ))}
        </ListTable>
      )}
      <CategoriesPanel categories={categories.categories} failed={categories.failed} onChanged={reload} />
    </Screen>
  );
}
