// "Avise-me quando chegar" on the product page (src/components/shop/ProductView.astro): fetched by product-page.ts
// only when the chosen item is sold out, wired by the light-form binder like the footer's contact form. The e-mail of
// a logged-in visitor is filled in from the session (GET /api/profile with the stored token).
import { fill } from '../../i18n/fill';
import { stockAlertErrors } from '../../lib/shop/stock-alert-rules';
import { bindLightForm } from '../light-form';
import { lightApi } from '../light-fetch';
import { storedToken } from '../../stores/session-token';

/** Wires the form; `variant` answers the variant chosen when it is sent (null: a product without variants). */
export function bindStockAlert(form: HTMLFormElement, productId: string, variant: () => string | null): void {
  const consent = form.elements.namedItem('consent') as HTMLInputElement;
  const done = form.querySelector('[data-role="done"]') as HTMLElement;
  const control = bindLightForm(form, {
    fields: ['email', 'consent'],
    check: (values) => stockAlertErrors(values.email, consent.checked),
    submit: async (values, form) => {
      const email = values.email.trim().toLowerCase();
      const body = { email, consent: true, variant_id: variant(), locale: document.documentElement.lang || 'pt' };
      const result = await lightApi('POST', `/api/products/${productId}/alerts`, body, 'status');
      if (result.ok) {
        form.reset();
        done.textContent = fill(await form.label('shop_alert_done'), { email });
        return 'stay';
      }
      form.showServerErrors(result.error.errors);
      const other = result.error.errors?.variant_id?.[0] ?? result.error.errors?.product_id?.[0];
      form.showFailure(other ?? (result.error.status === 0 ? await form.label('network_error') : result.error.message));
      return 'stay';
    },
  });
  const token = storedToken();
  if (!token) return;
  void lightApi<{ email: string }>('GET', '/api/profile', undefined, 'api', { authorization: `Token ${token}` }).then((result) => {
    if (result.ok && !control.values().email) control.set('email', result.data.email, { touch: false });
  });
}
