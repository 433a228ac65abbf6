import { melhorEnvioErrors, type Provider } from '../../lib/shop/provider-credentials';
import type { ShopSettingsInput, ShopSettingsView } from '../../lib/shop/shop-settings';

/** What /conta/shop edits of Melhor Envio: the token (write-only: empty keeps it), the technical e-mail, the services chosen. */
export type MelhorEnvioValues = {
  melhorenvio_token: string;
  melhorenvio_email: string;
  melhorenvio_services: number[];
  melhorenvio_clear: boolean;
};

/** Whether a Melhor Envio token is stored (never its value). */
export type MelhorEnvioStored = { melhorenvio_token: boolean };

/** Nothing stored: a shop that never saved a token. */
export const NO_MELHORENVIO: MelhorEnvioStored = { melhorenvio_token: false };

/** The stored flag of GET /api/shop/settings. */
export const storedMelhorEnvio = (view: Pick<ShopSettingsView, 'melhorenvio'>): MelhorEnvioStored => ({
  melhorenvio_token: view.melhorenvio.has_token,
});

/** The form values of the stored settings (the token starts empty: it is never sent back). */
export function toMelhorEnvioValues(view: Pick<ShopSettingsView, 'melhorenvio'>): MelhorEnvioValues {
  return {
    melhorenvio_token: '',
    melhorenvio_email: view.melhorenvio.email ?? '',
    melhorenvio_services: view.melhorenvio.services,
    melhorenvio_clear: false,
  };
}

/** The Melhor Envio fields of the PUT body. */
export const toMelhorEnvioPayload = (values: MelhorEnvioValues): Pick<ShopSettingsInput, keyof MelhorEnvioValues> => ({
  melhorenvio_token: values.melhorenvio_token,
  melhorenvio_email: values.melhorenvio_email,
  melhorenvio_services: values.melhorenvio_services,
  melhorenvio_clear: values.melhorenvio_clear,
});

/** As the API checks it: with Melhor Envio chosen, a token typed now or stored (removing it wins) and the e-mail. */
export function melhorEnvioFormErrors(values: MelhorEnvioValues & { provider: Provider }, stored: MelhorEnvioStored): Record<string, string[]> {
  const token = !values.melhorenvio_clear && (values.melhorenvio_token.trim() !== '' || stored.melhorenvio_token);
  return melhorEnvioErrors(values.provider, { token, email: values.melhorenvio_email.trim() !== '' });
}
