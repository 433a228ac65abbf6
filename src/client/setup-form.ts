import { queueFlash } from '../stores/flash';
import { startSession, type Profile } from '../stores/session';
import { NETWORK_ERROR } from '../lib/api-message';
import { setupErrors, setupPayload, setupWarnings } from '../lib/auth-rules';
import { lightApi } from './light-fetch';
import { bindLightForm, type FormValues, type LightForm, type SubmitOutcome } from './light-form';
import type { PublicSettings } from '../lib/schemas/settings';
import { showToast } from './toast';

type Status = 'form' | 'done' | 'unreachable';

/** GET /api/settings answers JSON (null or the settings); anything else means the API is not where the site is. */
async function checkApi(): Promise<Status> {
  const result = await lightApi<PublicSettings | null | string>('GET', '/api/settings');
  if (!result.ok) return result.error.status === 0 || result.error.text.trimStart().startsWith('<') ? 'unreachable' : 'form';
  if (typeof result.data === 'string') return 'unreachable';
  return result.data ? 'done' : 'form';
}

// Registers the site and its administrator, logs in and goes to /conta/settings with a success toast.
async function submit(values: FormValues, control: LightForm): Promise<SubmitOutcome> {
  const input = setupPayload(values);
  const created = await lightApi<PublicSettings>('POST', '/api/settings/setup', input);
  if (!created.ok) {
    if (created.error.status === 422) control.showServerErrors(created.error.errors);
    showToast(created.error.status === 0 ? await control.label('network_error') : created.error.message, 'error');
    return 'stay';
  }
  const login = await lightApi<{ token: string; user: Profile }>('POST', '/api/auth/login', { email: input.email, password: input.password });
  if (!login.ok) {
    // As the API client's default: the failure in a toast, untranslated when the server could not be reached.
    showToast(login.error.status === 0 ? NETWORK_ERROR : login.error.message, 'error');
    return 'stay';
  }
  startSession(login.data.token, login.data.user);
  const message = await control.label('settings_saved');
  showToast(message, 'success');
  queueFlash(message);
  location.assign('/conta/settings');
  return 'leave';
}

/** Wires the set-up panel (src/components/account/SetupForm.astro): checks the API, then shows what fits. */
export async function bindSetupForm(root: HTMLElement): Promise<void> {
  const status = await checkApi();
  (root.querySelector('[data-role="loading"]') as HTMLElement).hidden = true;
  if (status !== 'form') {
    (root.querySelector(`[data-role="${status}"]`) as HTMLElement).hidden = false;
    return;
  }
  const form = root.querySelector('form') as HTMLFormElement;
  form.hidden = false;
  bindLightForm(form, {
    fields: ['title', 'admin_name', 'email', 'password', 'password_confirmation'],
    check: setupErrors,
    warn: setupWarnings,
    submit,
  });
}
