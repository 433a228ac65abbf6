import { startSession, takeReturnPath, type Profile } from '../stores/session';
import { failureText, leaveIfSignedIn } from './account-form';
import { loginErrors, loginPayload } from '../lib/auth-rules';
import { lightApi } from './light-fetch';
import { bindLightForm } from './light-form';

/** Wires the login form (src/components/account/LoginForm.astro): guest-only; success returns to the saved page. */
export function bindLoginForm(form: HTMLFormElement): void {
  if (leaveIfSignedIn()) return;
  bindLightForm(form, {
    fields: ['email', 'password'],
    check: loginErrors,
    submit: async (values, control) => {
      const result = await lightApi<{ token: string; user: Profile }>('POST', '/api/auth/login', loginPayload(values));
      if (result.ok) {
        startSession(result.data.token, result.data.user);
        location.assign(takeReturnPath());
        return 'leave';
      }
      if (result.error.status === 422) control.showServerErrors(result.error.errors);
      control.showFailure(await failureText(control, result.error));
      return 'stay';
    },
  });
}
