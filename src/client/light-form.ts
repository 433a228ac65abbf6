import { withLoadingBar } from './loading-bar';

/** A form's values by field name, as typed. */
export type FormValues = Record<string, string>;
/** The first message of each field that has one. */
export type FieldMessages = Partial<Record<string, string>>;
/** What a field shows: its message (error, server error or warning) and whether it is invalid. */
export type FieldView = { message: string; invalid: boolean };

/** What one submit left: `stay` re-enables the form, `leave` keeps it sending while the page goes elsewhere. */
export type SubmitOutcome = 'stay' | 'leave';

/** The controls a form's submit handler gets. */
export type LightForm = {
  form: HTMLFormElement;
  values: () => FormValues;
  /** Changes a field; `touch: false` keeps its error hidden until the person edits or leaves it. */
  set: (name: string, value: string, options?: { touch?: boolean }) => void;
  /** Shows the server's field errors ({field: [messages]}) on the fields the form has, until each changes. */
  showServerErrors: (errors: Record<string, string[]> | undefined) => void;
  /** Shows the failure notice (the form's `[data-role="failure"]`), or hides it with null. */
  showFailure: (message: string | null) => void;
  /** Empties the form (after a message was sent). */
  reset: () => void;
  /** A label in the visitor's language. */
  label: (key: string) => Promise<string>;
};

/** How one form validates, formats and submits. */
export type LightFormSpec = {
  fields: readonly string[];
  /** Every field's first error: the form may be sent only when there is none. */
  check: (values: FormValues) => FieldMessages;
  /** Messages shown like errors that do not block submission (the set-up's password mismatch). */
  warn?: (values: FormValues) => FieldMessages;
  /** Rewrites a field's value as it is typed (the CEP mask). */
  format?: Partial<Record<string, (value: string) => string>>;
  submit: (values: FormValues, form: LightForm) => Promise<SubmitOutcome>;
  /** Called after every render (a hint shown while the form is invalid). */
  onRender?: (state: { valid: boolean; sending: boolean; values: FormValues }) => void;
};

/**
 * What one field shows: a server error first (until the field changes), else its first error once touched, else
 * a warning; only an error makes it invalid.
 */
export function fieldView(
  name: string,
  state: { errors: FieldMessages; warnings?: FieldMessages; serverErrors: FieldMessages; touched: ReadonlySet<string> },
): FieldView {
  const error = state.serverErrors[name] || (state.touched.has(name) ? state.errors[name] : undefined);
  if (error) return { message: error, invalid: true };
  return { message: state.warnings?.[name] || '', invalid: false };
}

/** The first server message of each field the form has ({field: [messages]} -> {field: message}). */
export function firstServerErrors(errors: Record<string, string[]> | undefined, fields: readonly string[]): FieldMessages {
  const out: FieldMessages = {};
  for (const [key, messages] of Object.entries(errors ?? {})) if (fields.includes(key) && messages?.[0]) out[key] = messages[0];
  return out;
}

/** The `aria-describedby` of a field: its hint (always) and its message (when shown). */
export const describedBy = (hintId: string | null, messageId: string | null): string | null =>
  [hintId, messageId].filter(Boolean).join(' ') || null;

type LabelsWindow = Window & { __vitrineLabels?: Promise<Record<string, string> | null> };

/**
 * A label in the visitor's language (the labels the locale script loaded), else the text the page rendered in the
 * form's `data-labels` (PT with the site's own labels), else the key.
 */
export async function formLabel(form: HTMLElement, key: string): Promise<string> {
  const loaded = await (window as LabelsWindow).__vitrineLabels;
  const rendered = JSON.parse(form.dataset.labels || '{}') as Record<string, string>;
  return loaded?.[key] || rendered[key] || key;
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

// Writes what a field shows: its message box (`{id}-message`), .has-error, aria-invalid and aria-describedby.
function paintField(control: Control, view: FieldView): void {
  const box = document.getElementById(`${control.id}-message`) as HTMLElement;
  const hint = document.getElementById(`${control.id}-hint`);
  box.textContent = view.message;
  box.hidden = !view.message;
  control.closest('.field')?.classList.toggle('has-error', view.invalid);
  if (view.invalid) control.setAttribute('aria-invalid', 'true');
  else control.removeAttribute('aria-invalid');
  const described = describedBy(hint?.id ?? null, view.message ? box.id : null);
  if (described) control.setAttribute('aria-describedby', described);
  else control.removeAttribute('aria-describedby');
}

// The submit button: disabled while invalid or sending, showing its idle or its "sending" text.
function paintButton(form: HTMLFormElement, disabled: boolean, sending: boolean): void {
  (form.querySelector('button[type="submit"]') as HTMLButtonElement).disabled = disabled;
  const idle = form.querySelector<HTMLElement>('[data-role="send"]');
  const busy = form.querySelector<HTMLElement>('[data-role="sending"]');
  if (idle) idle.hidden = sending;
  if (busy) busy.hidden = !sending;
}

// Shows the failure notice (`[data-role="failure"]`, its text in `[data-role="failure-text"]` when it has one).
function paintFailure(form: HTMLFormElement, message: string | null): void {
  const box = form.querySelector<HTMLElement>('[data-role="failure"]');
  if (!box) return;
  const text = box.querySelector<HTMLElement>('[data-role="failure-text"]') ?? box;
  text.textContent = message ?? '';
  box.hidden = !message;
}

/**
 * Wires a plain HTML form: validates on every change, shows a field's first error once changed or left (a server
 * error until that field changes), keeps the submit button disabled with its "sending" text while invalid or
 * sending, and hands valid values to `spec.submit` under the loading bar. Marks the form `data-ready` once wired
 * (browser tests wait on it).
 */
export function bindLightForm(form: HTMLFormElement, spec: LightFormSpec): LightForm {
  const controls = Object.fromEntries(spec.fields.map((name) => [name, form.elements.namedItem(name) as Control]));
  const touched = new Set<string>();
  let serverErrors: FieldMessages = {};
  let sending = false;

  const values = (): FormValues => Object.fromEntries(spec.fields.map((name) => [name, controls[name].value]));

  const render = () => {
    const current = values();
    const errors = spec.check(current);
    const warnings = spec.warn?.(current);
    for (const name of spec.fields) paintField(controls[name], fieldView(name, { errors, warnings, serverErrors, touched }));
    const valid = Object.keys(errors).length === 0;
    paintButton(form, sending || !valid, sending);
    spec.onRender?.({ valid, sending, values: current });
  };

  const set: LightForm['set'] = (name, value, options = {}) => {
    controls[name].value = value;
    if (options.touch !== false) touched.add(name);
    delete serverErrors[name];
    render();
  };

  const control: LightForm = {
    form,
    values,
    set,
    showFailure: (message) => paintFailure(form, message),
    showServerErrors: (errors) => {
      serverErrors = firstServerErrors(errors, spec.fields);
      render();
    },
    reset: () => {
      form.reset();
      touched.clear();
      serverErrors = {};
      render();
    },
    label: (key) => formLabel(form, key),
  };

  for (const name of spec.fields) {
    const input = controls[name];
    const format = spec.format?.[name];
    input.addEventListener('input', () => {
      if (format) input.value = format(input.value);
      set(name, input.value);
    });
    input.addEventListener('blur', () => {
      touched.add(name);
      render();
    });
  }

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (sending || Object.keys(spec.check(values())).length > 0) return;
    sending = true;
    paintFailure(form, null);
    render();
    const outcome = await withLoadingBar(() => spec.submit(values(), control));
    if (outcome === 'stay') sending = false;
    render();
  });

  // Values typed before this script ran (or restored by the browser) count.
  for (const name of spec.fields) if (controls[name].value) touched.add(name);
  render();
  form.dataset.ready = 'true';
  return control;
}
