import { useState, type FormEvent } from 'react';
import toast from '../../../client/lazy-toast';
import { useT } from '../../../client/use-t';
import type { Product } from '../../../lib/schemas/product';
import type { Page } from '../../../lib/schemas/pagination';
import { COUPON_KINDS, type Coupon } from '../../../lib/shop/coupons';
import CheckboxField from '../../form/CheckboxField';
import DeleteItem from '../../form/DeleteItem';
import { saveItem } from '../../form/save-item';
import SelectField from '../../form/SelectField';
import TextField from '../../form/TextField';
import ItemPending from '../../list/ItemPending';
import { useItem } from '../../list/use-item';
import { usePageList } from '../../list/use-page-list';
import { useCategories } from '../../products/use-categories';
import { Link, navigate } from '../../router';
import Screen from '../../screens/Screen';
import { couponBody, couponValues, NEW_COUPON, type CouponValues } from './coupon-values';
import '../../admin.css';

type TextName = Exclude<keyof CouponValues, 'kind' | 'product_ids' | 'category_ids' | 'active'>;
// The API's field for each of the form's (amounts are typed in reais, sent in cents).
const API_FIELD: Partial<Record<keyof CouponValues, string>> = {
  amount: 'amount_cents',
  max_discount: 'max_discount_cents',
  min_subtotal: 'min_subtotal_cents',
};

/** The first message of each field of a 422, under the form's names (product_ids.3 -> product_ids). */
function formErrors(errors: Record<string, string[]>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors)) {
    const apiName = field.split('.')[0];
    const name = (Object.keys(API_FIELD) as (keyof CouponValues)[]).find((key) => API_FIELD[key] === apiName) ?? apiName;
    out[name] ??= messages[0];
  }
  return out;
}

/** Ids toggled in a list of checkboxes. */
const toggled = (ids: string[], id: string, on: boolean): string[] => (on ? [...new Set([...ids, id])] : ids.filter((one) => one !== id));

function CouponForm({ coupon, onSaved }: { coupon?: Coupon; onSaved: (coupon: Coupon) => void }) {
  const t = useT();
  const [values, setValues] = useState<CouponValues>(coupon ? couponValues(coupon) : NEW_COUPON);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const { categories } = useCategories();
  const products = usePageList<Product>('/api/products?per_page=100&sort=alpha');
  const set = <K extends keyof CouponValues>(name: K, value: CouponValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _gone, ...rest }) => rest);
  };
  const text = (name: TextName, label: string, hint?: string) => ({
    id: `coupon-${name}`,
    label,
    hint,
    value: values[name],
    error: errors[name] ?? null,
    onChange: (value: string) => set(name, value),
    onBlur: () => undefined,
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    const result = await saveItem<Coupon>('coupons', coupon?.id, couponBody(values));
    setSaving(false);
    if (result.ok) {
      toast.success(t(coupon ? 'coupons_updated' : 'coupons_created'));
      setValues(couponValues(result.data));
      onSaved(result.data);
    } else if (result.error.errors) {
      setErrors(formErrors(result.error.errors));
    }
  }

  const kinds = COUPON_KINDS.map((kind) => ({ value: kind, label: t(`coupons_kind_${kind}`) }));
  return (
    <form className="conta-form" noValidate onSubmit={submit} aria-labelledby="conta-screen-title">
      <fieldset className="conta-panel">
        <legend>{t('coupons_section_discount')}</legend>
        <TextField {...text('code', t('coupons_field_code'), t('coupons_hint_code'))} required autoComplete="off" />
        <SelectField
          id="coupon-kind"
          label={t('coupons_field_kind')}
          value={values.kind}
          options={kinds}
          error={errors.kind ?? null}
          onChange={(value) => set('kind', value as CouponValues['kind'])}
        />
        {values.kind === 'percent' && <TextField {...text('percent', t('coupons_field_percent'))} inputMode="numeric" required />}
        {values.kind === 'fixed' && <TextField {...text('amount', t('coupons_field_amount'), t('coupons_hint_reais'))} inputMode="decimal" required />}
        {values.kind !== 'free_shipping' && (
          <TextField {...text('max_discount', t('coupons_field_max_discount'), t('coupons_hint_optional_reais'))} inputMode="decimal" />
        )}
        <TextField {...text('min_subtotal', t('coupons_field_min_subtotal'), t('coupons_hint_optional_reais'))} inputMode="decimal" />
      </fieldset>
      <fieldset className="conta-panel">
        <legend>{t('coupons_section_limits')}</legend>
        <div className="field">
          <label htmlFor="coupon-starts_at">{t('coupons_field_starts_at')}</label>
          <input id="coupon-starts_at" type="datetime-local" value={values.starts_at} onChange={(e) => set('starts_at', e.target.value)}
            aria-invalid={errors.starts_at ? true : undefined} aria-describedby={errors.starts_at ? 'coupon-starts_at-error' : 'coupon-time-hint'} />
          {errors.starts_at && <p className="field-error" id="coupon-starts_at-error">{errors.starts_at}</p>}
        </div>
        <div className="field">
          <label htmlFor="coupon-ends_at">{t('coupons_field_ends_at')}</label>
          <input id="coupon-ends_at" type="datetime-local" value={values.ends_at} onChange={(e) => set('ends_at', e.target.value)}
            aria-invalid={errors.ends_at ? true : undefined} aria-describedby={errors.ends_at ? 'coupon-ends_at-error' : 'coupon-time-hint'} />
          {errors.ends_at && <p className="field-error" id="coupon-ends_at-error">{errors.ends_at}</p>}
        </div>
        <p className="field-hint" id="coupon-time-hint">{t('coupons_hint_time')}</p>
        <TextField {...text('usage_limit', t('coupons_field_usage_limit'), t('coupons_hint_unlimited'))} inputMode="numeric" />
        <TextField {...text('per_customer_limit', t('coupons_field_per_customer_limit'), t('coupons_hint_unlimited'))} inputMode="numeric" />
        <CheckboxField id="coupon-active" label={t('coupons_field_active')} checked={values.active} onChange={(on) => set('active', on)} error={errors.active} />
      </fieldset>
      <fieldset className="conta-panel">
        <legend>{t('coupons_section_scope')}</legend>
        <p className="field-hint">{t('coupons_hint_scope')}</p>
        <fieldset className="coupon-scope" aria-describedby={errors.category_ids ? 'coupon-categories-error' : undefined}>
          <legend>{t('coupons_field_categories')}</legend>
          {categories === null && <p role="status">{t('loading')}</p>}
          {categories?.length === 0 && <p className="muted">{t('coupons_no_categories')}</p>}
          {categories?.map((category) => (
            <CheckboxField
              key={category.id}
              id={`coupon-category-${category.id}`}
              label={category.name}
              checked={values.category_ids.includes(category.id)}
              onChange={(on) => set('category_ids', toggled(values.category_ids, category.id, on))}
            />
          ))}
          {errors.category_ids && <p className="field-error" id="coupon-categories-error">{errors.category_ids}</p>}
        </fieldset>
        <div className={`field${errors.product_ids ? ' has-error' : ''}`}>
          <label htmlFor="coupon-products">{t('coupons_field_products')}</label>
          <select
            id="coupon-products"
            multiple
            size={8}
            value={values.product_ids}
            onChange={(e) => set('product_ids', [...e.target.selectedOptions].map((option) => option.value))}
            aria-describedby="coupon-products-hint"
          >
            {products.page?.data.map((product) => (
              <option key={product.id} value={product.id}>
                {product.name}
                {product.status === 'draft' ? ` (${t('coupons_draft')})` : ''}
              </option>
            ))}
          </select>
          <p className="field-hint" id="coupon-products-hint">{t('coupons_hint_products')}</p>
          {errors.product_ids && <p className="field-error">{errors.product_ids}</p>}
        </div>
      </fieldset>
      <div className="conta-form-actions">
        <button className="btn btn-primary" type="submit" disabled={saving}>
          {saving ? t('saving') : t(coupon ? 'coupons_save_submit' : 'coupons_create_submit')}
        </button>
      </div>
    </form>
  );
}

/** /conta/shop/cupons/new and /conta/shop/cupons/:id/edit: the coupon form, and on edit its uses and the delete. */
export default function CouponFormScreen({ id }: { id?: string }) {
  const t = useT();
  const loaded = useItem<Coupon>('/api/coupons', id);
  const [saved, setSaved] = useState<Coupon | null>(null);
  const title = t(id ? 'coupons_edit_title' : 'coupons_new');
  if (loaded.state !== 'done') {
    return <ItemPending title={title} state={loaded.state} backHref="/conta/shop/cupons" backLabel={t('coupons_back')} />;
  }
  const coupon = saved ?? loaded.item;
  return (
    <Screen title={coupon ? `${title}: ${coupon.code}` : title} pageTitle={title}>
      {coupon && (
        <p className="conta-lead">
          {t('coupons_uses_summary', undefined, { used: coupon.used_count, paid: coupon.paid_count })}
        </p>
      )}
      <CouponForm key={coupon?.id ?? 'new'} coupon={coupon} onSaved={(c) => (coupon ? setSaved(c) : navigate('/conta/shop/cupons'))} />
      {coupon && (
        <DeleteItem
          path={`/api/coupons/${coupon.id}`}
          label={t(coupon.redeemed ? 'coupons_turn_off' : 'coupons_delete')}
          text={t(coupon.redeemed ? 'coupons_turn_off_confirm' : 'coupons_delete_confirm', undefined, { code: coupon.code })}
          deleted={t(coupon.redeemed ? 'coupons_turned_off' : 'coupons_deleted')}
          back="/conta/shop/cupons"
          enabled
        />
      )}
      <p className="conta-actions">
        <Link href="/conta/shop/cupons">{t('coupons_back')}</Link>
      </p>
    </Screen>
  );
}
