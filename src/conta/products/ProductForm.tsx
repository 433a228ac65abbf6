import { useState, type FormEvent } from 'react';
import type { ApiError } from '../../client/api-client';
import { useT } from '../../client/use-t';
import { PRODUCT_STATUSES } from '../../lib/content-status';
import type { Product } from '../../lib/schemas/product';
import { MAX_SUGGESTED_AMOUNTS, PRODUCT_KINDS } from '../../lib/schemas/product-limits';
import { PACKAGE_FORMATS } from '../../lib/shop/package-formats';
import type { StockConflict } from '../../lib/shop/stock-history';
import { slugify } from '../../lib/slug';
import RichTextEditor from '../editor/RichTextEditor';
import CheckboxField from '../form/CheckboxField';
import SelectField from '../form/SelectField';
import TextField from '../form/TextField';
import { useItemSubmit } from '../form/use-item-submit';
import ProductImages from './ProductImages';
import ProductVariants from './ProductVariants';
import StockChangeActions from './StockChangeActions';
import { useProductsEnabled } from './ProductsOffNotice';
import { isBadMoney, productValues, type ProductValues } from './product-values';
import type { CategoryItem } from './use-categories';
import { useProductForm } from './use-product-form';

type TextName = Exclude<keyof ProductValues, 'images' | 'options' | 'variants' | 'featured' | 'stock_read'>;
type Props = {
  product?: Product;
  categories: CategoryItem[] | null;
  onSaved: (product: Product) => void;
  /** A save refused because a stock changed meanwhile (a sale): the screen reads the stock history again. */
  onStockConflict?: () => void;
};

const SIZES: [TextName, string][] = [
  ['weight_g', 'products_field_weight'],
  ['height_cm', 'products_field_height'],
  ['width_cm', 'products_field_width'],
  ['length_cm', 'products_field_length'],
];

/** The create or edit form of a product: details, images, price and stock, shipping sizes, options and variants. */
export default function ProductForm({ product, categories, onSaved, onStockConflict }: Props) {
  const t = useT();
  const enabled = useProductsEnabled();
  const form = useProductForm(productValues(product));
  const [uploading, setUploading] = useState(false);
  const field = (name: TextName, path: string = name) => ({
    id: `product-${name}`,
    value: form.values[name],
    error: form.errorOf(path),
    onChange: (value: string) => form.set(name, value),
    onBlur: () => form.touch(name),
  });
  const money = (name: 'price' | 'compare_at', path: string) => {
    const props = field(name, path);
    return { ...props, inputMode: 'decimal' as const, error: isBadMoney(props.value) ? t('products_bad_money') : props.error };
  };
  const slugPreview = form.values.slug.trim() || slugify(form.values.name) || '…';
  // A donation: its price is the minimum the buyer gives; no stock, no shipping, no variants.
  const donation = form.values.kind === 'donation';
  const hasOptions = !donation && form.values.options.length > 0;
  const suggested = field('suggested', 'suggested_amounts_cents');
  const suggestedError =
    suggested.error ?? Array.from({ length: MAX_SUGGESTED_AMOUNTS + 1 }, (_, i) => form.errorOf(`suggested_amounts_cents.${i}`)).find(Boolean) ?? null;
  // A 409 of the stock carries each changed row's stock now: the form takes it as read and lets the admin decide.
  const onFailed = (error: ApiError) => {
    const conflicts = (error.body as { stock_conflicts?: StockConflict[] } | null)?.stock_conflicts;
    if (error.status !== 409 || !conflicts) return;
    form.takeStockConflicts(conflicts);
    onStockConflict?.();
  };
  const { saving, submit } = useItemSubmit({ resource: 'products', item: product, form, toValues: productValues, blocked: uploading, onSaved, onFailed });
  const onSubmit = (event: FormEvent) => {
    form.showErrors();
    void submit(event);
  };
  const categoryOptions = (categories ?? []).map((c) => ({ value: c.id, label: c.name }));
  // A category deleted meanwhile still shows as chosen, so the form does not change it silently.
  if (product?.category && !categoryOptions.some((o) => o.value === product.category?.id)) {
    categoryOptions.push({ value: product.category.id, label: product.category.name });
  }

  return (
    <form className="conta-form product-form" noValidate onSubmit={onSubmit} aria-labelledby="conta-screen-title">
      <fieldset className="conta-panel">
        <TextField label={t('products_field_name')} required autoComplete="off" {...field('name')} />
        <TextField label={t('products_field_slug')} autoComplete="off" hint={t('products_hint_slug', undefined, { slug: slugPreview })} {...field('slug')} />
        <RichTextEditor label={t('products_field_description')} {...field('description')} />
        <ProductImages form={form} onUploadingChange={setUploading} />
        <div className="product-form-row">
          <SelectField label={t('products_field_status')} options={PRODUCT_STATUSES.map((s) => ({ value: s, label: t(`products_status_${s}`) }))} {...field('status')} />
          <SelectField label={t('products_field_category')} placeholder={t('products_no_category')} options={categoryOptions} {...field('category_id')} />
        </div>
        <CheckboxField id="product-featured" label={t('products_field_featured')} checked={form.values.featured} onChange={(on) => form.set('featured', on)} />
      </fieldset>
      <fieldset className="conta-panel">
        <SelectField
          label={t('products_field_kind')}
          hint={donation ? t('products_hint_donation') : undefined}
          options={PRODUCT_KINDS.map((kind) => ({ value: kind, label: t(`products_kind_${kind}`) }))}
          {...field('kind')}
        />
        {donation ? (
          <div className="product-form-row">
            <TextField label={t('products_field_minimum')} required {...money('price', 'price_cents')} />
            <TextField label={t('products_field_suggested')} hint={t('products_hint_suggested')} inputMode="decimal" {...suggested} error={suggestedError} />
            <TextField label={t('products_field_sku')} autoComplete="off" {...field('sku')} />
          </div>
        ) : (
          <div className="product-form-row">
            <TextField label={t('products_field_price')} required {...money('price', 'price_cents')} />
            <TextField label={t('products_field_compare_at')} hint={t('products_hint_compare_at')} {...money('compare_at', 'compare_at_cents')} />
            <TextField label={t('products_field_sku')} autoComplete="off" {...field('sku')} />
            {hasOptions ? (
              <p className="muted product-stock-note">{t('products_stock_in_variants')}</p>
            ) : (
              <>
                <TextField label={t('products_field_stock')} inputMode="numeric" hint={t('products_hint_stock')} {...field('stock')} />
                <TextField label={t('field_gtin')} hint={t('hint_gtin')} inputMode="numeric" autoComplete="off" {...field('gtin')} />
              </>
            )}
          </div>
        )}
        {!hasOptions && !donation && (
          <StockChangeActions change={form.stockChangeOf('stock')} typed={form.values.stock} onUse={(stock) => form.set('stock', stock)} />
        )}
      </fieldset>
      {!donation && (
        <fieldset className="conta-panel">
          <legend>{t('products_shipping')}</legend>
          <div className="product-form-row">
            {SIZES.map(([name, label]) => (
              <TextField key={name} label={t(label)} required inputMode="numeric" {...field(name)} />
            ))}
            <SelectField
              label={t('products_field_package_format')}
              options={PACKAGE_FORMATS.map((f) => ({ value: String(f.code), label: t(f.label) }))}
              {...field('package_format')}
            />
          </div>
        </fieldset>
      )}
      {!donation && <ProductVariants form={form} />}
      {form.formError && (
        <p className="notice notice-danger" role="alert">
          {form.formError}
        </p>
      )}
      <div className="conta-form-actions">
        <button className="btn btn-primary" type="submit" disabled={saving || uploading || !enabled || !form.checked}>
          {saving ? t('saving') : t(product ? 'products_save_submit' : 'products_create_submit')}
        </button>
        {form.checked && !form.valid && <p className="muted">{t('products_fix_fields')}</p>}
        {uploading && <p className="muted">{t('products_waiting_upload')}</p>}
      </div>
    </form>
  );
}
