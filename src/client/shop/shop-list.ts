// /loja's search, order, category and pages (src/components/shop/ShopList.astro). The page is static and shows the
// first page of the most recent products; any other view is drawn here from the list the page embeds, a search
// (`q`) from GET /api/products?q= (the shop's one matching rule: accents, case and one typo aside, best first), and
// the address (`?q=…&ordem=…&categoria=…&pagina=…`) always says which view is shown, so it can be shared.
import type { Page } from '../../lib/schemas/pagination';
import type { Product } from '../../lib/schemas/product';
import { formatBrl } from '../../lib/money';
import { ratingTexts } from '../../lib/shop/reviews';
import { pageCount } from '../../lib/paging';
import {
  SHOP_PER_PAGE,
  SORT_PARAMS,
  searchApiPath,
  shopEntry,
  viewEntries,
  viewFromSearch,
  viewToSearch,
  type ShopData,
  type ShopEntry,
  type ShopView,
} from '../../lib/shop/shop-filters';
import { lightApi } from '../light-fetch';
import { shopLabel, whenLabelsLoaded } from './shop-labels';

type Parts = {
  form: HTMLFormElement;
  search: HTMLInputElement;
  sort: HTMLSelectElement;
  category: HTMLSelectElement;
  grid: HTMLUListElement;
  template: HTMLTemplateElement;
  count: HTMLElement;
  empty: HTMLElement;
  pager: HTMLElement;
  previous: HTMLAnchorElement;
  next: HTMLAnchorElement;
  status: HTMLElement;
  data: ShopData;
};

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T | null;

function findParts(): Parts | null {
  const ids = ['shop-filters', 'shop-q', 'shop-ordem', 'shop-categoria', 'shop-grid', 'shop-card', 'shop-count', 'shop-empty', 'shop-pager',
    'shop-previous', 'shop-next', 'shop-page-status', 'shop-data'] as const;
  const found = ids.map((id) => byId(id));
  if (found.some((element) => !element)) return null;
  const [form, search, sort, category, grid, template, count, empty, pager, previous, next, status, dataNode] = found as HTMLElement[];
  const data = JSON.parse(dataNode.textContent || '{}') as ShopData;
  return { form, search, sort, category, grid, template, count, empty, pager, previous, next, status, data } as Parts;
}

/** Fills a copy of the card template with one product (texts set as text, never as HTML). */
function card(template: HTMLTemplateElement, entry: ShopEntry): Node {
  const node = (template.content.firstElementChild as HTMLElement).cloneNode(true) as HTMLElement;
  const field = <T extends HTMLElement>(name: string) => node.querySelector(`[data-field="${name}"]`) as T;
  field<HTMLAnchorElement>('link').href = `/loja/${encodeURIComponent(entry.s)}`;
  const image = field<HTMLImageElement>('image');
  if (entry.i) image.src = entry.i;
  image.hidden = !entry.i;
  field('placeholder').hidden = !!entry.i;
  field('sold-out').hidden = entry.a !== 0;
  field('name').textContent = entry.n;
  field('was').hidden = !entry.c;
  field('compare').textContent = entry.c ? formatBrl(entry.c) : '';
  field('price').textContent = formatBrl(entry.p);
  field('from').hidden = entry.d !== 1;
  field('rating').hidden = !entry.r;
  if (entry.r) {
    const texts = ratingTexts(shopLabel, entry.r[0], entry.r[1]);
    field('rating-short').textContent = texts.short;
    field('rating-long').textContent = texts.long;
  }
  node.querySelectorAll<HTMLElement>('[data-t]').forEach((element) => {
    element.textContent = shopLabel(element.dataset.t as string);
  });
  return node;
}

type Shown = { items: ShopEntry[]; total: number; pages: number };

/** Draws a view's products: its cards (unless the built page already shows them), the count, the pager and the form. */
function draw(parts: Parts, view: ShopView, shown: Shown, redraw: boolean): void {
  const { items, total, pages } = shown;
  const page = Math.min(view.page, pages);
  if (redraw) parts.grid.replaceChildren(...items.map((entry) => card(parts.template, entry)));
  parts.count.textContent = shopLabel('shop_count', { count: total });
  parts.empty.textContent = shopLabel('shop_empty');
  parts.empty.hidden = total > 0;
  parts.pager.hidden = pages <= 1;
  parts.previous.hidden = page <= 1;
  parts.previous.href = hrefOf({ ...view, page: page - 1 });
  parts.next.hidden = page >= pages;
  parts.next.href = hrefOf({ ...view, page: page + 1 });
  parts.status.textContent = shopLabel('shop_page_of', { page, pages });
  parts.sort.value = SORT_PARAMS[view.sort];
  parts.category.value = view.category;
  if (document.activeElement !== parts.search) parts.search.value = view.q;
  const search = viewToSearch({ ...view, page });
  if (search !== location.search) history.replaceState(history.state, '', `${location.pathname}${search}${location.hash}`);
}

// The latest view asked for: an answer to an older search is dropped.
let asked = 0;

/** Draws a view: from the embedded list, or, with a search, from the API's page of products found. */
function render(parts: Parts, view: ShopView, redraw: boolean): void {
  const ticket = ++asked;
  if (!view.q) {
    draw(parts, view, viewEntries(parts.data, view), redraw);
    return;
  }
  parts.grid.setAttribute('aria-busy', 'true');
  void lightApi<Page<Product>>('GET', searchApiPath(view)).then((result) => {
    if (ticket !== asked) return;
    parts.grid.removeAttribute('aria-busy');
    if (!result.ok) {
      draw(parts, view, { items: [], total: 0, pages: 1 }, true);
      parts.empty.textContent = shopLabel('search_unavailable');
      return;
    }
    const { data, total } = result.data;
    // A product's rating is the one the page was built with (the API's products do not carry it).
    const rated = new Map(parts.data.items.map((entry) => [entry.s, entry.r]));
    const items = data.map((product) => ({ ...shopEntry(product), ...(rated.get(product.slug) ? { r: rated.get(product.slug) } : {}) }));
    draw(parts, view, { items, total, pages: pageCount(total, SHOP_PER_PAGE) }, true);
  });
}

const hrefOf = (view: ShopView) => `/loja${viewToSearch(view)}`;

/** Starts /loja's list: the view of the address, then the form's changes (back to page 1). */
export function startShopList(): void {
  const parts = findParts();
  if (!parts) return;
  const categories = [...parts.category.options].map((option) => option.value).filter(Boolean);
  const current = () => viewFromSearch(location.search, categories);
  const first = current();
  // The built page shows the default view: drawing it again would only shift the page.
  render(parts, first, viewToSearch(first) !== '');
  // Back to page 1 on any change; the search is sent when it is submitted (Enter) or left changed.
  const formView = () => {
    const search = new URLSearchParams({ q: parts.search.value, ordem: parts.sort.value, categoria: parts.category.value });
    return viewFromSearch(`?${search}`, categories);
  };
  parts.form.addEventListener('change', () => render(parts, formView(), true));
  parts.form.addEventListener('submit', (event) => {
    event.preventDefault();
    render(parts, formView(), true);
  });
  addEventListener('popstate', () => render(parts, current(), true));
  whenLabelsLoaded(() => render(parts, current(), true));
}
