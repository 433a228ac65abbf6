import { beforeEach, describe, expect, it } from 'vitest';
import {
  EMPTY_FILTERS,
  filterEntries,
  filtersFromSearch,
  filtersToSearch,
  hasFilters,
  type LibraryEntry,
  type MediaFilters,
} from '../../src/lib/library-filters';
import { $mediaFilters, clearMediaFilters, replaceMediaFilters, setMediaFilter } from '../../src/stores/media-filters';

const entries: LibraryEntry[] = [
  { s: 'mapa', t: 'Mapa Histórico da Cidade', p: 'mapa', m: 'imagem', y: 1998, a: 'Ana Lima', c: null },
  { s: 'tese', t: 'Tese sobre o Rio', p: 'tese', m: 'documento', y: 2010, a: 'João Souza; Ana Lima', c: null },
  { s: 'video', t: 'Oficina de Vídeo', p: 'video', m: 'video', y: 2010, a: null, c: '/demo/a.svg' },
  { s: 'sem-ano', t: 'Cartilha sem ano', p: 'cartilha', m: 'documento', y: null, a: null, c: null },
];
const slugs = (filters: Partial<MediaFilters>) => filterEntries(entries, { ...EMPTY_FILTERS, ...filters }).map((e) => e.s);

describe('filterEntries', () => {
  it.each([
    [{}, ['mapa', 'tese', 'video', 'sem-ano']],
    [{ publication_type: 'tese' }, ['tese']],
    [{ media_type: 'documento' }, ['tese', 'sem-ano']],
    [{ year: '2010' }, ['tese', 'video']],
    [{ year: '2010', media_type: 'video' }, ['video']],
    [{ q: 'ana lima' }, ['mapa', 'tese']],
    [{ q: 'VIDEO' }, ['video']],
    [{ q: 'historico cidade' }, ['mapa']],
    [{ q: 'joão' }, ['tese']],
    [{ q: 'nada disso' }, []],
    [{ q: 'rio', year: '1998' }, []],
  ])('with %j keeps %j', (filters, expected) => {
    expect(slugs(filters)).toEqual(expected);
  });
});

describe('filters and the address', () => {
  it.each([
    ['', EMPTY_FILTERS],
    ['?tipo=livro&midia=video&ano=2020&q=rio+doce', { publication_type: 'livro', media_type: 'video', year: '2020', q: 'rio doce' }],
    ['?tipo=romance&midia=cd&ano=98&q=%20', EMPTY_FILTERS],
    ['?ano=20201', EMPTY_FILTERS],
    [`?q=${'a'.repeat(150)}`, { ...EMPTY_FILTERS, q: 'a'.repeat(100) }],
    ['?tipo=nota-tecnica&outro=1', { ...EMPTY_FILTERS, publication_type: 'nota-tecnica' }],
  ])('reads %j', (search, expected) => {
    expect(filtersFromSearch(search)).toEqual(expected);
  });

  it.each([
    [EMPTY_FILTERS, ''],
    [{ q: 'rio doce', publication_type: 'tese', media_type: '', year: '2010' }, '?tipo=tese&ano=2010&q=rio+doce'],
    [{ q: '', publication_type: 'inventado', media_type: 'audio', year: 'x' }, '?midia=audio'],
  ])('writes %j as %j', (filters, search) => {
    expect(filtersToSearch(filters)).toBe(search);
  });

  it('gives back the same filters after a round trip through the address (a shared link)', () => {
    const filters = { q: 'Ação & cia', publication_type: 'livro', media_type: 'documento', year: '1999' };
    expect(filtersFromSearch(filtersToSearch(filters))).toEqual(filters);
  });

  it('tells whether any filter is set', () => {
    expect(hasFilters(EMPTY_FILTERS)).toBe(false);
    expect(hasFilters({ ...EMPTY_FILTERS, year: '2000' })).toBe(true);
  });
});

describe('the media_filters store', () => {
  beforeEach(clearMediaFilters);

  it('sets one filter through its action, checking the value', () => {
    setMediaFilter('publication_type', 'mapa');
    setMediaFilter('year', 'abc');
    expect($mediaFilters.get()).toEqual({ ...EMPTY_FILTERS, publication_type: 'mapa' });
  });

  it('is replaced from an address and written back to the same address', () => {
    replaceMediaFilters(filtersFromSearch('?midia=audio&q=samba'));
    expect($mediaFilters.get()).toEqual({ ...EMPTY_FILTERS, media_type: 'audio', q: 'samba' });
    expect(filtersToSearch($mediaFilters.get())).toBe('?midia=audio&q=samba');
  });

  it('tells its listeners of each change and clears', () => {
    const seen: MediaFilters[] = [];
    const stop = $mediaFilters.listen((value) => seen.push({ ...value }));
    setMediaFilter('q', 'rio');
    clearMediaFilters();
    stop();
    expect(seen).toEqual([{ ...EMPTY_FILTERS, q: 'rio' }, EMPTY_FILTERS]);
  });
});
