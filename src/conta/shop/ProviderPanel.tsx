import { useT } from '../../client/use-t';
import { formatDateTime } from '../../lib/date-time';
import { CREDENTIAL_FIELDS, type Provider } from '../../lib/shop/provider-credentials';
import type { ShopSettingsView } from '../../lib/shop/shop-settings';
import CheckboxField from '../form/CheckboxField';
import SelectField from '../form/SelectField';
import TextField from '../form/TextField';
import type { ShopForm } from './use-shop-form';

const LABELS: Record<(typeof CREDENTIAL_FIELDS)[number][0], string> = {
  correios_user: 'shop_correios_user',
  correios_access_code: 'shop_correios_access_code',
  correios_contract: 'shop_correios_contract',
  correios_card: 'shop_correios_card',
};

type Props = { form: ShopForm; status: ShopSettingsView['correios_status'] };

/**
 * The provider (the shop's table, the Correios contract or Melhor Envio, whose panel follows) and the contract's credentials. The credential fields
 * are write-only: they start empty, say whether a value is stored, and an empty field keeps it.
 */
export default function ProviderPanel({ form, status }: Props) {
  const t = useT();
  const providers = [
    { value: 'tabela', label: t('shop_provider_tabela') },
    { value: 'correios', label: t('shop_provider_correios') },
    { value: 'melhorenvio', label: t('shop_provider_melhorenvio') },
  ];
  return (
    <fieldset className="conta-panel">
      <legend>{t('shop_provider')}</legend>
      <SelectField
        id="provider"
        label={t('shop_provider_field')}
        options={providers}
        value={form.values.provider}
        hint={t('shop_provider_note')}
        error={form.errorOf('provider')}
        onChange={(value) => {
          form.set('provider', value as Provider);
          // Choosing a provider shows at once which credentials are still missing.
          if (value === 'correios') for (const [field] of CREDENTIAL_FIELDS) form.touch(field);
          if (value === 'melhorenvio') for (const field of ['melhorenvio_token', 'melhorenvio_email']) form.touch(field);
        }}
      />
      <h3 className="shop-subtitle">{t('shop_credentials')}</h3>
      <p className="muted">{t('shop_credentials_intro')}</p>
      {status.last_error && status.last_error_at && (
        <p className="notice notice-warning" role="status">
          {t('shop_correios_last_error', undefined, { when: formatDateTime(status.last_error_at), error: status.last_error })}
        </p>
      )}
      <div className="field-grid">
        {CREDENTIAL_FIELDS.map(([name]) => (
          <TextField
            key={name}
            id={name}
            label={t(LABELS[name])}
            // A password field keeps the value out of the screen and the browser's form history.
            type={name === 'correios_access_code' ? 'password' : 'text'}
            autoComplete={name === 'correios_access_code' ? 'new-password' : 'off'}
            value={form.values[name]}
            hint={t(form.stored[name] && !form.values.correios_clear ? 'shop_secret_stored' : 'shop_secret_missing')}
            error={form.errorOf(name)}
            onChange={(value) => form.set(name, value)}
            onBlur={() => form.touch(name)}
          />
        ))}
      </div>
      {Object.values(form.stored).some(Boolean) && (
        <CheckboxField
          id="correios_clear"
          label={t('shop_correios_clear')}
          checked={form.values.correios_clear}
          onChange={(checked) => form.set('correios_clear', checked)}
        />
      )}
    </fieldset>
  );
}
