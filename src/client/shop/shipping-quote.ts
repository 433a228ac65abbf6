// The shipping quote by CEP, one widget for the product page (the chosen item) and the cart page (the whole cart,
// with the option to choose kept in $selectedShipping). It builds its own form: the CEP masked 00000-000, kept in
// the `postal_code` cookie, and the options POST /api/shipping/quote answers.
import { maskCep, onlyDigits } from '../../lib/digits';
import { formatBrl } from '../../lib/money';
import type { CartLine } from '../../lib/shop/cart';
import { shippingLabel } from '../../lib/shop/melhorenvio';
import type { ShippingOption, ShippingQuote } from '../../lib/shop/quote-input';
import { $postalCode, $selectedShipping, setPostalCode } from '../../stores/cart';
import { lightApi } from '../light-fetch';
import { shopLabel, whenLabelsLoaded } from './shop-labels';

/** What a page gives the widget: the lines to quote now, and whether the visitor chooses an option (the cart). */
export type QuoteWidgetOptions = { items: () => CartLine[]; selectable: boolean };

/** What a page may ask of a mounted widget. */
export type QuoteWidget = { requote: () => void; destroy: () => void };

let widgets = 0;

function el<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}): HTMLElementTagNameMap[K] {
  const node: HTMLElementTagNameMap[K] = document.createElement(tag);
  Object.assign(node, props);
  return node;
}

/** "3 dias úteis", "1 dia útil", "no mesmo dia". */
const daysText = (days: number) =>
  days <= 0 ? shopLabel('shop_quote_same_day') : days === 1 ? shopLabel('shop_quote_day') : shopLabel('shop_quote_days', { days });

function optionRow(option: ShippingOption, index: number, prefix: string, selectable: boolean): HTMLElement {
  const price = option.price_cents === 0 ? shopLabel('shop_quote_free') : formatBrl(option.price_cents);
  const text = el('span', { className: 'quote-option-text' });
  text.append(el('strong', { textContent: shippingLabel(option) }), ` — ${daysText(option.days)} `, el('span', { className: 'quote-option-price', textContent: price }));
  const row = el('li', { className: 'quote-option' });
  if (!selectable) {
    row.append(text);
    return row;
  }
  const radio = el('input', { type: 'radio', name: `${prefix}-option`, id: `${prefix}-option-${index}`, value: option.service });
  radio.checked = $selectedShipping.get()?.service === option.service;
  radio.addEventListener('change', () => $selectedShipping.set({ service: option.service, name: option.name, price_cents: option.price_cents, days: option.days }));
  const label = el('label', { htmlFor: radio.id });
  label.append(text);
  row.append(radio, label);
  return row;
}

/** Keeps the chosen option when the new quote still offers it (at its new price), else forgets it. */
function keepChoice(options: ShippingOption[]): void {
  const chosen = $selectedShipping.get();
  const still = chosen && options.find((option) => option.service === chosen.service);
  $selectedShipping.set(still ? { service: still.service, name: still.name, price_cents: still.price_cents, days: still.days } : null);
}

type Parts = { form: HTMLFormElement; label: HTMLLabelElement; input: HTMLInputElement; submit: HTMLButtonElement; status: HTMLElement; list: HTMLUListElement };

/** The widget's form: the CEP field with its button, the status line and the options' list. */
function buildForm(prefix: string): Parts {
  const form = el('form', { className: 'quote-form', noValidate: true });
  const field = el('div', { className: 'field' });
  const label = el('label', { htmlFor: `${prefix}-cep`, textContent: shopLabel('shop_quote_cep') });
  const row = el('div', { className: 'quote-row' });
  const input = el('input', { id: `${prefix}-cep`, type: 'text', inputMode: 'numeric', autocomplete: 'postal-code', maxLength: 9, placeholder: '00000-000', value: maskCep($postalCode.get()) });
  input.setAttribute('aria-describedby', `${prefix}-status`);
  const submit = el('button', { type: 'submit', className: 'btn btn-secondary', textContent: shopLabel('shop_quote_submit') });
  row.append(input, submit);
  field.append(label, row);
  const status = el('p', { className: 'quote-status', id: `${prefix}-status` });
  status.setAttribute('role', 'status');
  const list = el('ul', { className: 'quote-options' });
  list.setAttribute('aria-label', shopLabel('shop_quote_options'));
  list.hidden = true;
  form.append(field, status, list);
  input.addEventListener('input', () => {
    input.value = maskCep(input.value);
  });
  whenLabelsLoaded(() => {
    label.textContent = shopLabel('shop_quote_cep');
    submit.textContent = shopLabel('shop_quote_submit');
    list.setAttribute('aria-label', shopLabel('shop_quote_options'));
  });
  return { form, label, input, submit, status, list };
}

/** A status line: a note, a failure, or a CEP refused (the field is marked invalid). */
function say({ status, input }: Parts, text: string, kind: 'info' | 'error' | 'invalid' = 'info'): void {
  status.textContent = text;
  status.classList.toggle('quote-error', kind !== 'info');
  input.setAttribute('aria-invalid', String(kind === 'invalid'));
}

/** The options of a quote (radios to choose one on the cart page), and its note: none offered, or the table's estimate. */
function showQuote(parts: Parts, prefix: string, quote: ShippingQuote, selectable: boolean): void {
  parts.list.replaceChildren(...quote.options.map((option, i) => optionRow(option, i, prefix, selectable)));
  parts.list.hidden = quote.options.length === 0;
  say(parts, quote.options.length === 0 ? shopLabel('shop_quote_none') : quote.fallback ? shopLabel('shop_quote_fallback') : '');
  if (selectable) keepChoice(quote.options);
}

/** Builds the widget inside `root`; on the cart page it quotes the stored CEP at once. */
export function mountShippingQuote(root: HTMLElement, options: QuoteWidgetOptions): QuoteWidget {
  const prefix = `quote-${++widgets}`;
  const parts = buildForm(prefix);
  const { input, submit } = parts;
  root.replaceChildren(parts.form);
  let sequence = 0;
  const quote = async () => {
    const cep = onlyDigits(input.value);
    const items = options.items();
    if (cep.length !== 8) return say(parts, shopLabel('shop_quote_cep_invalid'), 'invalid');
    if (items.length === 0) return;
    setPostalCode(cep);
    const mine = ++sequence;
    say(parts, shopLabel('shop_quote_loading'));
    submit.disabled = true;
    const result = await lightApi<ShippingQuote>('POST', '/api/shipping/quote', { postal_code: cep, items });
    if (mine !== sequence) return;
    submit.disabled = false;
    parts.list.hidden = !result.ok;
    if (result.ok) return showQuote(parts, prefix, result.data, options.selectable);
    const cepError = result.error.errors?.postal_code?.[0];
    if (cepError) return say(parts, cepError, 'invalid');
    say(parts, result.error.status === 429 ? result.error.message : shopLabel('shop_quote_error'), 'error');
  };
  parts.form.addEventListener('submit', (event) => {
    event.preventDefault();
    void quote();
  });
  if (options.selectable && $postalCode.get().length === 8) void quote();
  return {
    // After the cart changed: quote again the CEP already quoted (not one half typed).
    requote: () => {
      if ($postalCode.get().length === 8 && $postalCode.get() === onlyDigits(input.value)) void quote();
    },
    destroy: () => {
      sequence += 1;
      root.replaceChildren();
    },
  };
}
