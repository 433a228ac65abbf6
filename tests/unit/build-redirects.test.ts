import { describe, expect, it } from 'vitest';
import { parseRedirects } from '../../scripts/lib/build-redirects';

describe('parseRedirects (the preview reading the build\'s _redirects)', () => {
  it.each([
    ['/12 /quem-somos 301', '/12', { to: '/quem-somos', status: 301 }],
    ['/noticias/7   /noticias/ola   301', '/noticias/7', { to: '/noticias/ola', status: 301 }],
    ['/agenda/3 /agenda/feira', '/agenda/3', { to: '/agenda/feira', status: 301 }],
    ['/old /new 302', '/old', { to: '/new', status: 302 }],
  ])('reads %j', (line, from, rule) => {
    expect(parseRedirects(line).get(from)).toEqual(rule);
  });

  it.each([
    ['# a comment'],
    [''],
    ['/blog/* /noticias/:splat 301'],
    ['/a/:id /b 301'],
    ['/a /b 200'],
    ['relative /b 301'],
  ])('skips %j', (line) => {
    expect([...parseRedirects(line).keys()]).toEqual([]);
  });

  it('keeps the first rule of a path, as Netlify does', () => {
    expect(parseRedirects('/1 /a 301\n/1 /b 301').get('/1')?.to).toBe('/a');
  });
});
