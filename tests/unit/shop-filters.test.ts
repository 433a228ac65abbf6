import { describe, expect, it } from 'vitest';
import { cartLinkLabel } from '../../src/client/shop/cart-badge';
import { DEFAULT_VIEW, searchApiPath, viewEntries, viewFromSearch, viewToSearch, type ShopData, type ShopEntry } from '../../src/lib/shop/shop-filters';

const CATEGORIES = ['livros', 'canecas'];

describe.each([
  ['', DEFAULT_VIEW],
  ['?ordem=alfabetica&categoria=livros&pagina=2', { sort: 'alpha', category: 'livros', page: 2, q: '' }],
  ['?ordem=mais-vendidos', { sort: 'best', category: '', page: 1, q: '' }],
  ['?q=+c%C3%ADlios+&pagina=2', { sort: 'recent', category: '', page: 2, q: 'cílios' }],
  [`?q=${'a'.repeat(120)}`, { ...DEFAULT_VIEW, q: 'a'.repeat(100) }],
  ['?ordem=recentes', DEFAULT_VIEW],
  ['?ordem=preco&categoria=camisetas&pagina=0', DEFAULT_VIEW],
  ['?pagina=-3', DEFAULT_VIEW],
  ['?pagina=1.5', DEFAULT_VIEW],
  ['?pagina=99999', DEFAULT_VIEW],
  ['?categoria=CANECAS', DEFAULT_VIEW],
])('viewFromSearch(%j)', (search, expected) => {
  it('reads the known values and falls back for the others', () => {
    expect(viewFromSearch(search, CATEGORIES)).toEqual(expected);
  });
});

describe.each([
  [DEFAULT_VIEW, ''],
  [{ sort: 'best', category: '', page: 1, q: '' }, '?ordem=mais-vendidos'],
  [{ sort: 'recent', category: 'canecas', page: 3, q: '' }, '?categoria=canecas&pagina=3'],
  [{ sort: 'alpha', category: 'livros', page: 2, q: '' }, '?ordem=alfabetica&categoria=livros&pagina=2'],
  [{ sort: 'alpha', category: '', page: 1, q: '100% algodão' }, '?q=100%25+algod%C3%A3o&ordem=alfabetica'],
] as const)('viewToSearch(%j)', (view, expected) => {
  it(`is ${JSON.stringify(expected)} and reads back as the same view`, () => {
    expect(viewToSearch(view)).toBe(expected);
    expect(viewFromSearch(expected, CATEGORIES)).toEqual(view);
  });
});

describe('searchApiPath', () => {
  it("asks GET /api/products for the view's search, order, category and page", () => {
    expect(searchApiPath({ sort: 'alpha', category: 'livros', page: 2, q: 'cílios' })).toBe(
      '/api/products?q=c%C3%ADlios&sort=alpha&page=2&per_page=24&category=livros',
    );
    expect(searchApiPath({ ...DEFAULT_VIEW, q: 'a&b' }, 5)).toBe('/api/products?q=a%26b&sort=recent&page=1&per_page=5');
  });
});

const entry = (n: string, k: string | null): ShopEntry => ({ s: n.toLowerCase(), n, p: 100, c: null, i: null, a: 1, k });
// Most recent first: Zine, Atlas, Caneca, Bloco; alphabetical: Atlas, Bloco, Caneca, Zine.
const DATA: ShopData = {
  items: [entry('Zine', 'livros'), entry('Atlas', 'livros'), entry('Caneca', 'canecas'), entry('Bloco', 'livros')],
  order: { best: [0, 1, 2, 3], alpha: [1, 3, 2, 0] },
};
const names = (view: Parameters<typeof viewEntries>[1], perPage = 2) => {
  const { items, total, pages } = viewEntries(DATA, view, perPage);
  return { names: items.map((item) => item.n), total, pages };
};

describe.each([
  [{ sort: 'recent', category: '', page: 1, q: '' }, { names: ['Zine', 'Atlas'], total: 4, pages: 2 }],
  [{ sort: 'recent', category: '', page: 2, q: '' }, { names: ['Caneca', 'Bloco'], total: 4, pages: 2 }],
  [{ sort: 'alpha', category: '', page: 1, q: '' }, { names: ['Atlas', 'Bloco'], total: 4, pages: 2 }],
  [{ sort: 'alpha', category: 'livros', page: 2, q: '' }, { names: ['Zine'], total: 3, pages: 2 }],
  [{ sort: 'recent', category: 'canecas', page: 5, q: '' }, { names: ['Caneca'], total: 1, pages: 1 }],
  [{ sort: 'best', category: 'camisetas', page: 1, q: '' }, { names: [], total: 0, pages: 1 }],
] as const)('viewEntries(%j)', (view, expected) => {
  it('gives the page of the order and category (a page past the last is the last)', () => {
    expect(names(view)).toEqual(expected);
  });
});

const LABELS = { shop_cart_link_empty: 'Carrinho, vazio', shop_cart_link_one: 'Carrinho, 1 item', shop_cart_link_count: 'Carrinho, {count} itens' };
describe.each([
  [0, 'Carrinho, vazio'],
  [1, 'Carrinho, 1 item'],
  [3, 'Carrinho, 3 itens'],
  [120, 'Carrinho, 120 itens'],
])('cartLinkLabel(%i)', (units, expected) => {
  it(`is ${expected}`, () => expect(cartLinkLabel(units, LABELS)).toBe(expected));
});
