import { useT } from '../../client/use-t';
import { formatDateTime } from '../../lib/date-time';
import { shippingLabel } from '../../lib/shop/melhorenvio';
import type { ShopSettingsView } from '../../lib/shop/shop-settings';
import CheckboxField from '../form/CheckboxField';
import TextField from '../form/TextField';
import type { ShopForm } from './use-shop-form';

type Props = { form: ShopForm; view: ShopSettingsView['melhorenvio'] };

/**
 * Melhor Envio: the token (write-only, as the Correios credentials: it starts empty, says whether one is stored, and
 * an empty field keeps it), the technical e-mail of the User-Agent, and which of the account's services to offer
 * (those its quotes have named; none checked offers all).
 */
export default function MelhorEnvioPanel({ form, view }: Props) {
  const t = useT();
  const chosen = form.values.melhorenvio_services;
  const servicesError = form.errorOf('melhorenvio_services');
  const choose = (id: number, on: boolean) =>
    form.set('melhorenvio_services', on ? [...new Set([...chosen, id])].sort((a, b) => a - b) : chosen.filter((s) => s !== id));
  return (
    <fieldset className="conta-panel">
      <legend>{t('shop_me')}</legend>
      <p className="muted">{t('shop_me_intro')}</p>
      {view.status.last_error && view.status.last_error_at && (
        <p className="notice notice-warning" role="status">
          {t('shop_me_last_error', undefined, { when: formatDateTime(view.status.last_error_at), error: view.status.last_error })}
        </p>
      )}
      <div className="field-grid">
        <TextField
          id="melhorenvio_token"
          label={t('shop_me_token')}
          type="password"
          autoComplete="new-password"
          value={form.values.melhorenvio_token}
          hint={t(form.melhorEnvio.melhorenvio_token && !form.values.melhorenvio_clear ? 'shop_secret_stored' : 'shop_secret_missing')}
          error={form.errorOf('melhorenvio_token')}
          onChange={(value) => form.set('melhorenvio_token', value)}
          onBlur={() => form.touch('melhorenvio_token')}
        />
        <TextField
          id="melhorenvio_email"
          label={t('shop_me_email')}
          type="email"
          value={form.values.melhorenvio_email}
          hint={t('shop_me_email_hint')}
          error={form.errorOf('melhorenvio_email')}
          onChange={(value) => form.set('melhorenvio_email', value)}
          onBlur={() => form.touch('melhorenvio_email')}
        />
      </div>
      {form.melhorEnvio.melhorenvio_token && (
        <CheckboxField
          id="melhorenvio_clear"
          label={t('shop_me_clear')}
          checked={form.values.melhorenvio_clear}
          onChange={(checked) => {
            form.set('melhorenvio_clear', checked);
            form.touch('melhorenvio_token');
          }}
        />
      )}
      <fieldset className="shop-checks">
        <legend>{t('shop_me_services')}</legend>
        {view.known_services.length === 0 ? (
          <p className="muted">{t('shop_me_services_none')}</p>
        ) : (
          <>
            <p className="muted">{t('shop_me_services_hint')}</p>
            {view.known_services.map((service) => (
              <CheckboxField
                key={service.id}
                id={`melhorenvio-service-${service.id}`}
                label={shippingLabel(service)}
                checked={chosen.includes(service.id)}
                onChange={(checked) => choose(service.id, checked)}
              />
            ))}
          </>
        )}
        {servicesError && <p className="field-error">{servicesError}</p>}
      </fieldset>
    </fieldset>
  );
}
