import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { api } from '../../client/api-client';
import { withLoadingBar } from '../../client/loading-bar';
import { useT } from '../../client/use-t';
import type { ShopSettingsView } from '../../lib/shop/shop-settings';
import MelhorEnvioPanel from './MelhorEnvioPanel';
import MercadoPagoPanel from './MercadoPagoPanel';
import ProviderPanel from './ProviderPanel';
import RatesEditor from './RatesEditor';
import ServicesEditor from './ServicesEditor';
import { AbandonedCartPanel, FreeShippingPanel, GeneralPanel, PaymentPanel, PickupPanel } from './ShopPanels';
import { useShopForm } from './use-shop-form';
import AfterFirstDraw from '../form/AfterFirstDraw';
import './shop.css';

type Props = { initial: ShopSettingsView; onSaved: (view: ShopSettingsView) => void };

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
        <ProviderPanel form={form} status={initial.correios_status} />
        <MelhorEnvioPanel form={form} view={initial.melhorenvio} />
        <RatesEditor form={form} />
        <PickupPanel form={form} />
        <FreeShippingPanel form={form} />
        <PaymentPanel form={form} />
        <MercadoPagoPanel form={form} webhookUrl={initial.mercadopago.webhook_url} />
        <AbandonedCartPanel form={form} />
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
      </AfterFirstDraw>
    </form>
  );
}
