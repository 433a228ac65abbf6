import { useT } from '../../client/use-t';
import { maskCep } from '../../lib/br-documents';
import CheckboxField from '../form/CheckboxField';
import TextField from '../form/TextField';
import type { ShopValues } from './shop-values';
import type { ShopForm } from './use-shop-form';

type TextName =
  | 'origin_cep' | 'packaging_weight_g' | 'handling_days' | 'pickup_name' | 'pickup_address' | 'free_min' | 'free_states'
  | 'pix_key' | 'pix_receiver_name' | 'pix_receiver_city' | 'pix_instructions' | 'pix_window_days' | 'notify_email'
  | 'abandoned_cart_hours';

/** The props of a text field bound to the form. */
function text(form: ShopForm, name: TextName, transform: (value: string) => string = (value) => value) {
  return {
    id: name,
    value: form.values[name],
    error: form.errorOf(name),
    onChange: (value: string) => form.set(name, transform(value)),
    onBlur: () => form.touch(name),
  };
}

/** Origin CEP (masked 00000-000), packaging weight and handling days. */
export function GeneralPanel({ form }: { form: ShopForm }) {
  const t = useT();
  return (
    <fieldset className="conta-panel">
      <legend>{t('shop_general')}</legend>
      <div className="field-grid">
        <TextField label={t('shop_origin_cep')} hint={t('shop_origin_cep_hint')} required inputMode="numeric" {...text(form, 'origin_cep', maskCep)} />
        <TextField label={t('shop_packaging_weight')} hint={t('shop_packaging_hint')} required inputMode="numeric" {...text(form, 'packaging_weight_g')} />
        <TextField label={t('shop_handling_days')} hint={t('shop_handling_hint')} required inputMode="numeric" {...text(form, 'handling_days')} />
      </div>
    </fieldset>
  );
}

/** The abandoned-cart e-mail: on or off, and after how many hours (1 to 72) an untouched cart gets it. */
export function AbandonedCartPanel({ form }: { form: ShopForm }) {
  const t = useT();
  return (
    <fieldset className="conta-panel">
      <legend>{t('shop_abandoned')}</legend>
      <CheckboxField
        id="abandoned_cart_enabled"
        label={t('shop_abandoned_enabled')}
        checked={form.values.abandoned_cart_enabled}
        onChange={(checked) => form.set('abandoned_cart_enabled', checked)}
      />
      <TextField label={t('shop_abandoned_hours')} hint={t('shop_abandoned_hours_hint')} required inputMode="numeric" {...text(form, 'abandoned_cart_hours')} />
    </fieldset>
  );
}

/** Pickup at an address, free: on or off, the option's name and the address. */
export function PickupPanel({ form }: { form: ShopForm }) {
  const t = useT();
  return (
    <fieldset className="conta-panel">
      <legend>{t('shop_pickup')}</legend>
      <CheckboxField id="pickup_enabled" label={t('shop_pickup_enabled')} checked={form.values.pickup_enabled} onChange={(checked) => form.set('pickup_enabled', checked)} />
      <TextField label={t('shop_pickup_name')} required {...text(form, 'pickup_name')} />
      <TextField label={t('shop_pickup_address')} multiline {...text(form, 'pickup_address')} />
    </fieldset>
  );
}

const toggle = (list: string[], code: string, on: boolean): ShopValues['free_services'] =>
  on ? [...new Set([...list, code])] : list.filter((item) => item !== code);

/** The free-shipping rule: on or off, minimum subtotal, which services, which states (blank: all). */
export function FreeShippingPanel({ form }: { form: ShopForm }) {
  const t = useT();
  const servicesError = form.errorOf('free_services');
  return (
    <fieldset className="conta-panel">
      <legend>{t('shop_free')}</legend>
      <CheckboxField id="free_enabled" label={t('shop_free_enabled')} checked={form.values.free_enabled} onChange={(checked) => form.set('free_enabled', checked)} />
      <div className="field-grid">
        <TextField label={t('shop_free_min')} inputMode="decimal" {...text(form, 'free_min')} />
        <TextField label={t('shop_free_states')} hint={t('shop_free_states_hint')} {...text(form, 'free_states')} />
      </div>
      <fieldset className="shop-checks">
        <legend>{t('shop_free_services')}</legend>
        {form.values.services.map((service) => (
          <CheckboxField
            key={service.code}
            id={`free-service-${service.code}`}
            label={service.name}
            checked={form.values.free_services.includes(service.code)}
            onChange={(checked) => form.set('free_services', toggle(form.values.free_services, service.code, checked))}
          />
        ))}
        {servicesError && <p className="field-error">{servicesError}</p>}
      </fieldset>
    </fieldset>
  );
}

/** How the shop is paid: Pix / transferência (on or off, the organisation's Pix key with the receiver's name and city
 * for the BR Code, the instructions the customer gets, days to pay) and the address the shop's own notices go to. */
export function PaymentPanel({ form }: { form: ShopForm }) {
  const t = useT();
  return (
    <fieldset className="conta-panel">
      <legend>{t('shop_payment')}</legend>
      <CheckboxField id="pix_enabled" label={t('shop_pix_enabled')} checked={form.values.pix_enabled} onChange={(checked) => form.set('pix_enabled', checked)} />
      <TextField label={t('shop_pix_key')} hint={t('shop_pix_key_hint')} autoComplete="off" {...text(form, 'pix_key')} />
      <div className="field-grid">
        <TextField label={t('shop_pix_receiver_name')} hint={t('shop_pix_receiver_name_hint')} {...text(form, 'pix_receiver_name')} />
        <TextField label={t('shop_pix_receiver_city')} hint={t('shop_pix_receiver_city_hint')} {...text(form, 'pix_receiver_city')} />
      </div>
      <TextField label={t('shop_pix_instructions')} hint={t('shop_pix_instructions_hint')} multiline {...text(form, 'pix_instructions')} />
      <div className="field-grid">
        <TextField label={t('shop_pix_window_days')} inputMode="numeric" {...text(form, 'pix_window_days')} />
        <TextField label={t('shop_notify_email')} hint={t('shop_notify_email_hint')} type="email" {...text(form, 'notify_email')} />
      </div>
    </fieldset>
  );
}
