import { useT } from '../../client/use-t';
import type { MercadoPagoMethod } from '../../lib/shop/shop-settings';
import CheckboxField from '../form/CheckboxField';
import TextField from '../form/TextField';
import { MERCADOPAGO_SECRETS } from './mercadopago-values';
import type { ShopForm } from './use-shop-form';

const METHODS: readonly { method: MercadoPagoMethod; label: string; days: string }[] = [
  { method: 'mercadopago_pix', label: 'shop_mp_pix_enabled', days: 'shop_mp_pix_window_days' },
  { method: 'mercadopago_checkout', label: 'shop_mp_checkout_enabled', days: 'shop_mp_checkout_window_days' },
];

const SECRET_LABELS = { mercadopago_access_token: 'shop_mp_access_token', mercadopago_webhook_secret: 'shop_mp_webhook_secret' } as const;

/**
 * Mercado Pago: its Pix and its card checkout (Checkout Pro), each on or off with its days to pay, and the account's
 * access token and webhook secret. The secrets are write-only, as the Correios credentials: they start empty, say
 * whether a value is stored, and an empty field keeps it.
 */
export default function MercadoPagoPanel({ form, webhookUrl }: { form: ShopForm; webhookUrl: string | null }) {
  const t = useT();
  // Turning a method on or removing the credentials shows at once which secrets are still missing.
  const touchSecrets = () => {
    for (const secret of MERCADOPAGO_SECRETS) form.touch(secret);
  };
  return (
    <fieldset className="conta-panel">
      <legend>{t('shop_mp')}</legend>
      <p className="muted">{t('shop_mp_intro')}</p>
      {METHODS.map(({ method, label, days }) => (
        <div key={method} className="shop-method">
          <CheckboxField
            id={`${method}_enabled`}
            label={t(label)}
            checked={form.values[`${method}_enabled`]}
            error={form.errorOf(`${method}_enabled`)}
            onChange={(checked) => {
              form.set(`${method}_enabled`, checked);
              if (checked) touchSecrets();
            }}
          />
          <TextField
            id={`${method}_window_days`}
            label={t(days)}
            inputMode="numeric"
            value={form.values[`${method}_window_days`]}
            error={form.errorOf(`${method}_window_days`)}
            onChange={(value) => form.set(`${method}_window_days`, value)}
            onBlur={() => form.touch(`${method}_window_days`)}
          />
        </div>
      ))}
      <div className="shop-method">
        <TextField
          id="mp_max_installments"
          label={t('shop_mp_max_installments')}
          hint={t('shop_mp_max_installments_hint')}
          inputMode="numeric"
          value={form.values.mp_max_installments}
          error={form.errorOf('mp_max_installments')}
          onChange={(value) => form.set('mp_max_installments', value)}
          onBlur={() => form.touch('mp_max_installments')}
        />
      </div>
      <div className="shop-method">
        <CheckboxField
          id="mp_boleto_enabled"
          label={t('shop_mp_boleto_enabled')}
          checked={form.values.mp_boleto_enabled}
          error={form.errorOf('mp_boleto_enabled')}
          onChange={(checked) => form.set('mp_boleto_enabled', checked)}
        />
        <TextField
          id="mp_boleto_window_days"
          label={t('shop_mp_boleto_window_days')}
          hint={t('shop_mp_boleto_window_hint')}
          inputMode="numeric"
          value={form.values.mp_boleto_window_days}
          error={form.errorOf('mp_boleto_window_days')}
          onChange={(value) => form.set('mp_boleto_window_days', value)}
          onBlur={() => form.touch('mp_boleto_window_days')}
        />
      </div>
      <p className="muted">{t('shop_mp_card_note')}</p>
      <h3 className="shop-subtitle">{t('shop_mp_credentials')}</h3>
      <p className="muted">{t('shop_mp_webhook_help')}</p>
      {/* The address the server gives each charge (its SITE_URL): the one to set in Mercado Pago's panel. */}
      {webhookUrl ? (
        <p className="shop-webhook">
          <code>{webhookUrl}</code>
        </p>
      ) : (
        <p className="notice notice-warning" role="status">
          {t('shop_mp_webhook_no_site')}
        </p>
      )}
      <div className="field-grid">
        {MERCADOPAGO_SECRETS.map((name) => (
          <TextField
            key={name}
            id={name}
            label={t(SECRET_LABELS[name])}
            // A password field keeps the value out of the screen and the browser's form history.
            type="password"
            autoComplete="new-password"
            value={form.values[name]}
            hint={t(form.mercadoPago[name] && !form.values.mercadopago_clear ? 'shop_secret_stored' : 'shop_secret_missing')}
            error={form.errorOf(name)}
            onChange={(value) => form.set(name, value)}
            onBlur={() => form.touch(name)}
          />
        ))}
      </div>
      {Object.values(form.mercadoPago).some(Boolean) && (
        <CheckboxField
          id="mercadopago_clear"
          label={t('shop_mp_clear')}
          checked={form.values.mercadopago_clear}
          error={form.errorOf('mercadopago_clear')}
          onChange={(checked) => {
            form.set('mercadopago_clear', checked);
            touchSecrets();
          }}
        />
      )}
    </fieldset>
  );
}
