// /busca (src/components/search/SiteSearch.astro): reads `q` from the address, loads Pagefind's script and index
// (written by the build under /pagefind/) only then, and lists the results grouped by kind (src/lib/site-search.ts),
// each a link with its title and the excerpt Pagefind marks. Texts come from the page's labels, in the visitor's
// language once it has loaded (shop-labels.ts); excerpts are read as text, only their <mark> kept.
import { groupByKind, type SearchHit } from '../lib/site-search';
import { shopLabel, whenLabelsLoaded } from './shop/shop-labels';

/** How many results are read and shown (the best ones, by Pagefind's rank). */
export const SHOWN_RESULTS = 50;

type PagefindData = { url: string; excerpt: string; meta: Record<string, string | undefined> };
type Pagefind = {
  options: (options: Record<string, unknown>) => Promise<void>;
  search: (q: string) => Promise<{ results: { data: () => Promise<PagefindData> }[] } | null>;
};

// Kept in a variable so the bundler leaves the import to the browser: the file exists only in a build.
const PAGEFIND_URL = '/pagefind/pagefind.js';
let loading: Promise<Pagefind> | null = null;
const loadPagefind = () => {
  loading ??= import(/* @vite-ignore */ PAGEFIND_URL).then(async (module: Pagefind) => {
    await module.options({ excerptLength: 24 });
    return module;
  });
  return loading;
};

/** The results of a search, best first, at most SHOWN_RESULTS. */
async function find(q: string): Promise<SearchHit[]> {
  const pagefind = await loadPagefind();
  const search = await pagefind.search(q);
  const data = await Promise.all((search?.results ?? []).slice(0, SHOWN_RESULTS).map((result) => result.data()));
  return data.map((item) => ({ url: item.url, title: item.meta.title ?? item.url, excerpt: item.excerpt, kind: item.meta.kind ?? '' }));
}

/** The excerpt's text with its <mark> elements: anything else Pagefind's HTML holds is written as text. */
function excerptNodes(html: string): Node[] {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  return [...parsed.body.childNodes].map((node) => {
    if (node.nodeName !== 'MARK') return document.createTextNode(node.textContent ?? '');
    const mark = document.createElement('mark');
    mark.textContent = node.textContent;
    return mark;
  });
}

function hitItem(hit: SearchHit): HTMLLIElement {
  const item = document.createElement('li');
  item.className = 'site-search-hit';
  const link = document.createElement('a');
  link.href = hit.url;
  link.textContent = hit.title;
  const excerpt = document.createElement('p');
  excerpt.append(...excerptNodes(hit.excerpt));
  item.append(link, excerpt);
  return item;
}

/** Draws the groups: a heading per kind and its list; ids tie each list to its heading. */
function drawResults(container: HTMLElement, hits: SearchHit[]): void {
  container.replaceChildren(
    ...groupByKind(hits).map(({ kind, hits: list }) => {
      const section = document.createElement('section');
      section.className = 'site-search-group';
      section.setAttribute('aria-labelledby', `search-kind-${kind || 'other'}`);
      const heading = document.createElement('h2');
      heading.id = `search-kind-${kind || 'other'}`;
      heading.textContent = kind ? shopLabel(`search_kind_${kind}`) : '';
      const items = document.createElement('ul');
      items.append(...list.map(hitItem));
      section.append(heading, items);
      return section;
    }),
  );
}

/** Starts /busca: the search in the address, drawn again when the visitor's language arrives. */
export function startSiteSearch(): void {
  const input = document.getElementById('search-q') as HTMLInputElement | null;
  const status = document.getElementById('search-status');
  const results = document.getElementById('search-results');
  if (!input || !status || !results) return;
  const q = (new URLSearchParams(location.search).get('q') ?? '').trim().slice(0, 100);
  input.value = q;
  let state: { hits: SearchHit[] } | 'loading' | 'failed' | null = null;
  const draw = () => {
    if (!q) status.textContent = shopLabel('search_type_something');
    else if (state === 'loading') status.textContent = shopLabel('search_loading');
    else if (state === 'failed') status.textContent = shopLabel('search_unavailable');
    else if (state) {
      status.textContent = state.hits.length
        ? `${shopLabel('search_results_for', { q })} · ${shopLabel('search_count', { count: state.hits.length })}`
        : shopLabel('search_none', { q });
      drawResults(results, state.hits);
    }
  };
  whenLabelsLoaded(draw);
  if (!q) {
    draw();
    input.focus();
    return;
  }
  state = 'loading';
  draw();
  find(q).then(
    (hits) => {
      state = { hits };
      draw();
    },
    (error: unknown) => {
      console.error('Site search:', error);
      state = 'failed';
      draw();
    },
  );
}
