import { contactErrors, contactPayload, type ContactErrors, type ContactField, type ContactValues } from './contact-rules';
import { withLoadingBar } from './loading-bar';
import { showToast } from './toast';

const FIELDS: ContactField[] = ['name', 'email', 'message'];

type LabelsWindow = Window & { __vitrineLabels?: Promise<Record<string, string> | null> };

/** A label in the visitor's language (the labels the locale script loaded), else the PT text rendered in the page. */
async function label(key: string, rendered: string | undefined): Promise<string> {
  const labels = await (window as LabelsWindow).__vitrineLabels;
  return labels?.[key] || rendered || key;
}

type Sent = { ok: true } | { ok: false; status: number; message: string; errors?: Record<string, string[]> };

/** POST /api/contacts/contact; a failure comes back with the server's message and field errors, never thrown. */
async function send(values: ContactValues): Promise<Sent> {
  let response: Response;
  try {
    response = await fetch('/api/contacts/contact', {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(contactPayload(values)),
    });
  } catch (cause) {
    console.error('[contact] POST /api/contacts/contact', cause);
    return { ok: false, status: 0, message: '' };
  }
  if (response.ok) return { ok: true };
  const text = await response.text();
  let data: { message?: unknown; error?: { message?: unknown }; errors?: Record<string, string[]> } | null = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    // An HTML error page: its status is the message.
  }
  const message =
    (typeof data?.message === 'string' && data.message) ||
    (typeof data?.error?.message === 'string' && data.error.message) ||
    `${response.status} ${response.statusText}`;
  console.error(`[contact] POST /api/contacts/contact -> ${response.status}: ${message}`);
  return { ok: false, status: response.status, message, errors: data?.errors };
}

/**
 * Wires one footer contact form (src/components/ContactForm.astro): validates on every change, shows a field's
 * first error once it was changed or left (a server error until that field changes), keeps the button disabled
 * while invalid or sending, and answers with a toast. Marks the form `data-ready` once wired (browser tests wait on it).
 */
export function bindContactForm(form: HTMLFormElement): void {
  const inputs = Object.fromEntries(
    FIELDS.map((name) => [name, form.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement]),
  ) as Record<ContactField, HTMLInputElement | HTMLTextAreaElement>;
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]') as HTMLButtonElement;
  const part = (role: string) => form.querySelector<HTMLElement>(`[data-role="${role}"]`) as HTMLElement;
  const touched = new Set<ContactField>();
  let serverErrors: ContactErrors = {};
  let sending = false;

  const values = (): ContactValues => ({ name: inputs.name.value, email: inputs.email.value, message: inputs.message.value });

  const render = () => {
    const errors = contactErrors(values());
    for (const name of FIELDS) {
      const input = inputs[name];
      const message = serverErrors[name] || (touched.has(name) ? errors[name] : undefined) || '';
      const box = document.getElementById(`${input.id}-message`) as HTMLElement;
      box.textContent = message;
      box.hidden = !message;
      input.closest('.field')?.classList.toggle('has-error', !!message);
      if (message) {
        input.setAttribute('aria-invalid', 'true');
        input.setAttribute('aria-describedby', box.id);
      } else {
        input.removeAttribute('aria-invalid');
        input.removeAttribute('aria-describedby');
      }
    }
    button.disabled = sending || Object.keys(errors).length > 0;
    part('send').hidden = sending;
    part('sending').hidden = !sending;
  };

  for (const name of FIELDS) {
    inputs[name].addEventListener('input', () => {
      touched.add(name);
      delete serverErrors[name];
      render();
    });
    inputs[name].addEventListener('blur', () => {
      touched.add(name);
      render();
    });
  }

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (sending || Object.keys(contactErrors(values())).length > 0) return;
    sending = true;
    render();
    const result = await withLoadingBar(() => send(values()));
    sending = false;
    if (result.ok) {
      form.reset();
      touched.clear();
      serverErrors = {};
      render();
      showToast(await label('your_message_has_been_sent_we_will_contact_you_soon_thank_you', form.dataset.sent), 'success');
      return;
    }
    if (result.status === 422) {
      serverErrors = {};
      for (const name of FIELDS) {
        const first = result.errors?.[name]?.[0];
        if (first) serverErrors[name] = first;
      }
    }
    render();
    showToast(result.status === 0 ? await label('network_error', form.dataset.network) : result.message, 'error');
  });

  // Values typed before this script ran (or restored by the browser) count.
  for (const name of FIELDS) if (inputs[name].value) touched.add(name);
  render();
  form.dataset.ready = 'true';
}
