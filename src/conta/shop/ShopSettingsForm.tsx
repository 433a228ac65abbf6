import { lazy, Suspense, useState, type FormEvent } from 'react';
import toast from '../../client/lazy-toast';
import { api } from '../../client/api-client';
import { withLoadingBar } from '../../client/loading-bar';
import { useT } from '../../client/use-t';
import type { ShopSettingsView } from '../../lib/shop/shop-settings';
import ServicesEditor from './ServicesEditor';
import { GeneralPanel } from './ShopPanels';
import { useShopForm } from './use-shop-form';
import AfterFirstDraw from '../form/AfterFirstDraw';
import './shop.css';

type Props = { initial: ShopSettingsView; onSaved: (view: ShopSettingsView) => void };

// The panels below the first screenful come in a file of their own, asked for as soon as this code runs: the first
// two panels draw without waiting for them (nor for the payment parts they bring).
const loadLaterPanels = () => import('./ShopLaterPanels');
const LaterPanels = lazy(loadLaterPanels);
if (typeof window !== 'undefined') void loadLaterPanels().catch(() => {});

/** Every shop setting, saved at once with PUT /api/shop/settings (the credentials and secrets only when typed). */
export default function ShopSettingsForm({ initial, onSaved }: Props) {
  const t = useT();
  const form = useShopForm(initial);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.data || saving) return;
    setSaving(true);
    const result = await withLoadingBar(() => api<ShopSettingsView>('PUT', '/api/shop/settings', { body: form.data }));
    setSaving(false);
    if (result.ok) {
      form.reset(result.data);
      onSaved(result.data);
      toast.success(t('shop_saved'));
    } else if (result.error.status === 422) {
      form.showServerErrors(result.error.errors);
    }
  }

  return (
    <form className="conta-form" noValidate onSubmit={submit} aria-labelledby="conta-screen-title" autoComplete="off">
      <GeneralPanel form={form} />
      <ServicesEditor form={form} />
      <AfterFirstDraw>
        {/* The save comes with the panels above it, so that it never moves down as they arrive. */}
        <Suspense fallback={null}>
          <LaterPanels form={form} initial={initial} />
          {form.formError && (
            <p className="notice notice-danger" role="alert">
              {form.formError}
            </p>
          )}
          <div className="conta-form-actions">
            <button className="btn btn-primary" type="submit" disabled={!form.valid || saving}>
              {saving ? t('saving') : t('shop_save')}
            </button>
            {form.checked && !form.valid && <p className="muted">{t('shop_fix_fields')}</p>}
          </div>
        </Suspense>
      </AfterFirstDraw>
    </form>
  );
}
