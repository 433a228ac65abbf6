// A donation's product page (src/components/shop/ProductView.astro): the suggested amounts are buttons that fill the
// amount, the amount is typed in reais and checked against the donation's minimum (its price; the server checks it
// again), and "Doar" puts the donation in the cart: one line per donation, whose amount the last gift replaces.
import { formatBrl, formatDecimal, parseBrl } from '../../lib/money';
import { MAX_ORDER_TOTAL_CENTS } from '../../lib/shop/cart';
import { addItem } from '../../stores/cart';
import { lightApi } from '../light-fetch';
import { showToast } from '../toast';
import { shopLabel } from './shop-labels';

type Donation = { id: string; price_cents: number };

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

/** Why an amount typed cannot be given, or '' when it can: not an amount, or below the minimum. */
function amountProblem(amount: number | null, minimum: number): string {
  if (amount === null || Number.isNaN(amount) || amount > MAX_ORDER_TOTAL_CENTS) return shopLabel('shop_donation_invalid');
  return amount < minimum ? shopLabel('shop_donation_below', { amount: formatBrl(minimum) }) : '';
}

/** Binds the donation's form; the minimum is read again from the API (the page is static and may be older). */
export function startDonation(form: HTMLFormElement, donation: Donation): void {
  const input = byId<HTMLInputElement>('product-amount');
  const error = byId('product-amount-error');
  const add = byId<HTMLButtonElement>('product-add');
  const choices = [...form.querySelectorAll<HTMLButtonElement>('[data-amount]')];
  let minimum = donation.price_cents;
  const press = (amount: number | null) => choices.forEach((button) => button.setAttribute('aria-pressed', String(Number(button.dataset.amount) === amount)));
  const show = (message: string) => {
    error.textContent = message;
    error.hidden = message === '';
    input.setAttribute('aria-invalid', String(message !== ''));
    input.setAttribute('aria-describedby', message ? 'product-amount-hint product-amount-error' : 'product-amount-hint');
  };
  for (const button of choices) {
    button.addEventListener('click', () => {
      input.value = formatDecimal(Number(button.dataset.amount));
      press(Number(button.dataset.amount));
      show('');
    });
  }
  input.addEventListener('input', () => {
    press(parseBrl(input.value));
    show('');
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const amount = parseBrl(input.value);
    const problem = amountProblem(amount, minimum);
    show(problem);
    if (problem) return input.focus();
    addItem({ product_id: Number(donation.id), quantity: 1, amount_cents: amount as number });
    byId('product-added-text').textContent = shopLabel('shop_donation_added');
    byId('product-cart-link').hidden = false;
    showToast(shopLabel('shop_donation_added'));
  });
  add.disabled = false;
  void lightApi<Donation>('GET', `/api/products/${donation.id}`).then((result) => {
    if (result.ok) {
      minimum = result.data.price_cents;
      byId('product-now').textContent = formatBrl(minimum);
    } else if (result.error.status === 404) {
      add.disabled = true;
      show(shopLabel('shop_product_gone'));
    }
  });
}
