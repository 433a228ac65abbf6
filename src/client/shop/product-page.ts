// The product page (src/components/shop/ProductView.astro): the variant chosen by its options, the quantity with
// minus and plus, "Adicionar ao carrinho", "Comprar pelo WhatsApp" naming the choice, and the shipping quote of that
// choice. The page is static and may be
// older than the stock: it asks the API for the current price and stock when it opens, and never lets a visitor
// put more units in the cart than are available (counting those already there).
import { formatBrl } from '../../lib/money';
import type { Product } from '../../lib/schemas/product';
import { MAX_LINE_QUANTITY, type CartLine } from '../../lib/shop/cart';
import { lineOffer, variantByValues, type LineOffer } from '../../lib/shop/cart-lines';
import { VARIANT_PARAM } from '../../lib/shop/shop-paths';
import { productMessage, whatsappUrl } from '../../lib/whatsapp';
import { $cart, addItem, syncCart } from '../../stores/cart';
import { startDonation } from './donation-form';
import { lightApi } from '../light-fetch';
import { showToast } from '../toast';
import { shopLabel, whenLabelsLoaded } from './shop-labels';
import { mountShippingQuote } from './shipping-quote';

type Offered = Pick<Product, 'id' | 'kind' | 'price_cents' | 'compare_at_cents' | 'stock' | 'available' | 'options' | 'variants'>;
type State = { product: Offered; gone: boolean };
type Parts = {
  selects: HTMLSelectElement[];
  quantity: HTMLInputElement;
  add: HTMLButtonElement;
  stock: HTMLElement;
  now: HTMLElement;
  was: HTMLElement;
  compare: HTMLElement;
  alert: HTMLFormElement;
  /** "Comprar pelo WhatsApp", when the site has a number. */
  whatsapp: HTMLAnchorElement | null;
};

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

/** The chosen offer: the product's own, or the variant of the chosen values; null while a choice is missing. */
function chosenOffer({ product }: State, selects: HTMLSelectElement[]): { offer: LineOffer | null; complete: boolean } {
  if (product.variants.length === 0) return { offer: lineOffer(product, null), complete: true };
  const values = selects.map((select) => select.value);
  if (values.some((value) => value === '')) return { offer: null, complete: false };
  const variant = variantByValues(product, values);
  return { offer: variant ? lineOffer(product, variant.id) : null, complete: true };
}

const lineOf = (state: State, offer: LineOffer | null, quantity: number): CartLine | null =>
  offer ? { product_id: Number(state.product.id), ...(offer.variant ? { variant_id: Number(offer.variant.id) } : {}), quantity } : null;

/** Units of this line already in the cart. */
const inCart = (line: CartLine | null) =>
  line ? ($cart.get().find((item) => item.product_id === line.product_id && (item.variant_id ?? null) === (line.variant_id ?? null))?.quantity ?? 0) : 0;

/** Why nothing can be added now, or the stock note ('' when there is nothing to say); only a choice to make is no warning. */
function note(state: State, offer: LineOffer | null, complete: boolean, room: number): { text: string; blocked: boolean } {
  if (state.gone) return { text: shopLabel('shop_product_gone'), blocked: true };
  if (!complete) return { text: shopLabel('shop_choose_options'), blocked: true };
  if (!offer) return { text: shopLabel('shop_combination_missing'), blocked: true };
  if (offer.stock === 0) return { text: shopLabel('shop_sold_out'), blocked: true };
  if (room <= 0) return { text: shopLabel('shop_all_in_cart'), blocked: true };
  if (offer.stock !== null && offer.stock <= 5) {
    return { text: offer.stock === 1 ? shopLabel('shop_stock_one') : shopLabel('shop_stock_left', { n: offer.stock }), blocked: false };
  }
  return { text: '', blocked: false };
}

let alertBound = false;
let alertVariant: string | null = null;

/**
 * "Avise-me quando chegar" under a sold-out choice (`offer`), hidden otherwise; its code is fetched the first time it
 * shows (most product pages never need it) and sends the variant chosen at that moment.
 */
function showAlert(state: State, form: HTMLFormElement, offer: LineOffer | null): void {
  form.hidden = !offer;
  if (!offer) return;
  const variant = offer.variant?.id ?? null;
  // Another sold-out choice: the last one's "Pronto!" no longer applies.
  if (variant !== alertVariant) (form.querySelector('[data-role="done"]') as HTMLElement).textContent = '';
  alertVariant = variant;
  if (alertBound) return;
  alertBound = true;
  void import('./stock-alert-form').then(({ bindStockAlert }) => bindStockAlert(form, state.product.id, () => alertVariant));
}

/** Points "Comprar pelo WhatsApp" at a message naming the product, the options chosen so far and its address. */
function updateWhatsapp({ product }: State, parts: Parts): void {
  const link = parts.whatsapp;
  if (!link) return;
  const { number = '', name = '', url = '' } = link.dataset;
  const chosen = product.options.map((option, i) => [option, parts.selects[i]?.value ?? ''] as const);
  link.href = whatsappUrl(number, productMessage(shopLabel('whatsapp_buy_message'), name, chosen, url));
}

/** Draws the price, the stock note, the quantity's bounds and the button for the current choice. */
function update(state: State, parts: Parts): void {
  const { offer, complete } = chosenOffer(state, parts.selects);
  const price = offer?.unit_price_cents ?? state.product.price_cents;
  parts.now.textContent = formatBrl(price);
  const compare = state.product.compare_at_cents;
  parts.was.hidden = !(compare && compare > price);
  parts.compare.textContent = compare ? formatBrl(compare) : '';
  const room = offer ? Math.min(MAX_LINE_QUANTITY, offer.stock ?? MAX_LINE_QUANTITY) - inCart(lineOf(state, offer, 1)) : 0;
  const { text, blocked } = note(state, offer, complete, room);
  parts.stock.textContent = text;
  parts.stock.hidden = text === '';
  parts.stock.classList.toggle('is-info', !complete && !state.gone);
  parts.add.disabled = blocked;
  showAlert(state, parts.alert, offer?.stock === 0 && !state.gone ? offer : null);
  parts.quantity.max = String(Math.max(1, room));
  const wanted = Math.floor(Number(parts.quantity.value)) || 1;
  parts.quantity.value = String(Math.min(Math.max(1, wanted), Math.max(1, room)));
  updateWhatsapp(state, parts);
}

/** Asks the API for the current price, options and stock; a product gone or unpublished can no longer be added. */
async function refresh(state: State, parts: Parts): Promise<void> {
  const result = await lightApi<Product>('GET', `/api/products/${state.product.id}`);
  if (result.ok) state.product = result.data;
  else if (result.error.status === 404) state.gone = true;
  update(state, parts);
}

function bindBuying(state: State, parts: Parts, form: HTMLFormElement): void {
  form.addEventListener('change', () => update(state, parts));
  form.querySelectorAll<HTMLButtonElement>('[data-step]').forEach((button) => {
    button.addEventListener('click', () => {
      parts.quantity.value = String((Math.floor(Number(parts.quantity.value)) || 1) + Number(button.dataset.step));
      update(state, parts);
    });
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    update(state, parts);
    const line = lineOf(state, chosenOffer(state, parts.selects).offer, Number(parts.quantity.value));
    if (!line || parts.add.disabled) return;
    addItem(line);
    byId('product-added-text').textContent = shopLabel('shop_added');
    byId('product-cart-link').hidden = false;
    showToast(shopLabel('shop_added'));
    parts.quantity.value = '1';
    update(state, parts);
  });
  addEventListener('vitrine:cart', () => update(state, parts));
  // Another tab may have changed the cart meanwhile.
  addEventListener('pageshow', syncCart);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && syncCart());
}

/** Chooses the options of the variant the address names, when it names one of this product's. */
function presetVariant({ product }: State, parts: Parts): void {
  const id = new URLSearchParams(location.search).get(VARIANT_PARAM);
  const variant = product.variants.find((item) => item.id === id);
  if (variant) parts.selects.forEach((select, i) => (select.value = variant.option_values[i] ?? ''));
}

/** Starts the product page: the choice from the built data, then the API's current data, and the quote widget. */
export function startProductPage(): void {
  const form = document.getElementById('product-buy') as HTMLFormElement | null;
  const data = document.getElementById('product-data');
  if (!form || !data) return;
  const state: State = { product: JSON.parse(data.textContent || '{}') as Offered, gone: false };
  // A donation: its amount instead of options and quantity, nothing to ship.
  if (state.product.kind === 'donation') return startDonation(form, state.product);
  const parts: Parts = {
    selects: [...form.querySelectorAll<HTMLSelectElement>('select[data-option]')],
    quantity: byId('product-quantity'),
    add: byId('product-add'),
    stock: byId('product-stock'),
    now: byId('product-now'),
    was: byId('product-was'),
    compare: byId('product-compare'),
    alert: byId('product-alert'),
    whatsapp: document.getElementById('product-whatsapp') as HTMLAnchorElement | null,
  };
  bindBuying(state, parts, form);
  presetVariant(state, parts);
  update(state, parts);
  // Another language's message once its labels arrive.
  if (parts.whatsapp) whenLabelsLoaded(() => updateWhatsapp(state, parts));
  void refresh(state, parts);
  const quote = byId('product-quote');
  // Shipping depends on the product's size and weight, not on the variant: before a choice, the first variant's quote.
  const firstVariant = () => state.product.variants[0]?.id;
  mountShippingQuote(quote, {
    selectable: false,
    items: () => {
      const quantity = Number(parts.quantity.value) || 1;
      const chosen = lineOf(state, chosenOffer(state, parts.selects).offer, quantity);
      const variant = firstVariant();
      return [chosen ?? { product_id: Number(state.product.id), ...(variant ? { variant_id: Number(variant) } : {}), quantity }];
    },
  });
}
