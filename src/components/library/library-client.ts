import { filterEntries, filtersFromSearch, filtersToSearch, type LibraryEntry, type MediaFilters } from '../../lib/library-filters';
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

/**
 * /biblioteca's filters: the form, the `media_filters` store and the address's query stay in step, and the grid
 * shows the items of the embedded list that pass the filters (first 24, then "Mostrar mais").
 */
export function startLibraryFilters(): void {
  const form = byId<HTMLFormElement>('library-filters');
  const grid = byId<HTMLUListElement>('library-grid');
  const template = byId<HTMLTemplateElement>('library-card');
  const dataNode = byId('library-data');
  const count = byId('library-count');
  const empty = byId('library-empty');
  const more = byId<HTMLButtonElement>('library-more');
  if (!form || !grid || !template || !dataNode || !count || !empty || !more) return;
  const data = JSON.parse(dataNode.textContent ?? '{}') as LibraryData;
  let labels = data.labels;
  const label = (key: string) => labels[key] ?? key;
  const fields = form.elements as unknown as Fields;
  let limit = data.first;

  const render = (filters: MediaFilters) => {
    const found = filterEntries(data.items, filters);
    grid.replaceChildren(...found.slice(0, limit).map((entry) => card(template, entry, label)));
    empty.hidden = found.length > 0;
    more.hidden = found.length <= limit;
    count.textContent = label('library_count').replace('{count}', String(found.length));
    for (const name of Object.keys(filters) as (keyof MediaFilters)[]) {
      const input = fields[name];
      if (input && input !== document.activeElement && input.value !== filters[name]) input.value = filters[name];
    }
  };

  replaceMediaFilters(filtersFromSearch(location.search));
  $mediaFilters.subscribe((filters) => {
    render(filters);
    const search = filtersToSearch(filters);
    if (search !== location.search) history.replaceState(history.state, '', `${location.pathname}${search}${location.hash}`);
  });

  let typing: ReturnType<typeof setTimeout> | undefined;
  form.addEventListener('input', (event) => {
    const target = event.target as HTMLInputElement | HTMLSelectElement;
    const name = target.name as keyof MediaFilters;
    if (!(name in fields)) return;
    limit = data.first;
    clearTimeout(typing);
    if (target instanceof HTMLInputElement) typing = setTimeout(() => setMediaFilter(name, target.value), 150);
    else setMediaFilter(name, target.value);
  });
  form.addEventListener('submit', (event) => event.preventDefault());
  form.addEventListener('reset', (event) => {
    event.preventDefault();
    limit = data.first;
    for (const input of Object.values(fields)) if (input instanceof HTMLElement) input.value = '';
    clearMediaFilters();
  });
  more.addEventListener('click', () => {
    limit += data.first;
    render($mediaFilters.get());
  });
  addEventListener('popstate', () => replaceMediaFilters(filtersFromSearch(location.search)));
  // Another language: the cards drawn here take its type names once LocaleScript has loaded them.
  void window.__vitrineLabels?.then((loaded) => {
    if (!loaded) return;
    labels = { ...labels, ...loaded };
    render($mediaFilters.get());
  });
}
