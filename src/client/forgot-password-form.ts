import { failureText, leaveIfSignedIn } from './account-form';
import { forgotErrors, forgotPayload } from '../lib/auth-rules';
import { lightApi } from './light-fetch';
import { bindLightForm } from './light-form';

/**
 * Wires "Esqueci minha senha" (src/components/account/ForgotPasswordForm.astro): guest-only; once sent, the
 * server's answer replaces the form (the `[data-forgot-sent]` block after it).
 */
export function bindForgotPasswordForm(form: HTMLFormElement): void {
  if (leaveIfSignedIn()) return;
  bindLightForm(form, {
    fields: ['email'],
    check: forgotErrors,
    submit: async (values, control) => {
      const result = await lightApi<{ message: string }>('POST', '/api/auth/password-reset', forgotPayload(values));
      if (result.ok) {
        const sent = form.parentElement?.querySelector<HTMLElement>('[data-forgot-sent]') as HTMLElement;
        (sent.querySelector('[role="status"]') as HTMLElement).textContent = result.data.message;
        form.hidden = true;
        sent.hidden = false;
        return 'stay';
      }
      if (result.error.status === 422) control.showServerErrors(result.error.errors);
      control.showFailure(await failureText(control, result.error));
      return 'stay';
    },
  });
}
