import { queueFlash } from '../stores/flash';
import { failureText, leaveIfSignedIn } from './account-form';
import { RESET_TOKEN, resetErrors, resetPayload } from '../lib/auth-rules';
import { lightApi } from './light-fetch';
import { bindLightForm } from './light-form';

/**
 * Wires /redefinir-senha (src/components/account/ResetPasswordForm.astro): guest-only; reads the link's token
 * (then drops it from the address bar and the history), shows the form or the "request a new link" notice, and
 * after success goes to /login, where a toast says the password changed.
 */
export function bindResetPasswordForm(root: HTMLElement): void {
  if (leaveIfSignedIn()) return;
  const token = new URLSearchParams(location.search).get('token') ?? '';
  // Keep the token out of the address bar (and of the history) once read.
  if (token) history.replaceState(null, '', location.pathname);
  const form = root.querySelector('form') as HTMLFormElement;
  (root.querySelector('[data-role="loading"]') as HTMLElement).hidden = true;
  if (!RESET_TOKEN.test(token)) {
    (root.querySelector('[data-role="no-token"]') as HTMLElement).hidden = false;
    return;
  }
  form.hidden = false;
  // The token has no field: it joins the typed values (a server error about it shows in the failure notice only).
  bindLightForm(form, {
    fields: ['password', 'password_confirmation'],
    check: (values) => resetErrors({ ...values, token }),
    submit: async (values, control) => {
      const body = resetPayload({ ...values, token });
      const result = await lightApi<{ message: string }>('POST', '/api/auth/password-reset/confirm', body);
      if (result.ok) {
        queueFlash(await control.label('acc_reset_done'));
        location.assign('/login');
        return 'leave';
      }
      if (result.error.status === 422) control.showServerErrors(result.error.errors);
      control.showFailure(await failureText(control, result.error));
      return 'stay';
    },
  });
}
