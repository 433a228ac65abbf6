import type { ShopSettingsView } from '../../lib/shop/shop-settings';
import MelhorEnvioPanel from './MelhorEnvioPanel';
import MercadoPagoPanel from './MercadoPagoPanel';
import ProviderPanel from './ProviderPanel';
import RatesEditor from './RatesEditor';
import { AbandonedCartPanel, FreeShippingPanel, PaymentPanel, PickupPanel } from './ShopPanels';
import type { ShopForm } from './use-shop-form';

/**
 * The shop settings' panels below its first screenful: the carriers' credentials, the rates, pickup, free shipping,
 * payments and the abandoned-cart e-mail. Their code (with the payment parts)
 * loads beside the form's first two panels instead of before them (ShopSettingsForm.tsx).
 */
export default function ShopLaterPanels({ form, initial }: { form: ShopForm; initial: ShopSettingsView }) {
  return (
    <>
      <ProviderPanel form={form} status={initial.correios_status} />
      <MelhorEnvioPanel form={form} view={initial.melhorenvio} />
      <RatesEditor form={form} />
      <PickupPanel form={form} />
      <FreeShippingPanel form={form} />
      <PaymentPanel form={form} />
      <MercadoPagoPanel form={form} webhookUrl={initial.mercadopago.webhook_url} />
      <AbandonedCartPanel form={form} />
    </>
  );
}
