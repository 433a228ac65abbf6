import { startSession, takeReturnPath, type Profile } from '../stores/session';
import { failureText, leaveIfSignedIn } from './account-form';
import { maskCep } from '../lib/br-documents';
import { cityPlaceholder, followMunicipalities } from './address/municipalities';
import { lightApi } from './light-fetch';
import { bindLightForm, type LightForm } from './light-form';
import { registerErrors, registerPayload } from '../lib/register-rules';

const FIELDS = [
  'name',
  'organization',
  'document',
  'phone',
  'cep',
  'street',
  'number',
  'complement',
  'district',
  'state',
  'city',
  'email',
  'password',
  'password_confirmation',
] as const;

/**
 * The city select follows the state (followMunicipalities): disabled with "Escolha o estado primeiro" without one,
 * "Carregando…" while that state's municipalities load (a failed load says so and tries again), then they are the
 * options; another state empties the chosen city.
 */
function followState(control: LightForm): void {
  const form = control.form;
  const state = form.elements.namedItem('state') as HTMLSelectElement;
  const city = form.elements.namedItem('city') as HTMLSelectElement;
  const placeholder = city.options[0];
  let shown = '';
  let stop = () => {};

  const showPlaceholder = async (key: string) => {
    placeholder.dataset.t = key;
    placeholder.textContent = await control.label(key);
  };

  state.addEventListener('change', () => {
    const chosen = state.value;
    if (chosen === shown) return;
    shown = chosen;
    stop();
    if (city.value) control.set('city', '', { touch: false });
    city.disabled = true;
    city.replaceChildren(placeholder);
    if (!chosen) return void showPlaceholder(cityPlaceholder(chosen, 'loading'));
    stop = followMunicipalities(chosen, (now) => {
      void showPlaceholder(cityPlaceholder(chosen, now));
      if (typeof now === 'string') return;
      city.append(...now.map((name) => new Option(name, name)));
      city.disabled = false;
    });
  });
}

/** Wires the registration form (src/components/account/RegisterForm.astro): guest-only; success goes to /conta. */
export function bindRegisterForm(form: HTMLFormElement): void {
  if (leaveIfSignedIn()) return;
  const hint = form.querySelector<HTMLElement>('[data-role="invalid-hint"]');
  const control = bindLightForm(form, {
    fields: FIELDS,
    check: registerErrors,
    format: { cep: maskCep },
    onRender: ({ valid }) => {
      if (hint) hint.hidden = valid;
    },
    submit: async (values, control) => {
      const result = await lightApi<{ token: string; user: Profile }>('POST', '/api/auth/register', registerPayload(values));
      if (result.ok) {
        startSession(result.data.token, result.data.user);
        const target = takeReturnPath();
        location.assign(target === '/' ? '/conta' : target);
        return 'leave';
      }
      if (result.error.status === 422) control.showServerErrors(result.error.errors);
      if (result.error.status === 409) control.showServerErrors({ email: [result.error.message] });
      control.showFailure(await failureText(control, result.error));
      return 'stay';
    },
  });
  followState(control);
  // A state the browser restored (back, autofill) loads its cities.
  const state = form.elements.namedItem('state') as HTMLSelectElement;
  if (state.value) state.dispatchEvent(new Event('change'));
}
