import { useState, type FormEvent } from 'react';
import toast from '../../client/lazy-toast';
import { api } from '../../client/api-client';
import { useT } from '../../client/use-t';
import ConfirmDialog from '../form/ConfirmDialog';
import { useProductsEnabled } from './ProductsOffNotice';
import type { CategoryItem } from './use-categories';

type Props = { categories: CategoryItem[] | null; failed: boolean; onChanged: () => void };

/** The first field message of an API answer, or its message. */
const messageOf = (error: { message: string; errors?: Record<string, string[]> }) =>
  error.errors?.name?.[0] ?? error.errors?.slug?.[0] ?? error.message;

/** One category: its name (editable in place), rename and delete with confirmation. */
function CategoryRow({ category, onChanged }: { category: CategoryItem; onChanged: () => void }) {
  const t = useT();
  const enabled = useProductsEnabled();
  const [name, setName] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const id = `category-${category.id}`;

  async function rename(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const result = await api('PUT', `/api/product-categories/${category.id}`, { body: { name, slug: category.slug }, quiet: true });
    setBusy(false);
    if (!result.ok) return setError(messageOf(result.error));
    toast.success(t('products_category_updated'));
    setName(null);
    onChanged();
  }
  async function remove() {
    setBusy(true);
    const result = await api('DELETE', `/api/product-categories/${category.id}`);
    setBusy(false);
    setConfirming(false);
    if (result.ok) {
      toast.success(t('products_category_deleted'));
      onChanged();
    }
  }

  return (
    <li className="category-row">
      {name === null ? (
        <span className="category-name">
          {category.name} <span className="muted">({t('products_category_count', undefined, { count: category.product_count })})</span>
        </span>
      ) : (
        <form className="category-edit" onSubmit={rename}>
          <label className="visually-hidden" htmlFor={id}>
            {t('products_category_rename_field', undefined, { name: category.name })}
          </label>
          <input id={id} value={name} maxLength={80} aria-invalid={error ? true : undefined} onChange={(e) => setName(e.target.value)} />
          <button className="btn btn-primary" type="submit" disabled={busy || !enabled}>
            {t('save')}
          </button>
          <button className="btn btn-link btn-plain" type="button" onClick={() => (setName(null), setError(null))}>
            {t('cancel')}
          </button>
          {error && <p className="field-error">{error}</p>}
        </form>
      )}
      {name === null && (
        <span className="category-actions">
          <button
            className="btn btn-link btn-plain"
            type="button"
            aria-label={t('products_category_rename', undefined, { name: category.name })}
            disabled={!enabled}
            onClick={() => setName(category.name)}
          >
            {t('products_rename')}
          </button>
          <button
            className="btn btn-link"
            type="button"
            aria-label={t('products_category_delete', undefined, { name: category.name })}
            disabled={!enabled}
            onClick={() => setConfirming(true)}
          >
            {t('delete')}
          </button>
        </span>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('products_category_delete_title')}
        text={t('products_category_delete_confirm', undefined, { name: category.name, count: category.product_count })}
        confirmLabel={t('admin_confirm_delete')}
        busy={busy}
        onConfirm={remove}
        onClose={() => setConfirming(false)}
      />
    </li>
  );
}

/** The shop's categories on the product screens: the list with rename and delete, and a field to add one. */
export default function CategoriesPanel({ categories, failed, onChanged }: Props) {
  const t = useT();
  const enabled = useProductsEnabled();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function add(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const result = await api('POST', '/api/product-categories', { body: { name }, quiet: true });
    setBusy(false);
    if (!result.ok) return setError(messageOf(result.error));
    toast.success(t('products_category_created'));
    setName('');
    setError(null);
    onChanged();
  }

  return (
    <section className="conta-panel categories-panel" aria-labelledby="categories-title">
      <h2 id="categories-title">{t('products_categories')}</h2>
      <p className="muted">{t('products_categories_intro')}</p>
      {failed && <p className="notice notice-danger">{t('admin_list_failed')}</p>}
      {categories && categories.length === 0 && <p>{t('products_categories_empty')}</p>}
      {categories && categories.length > 0 && (
        <ul className="category-list">
          {categories.map((category) => (
            <CategoryRow key={`${category.id}-${category.name}`} category={category} onChanged={onChanged} />
          ))}
        </ul>
      )}
      <form className="category-add" onSubmit={add}>
        <div className={`field${error ? ' has-error' : ''}`}>
          <label htmlFor="category-new">{t('products_category_name')}</label>
          <input
            id="category-new"
            value={name}
            maxLength={80}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'category-new-error' : undefined}
            onChange={(e) => (setName(e.target.value), setError(null))}
          />
          {error && (
            <p className="field-error" id="category-new-error">
              {error}
            </p>
          )}
        </div>
        <button className="btn btn-secondary" type="submit" disabled={busy || !enabled || !name.trim()}>
          {t('products_category_add')}
        </button>
      </form>
    </section>
  );
}
