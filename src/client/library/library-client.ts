import { filterEntries, filtersFromSearch, filtersToSearch, hasFilters, type LibraryEntry, type MediaFilters } from '../../lib/library-filters';
import { $mediaFilters, clearMediaFilters, replaceMediaFilters, setMediaFilter } from '../../stores/media-filters';

type LibraryData = { items: LibraryEntry[]; labels: Record<string, string>; first: number };
type Fields = Record<keyof MediaFilters, HTMLInputElement | HTMLSelectElement>;

declare global {
  interface Window {
    /** The labels of a language other than PT, loaded by LocaleScript (absent for plain PT). */
    __vitrineLabels?: Promise<Record<string, string> | null>;
  }
}

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T | null;

/** Fills a copy of the card template with one item (texts set as text, never as HTML). */
function card(template: HTMLTemplateElement, entry: LibraryEntry, label: (key: string) => string): Node {
  const node = (template.content.firstElementChild as HTMLElement).cloneNode(true) as HTMLElement;
  const field = <T extends HTMLElement>(name: string) => node.querySelector(`[data-field="${name}"]`) as T;
  field<HTMLAnchorElement>('link').href = `/biblioteca/${encodeURIComponent(entry.s)}`;
  const cover = field<HTMLImageElement>('cover');
  if (entry.c) cover.src = entry.c;
  cover.hidden = !entry.c;
  field('placeholder').hidden = !!entry.c;
  field('media').textContent = label(`media_type_${entry.m}`);
  field('type').textContent = label(`publication_type_${entry.p}`);
  field('year').textContent = entry.y ? String(entry.y) : '';
  field('year').hidden = !entry.y;
  field('title').textContent = entry.t;
  field('authors').textContent = entry.a ?? '';
  field('authors').hidden = !entry.a;
  return node;
}

/** The page's parts the filters draw into, and the state they keep (labels, how many cards are shown). */
type View = {
  grid: HTMLUListElement;
  template: HTMLTemplateElement;
  count: HTMLElement;
  empty: HTMLElement;
  more: HTMLButtonElement;
  fields: Fields;
  data: LibraryData;
  labels: Record<string, string>;
  limit: number;
};

/** The page's parts, or null when the page is not /biblioteca's list. */
function findView(): (View & { form: HTMLFormElement }) | null {
  const form = byId<HTMLFormElement>('library-filters');
  const grid = byId<HTMLUListElement>('library-grid');
  const template = byId<HTMLTemplateElement>('library-card');
  const dataNode = byId('library-data');
  const count = byId('library-count');
  const empty = byId('library-empty');
  const more = byId<HTMLButtonElement>('library-more');
  if (!form || !grid || !template || !dataNode || !count || !empty || !more) return null;
  const data = JSON.parse(dataNode.textContent ?? '{}') as LibraryData;
  const fields = form.elements as unknown as Fields;
  return { form, grid, template, count, empty, more, fields, data, labels: data.labels, limit: data.first };
}

/** Draws the cards that pass the filters (up to the limit), the count, the empty note, and the form's values. */
function render(view: View, filters: MediaFilters): void {
  const label = (key: string) => view.labels[key] ?? key;
  const found = filterEntries(view.data.items, filters);
  view.grid.replaceChildren(...found.slice(0, view.limit).map((entry) => card(view.template, entry, label)));
  view.empty.hidden = found.length > 0;
  view.more.hidden = found.length <= view.limit;
  view.count.textContent = label('library_count').replace('{count}', String(found.length));
  for (const name of Object.keys(filters) as (keyof MediaFilters)[]) {
    const input = view.fields[name];
    if (input && input !== document.activeElement && input.value !== filters[name]) input.value = filters[name];
  }
}

/** Form changes go to the store (the text after a short pause); reset clears it. */
function bindForm(form: HTMLFormElement, view: View): void {
  let typing: ReturnType<typeof setTimeout> | undefined;
  form.addEventListener('input', (event) => {
    const target = event.target as HTMLInputElement | HTMLSelectElement;
    const name = target.name as keyof MediaFilters;
    if (!(name in view.fields)) return;
    view.limit = view.data.first;
    clearTimeout(typing);
    if (target instanceof HTMLInputElement) typing = setTimeout(() => setMediaFilter(name, target.value), 150);
    else setMediaFilter(name, target.value);
  });
  form.addEventListener('submit', (event) => event.preventDefault());
  form.addEventListener('reset', (event) => {
    event.preventDefault();
    view.limit = view.data.first;
    for (const input of Object.values(view.fields)) if (input instanceof HTMLElement) input.value = '';
    clearMediaFilters();
  });
}

/**
 * /biblioteca's filters: the form, the `media_filters` store and the address's query stay in step, and the grid
 * shows the items of the embedded list that pass the filters (first 24, then "Mostrar mais").
 */
export function startLibraryFilters(): void {
  const view = findView();
  if (!view) return;
  replaceMediaFilters(filtersFromSearch(location.search));
  // Without filters the built page already shows the first cards: drawing them again would shift the page.
  let built = true;
  $mediaFilters.subscribe((filters) => {
    if (!(built && !hasFilters(filters))) render(view, filters);
    built = false;
    const search = filtersToSearch(filters);
    if (search !== location.search) history.replaceState(history.state, '', `${location.pathname}${search}${location.hash}`);
  });
  bindForm(view.form, view);
  view.more.addEventListener('click', () => {
    view.limit += view.data.first;
    render(view, $mediaFilters.get());
  });
  addEventListener('popstate', () => replaceMediaFilters(filtersFromSearch(location.search)));
  // Another language: the cards drawn here take its type names once LocaleScript has loaded them.
  void window.__vitrineLabels?.then((loaded) => {
    if (!loaded) return;
    view.labels = { ...view.labels, ...loaded };
    render(view, $mediaFilters.get());
  });
}
