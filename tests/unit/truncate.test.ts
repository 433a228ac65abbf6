import { describe, expect, it } from 'vitest';
import { stripHtml, truncate } from '../../src/lib/truncate';

describe('truncate', () => {
  describe.each([
    ['keeps a short text whole', '<p>Olá <strong>mundo</strong></p>', 20, 'Olá mundo'],
    ['cuts a long text and ends with ...', '<p>um dois três quatro cinco seis</p>', 15, 'um dois três...'],
    ['cuts inside a word with no space near', 'abcdefghijklmnopqrstuvwxyz', 10, 'abcdefghij...'],
    ['strips tags before counting', '<p>a</p><p>b</p>', 3, 'a b'],
    ['decodes entities', '<p>R&amp;D &lt;3</p>', 20, 'R&D <3'],
    ['decodes numeric entities and nbsp', '<p>a&#39;b&#x2014;c&nbsp;d</p>', 20, "a'b—c d"],
    ['decodes once: an escaped entity stays an entity', '<p>&amp;lt;b&amp;gt;</p>', 20, '&lt;b&gt;'],
    ['keeps an unknown entity as written', '<p>&foo; &#0;</p>', 20, '&foo; &#0;'],
    ['drops script content', '<p>a</p><script>alert(1)</script>', 20, 'a'],
    ['gives empty text for null', null, 10, ''],
  ])('%s', (_rule, input, length, expected) => {
    it(`gives "${expected}"`, () => expect(truncate(input, length)).toBe(expected));
  });

  it('never gives more than length plus the ellipsis', () => {
    const out = truncate('palavra '.repeat(100), 50);
    expect(out.length).toBeLessThanOrEqual(53);
    expect(out.endsWith('...')).toBe(true);
  });

  it('collapses whitespace', () => {
    expect(stripHtml('a\n\n   b')).toBe('a b');
  });
});
