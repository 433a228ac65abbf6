import { useState } from 'react';
import { useT } from '../../client/use-t';
import type { Product } from '../../lib/schemas/product';
import DeleteItem from '../form/DeleteItem';
import ItemPending from '../list/ItemPending';
import { useItem } from '../list/use-item';
import { Link, navigate } from '../router';
import Screen from '../screens/Screen';
import CategoriesPanel from './CategoriesPanel';
import ProductForm from './ProductForm';
import ProductsOffNotice, { useProductsEnabled } from './ProductsOffNotice';
import StockAlertsPanel from './StockAlertsPanel';
import StockHistoryPanel from './StockHistoryPanel';
import { ProductBadges } from './ProductsScreen';
import { useCategories } from './use-categories';
import '../admin.css';
import './products.css';

/**
 * /conta/produtos/new and /conta/produtos/:id/edit: the product form, the categories and, on edit, how many wait for
 * it to come back and the stock history (both read again after each save, and after a save refused because the stock
 * changed) and the delete.
 */
export default function ProductFormScreen({ id }: { id?: string }) {
  const t = useT();
  const enabled = useProductsEnabled();
  const loaded = useItem<Product>('/api/products', id);
  const categories = useCategories();
  const [saved, setSaved] = useState<Product | null>(null);
  const [historyRound, setHistoryRound] = useState(0);
  const nextHistory = () => setHistoryRound((n) => n + 1);
  const title = t(id ? 'products_edit_title' : 'products_new');
  if (loaded.state !== 'done') {
    return <ItemPending title={title} state={loaded.state} backHref="/conta/produtos" backLabel={t('products_back')} />;
  }
  const product = saved ?? loaded.item;
  return (
    <Screen title={product ? `${title}: ${product.name}` : title} pageTitle={title}>
      <ProductsOffNotice />
      {product && (
        <p className="product-meta">
          <ProductBadges product={product} />
          {product.status === 'published' && (
            <a href={`/loja/${product.slug}`} target="_blank" rel="noopener">
              {t('products_view')}
            </a>
          )}
        </p>
      )}
      <ProductForm
        key={product?.id ?? 'new'}
        product={product}
        categories={categories.categories}
        onSaved={(next) => {
          if (!product) return navigate(`/conta/produtos/${next.id}/edit`);
          setSaved(next);
          nextHistory();
        }}
        onStockConflict={nextHistory}
      />
      {product && <StockAlertsPanel productId={product.id} round={historyRound} />}
      {product && <StockHistoryPanel productId={product.id} hasVariants={product.variants.length > 0} round={historyRound} />}
      <CategoriesPanel categories={categories.categories} failed={categories.failed} onChanged={categories.reload} />
      {product && (
        <DeleteItem
          path={`/api/products/${product.id}`}
          label={t('products_delete')}
          text={t('products_delete_confirm', undefined, { name: product.name })}
          deleted={t('products_deleted')}
          back="/conta/produtos"
          enabled={enabled}
        />
      )}
      <p className="conta-actions">
        <Link href="/conta/produtos">{t('products_back')}</Link>
      </p>
    </Screen>
  );
}
