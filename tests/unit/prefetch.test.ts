import { describe, expect, it } from 'vitest';
import { isSlowConnection, prefetchTarget } from '../../src/client/prefetch';

// The same test as Astro's prefetch script had (isSlowConnection): data saver, or 2g.
describe.each([
  { connection: undefined, slow: false },
  { connection: {}, slow: false },
  { connection: { saveData: false, effectiveType: '4g' }, slow: false },
  { connection: { saveData: false, effectiveType: '3g' }, slow: false },
  { connection: { saveData: true, effectiveType: '4g' }, slow: true },
  { connection: { saveData: false, effectiveType: '2g' }, slow: true },
  { connection: { effectiveType: 'slow-2g' }, slow: true },
])('isSlowConnection($connection)', ({ connection, slow }) => {
  it(`is ${slow}`, () => {
    expect(isSlowConnection(connection)).toBe(slow);
  });
});

describe('the page a link fetches ahead', () => {
  const here = new URL('https://site.example/noticias?pagina=2#topo');
  const link = (href: string, dataset: DOMStringMap = {}) => ({ href, dataset });

  it("is the link's address without its fragment, on this site", () => {
    expect(prefetchTarget(link('https://site.example/agenda#mes'), here)).toBe('https://site.example/agenda');
    expect(prefetchTarget(link('/loja?q=caneca'), here)).toBe('https://site.example/loja?q=caneca');
    expect(prefetchTarget(link('/noticias?pagina=3'), here)).toBe('https://site.example/noticias?pagina=3');
  });

  it('is none for the page itself, another site, another scheme or a link that opts out', () => {
    expect(prefetchTarget(link('https://site.example/noticias?pagina=2#fim'), here)).toBeNull();
    expect(prefetchTarget(link('https://outro.example/agenda'), here)).toBeNull();
    expect(prefetchTarget(link('mailto:contato@site.example'), here)).toBeNull();
    expect(prefetchTarget(link('/agenda/festa.ics', { astroPrefetch: 'false' }), here)).toBeNull();
    expect(prefetchTarget(link(''), here)).toBeNull();
  });
});
