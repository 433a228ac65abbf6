import { describe, expect, it } from 'vitest';
import { isAllowedIframeSrc } from '../../src/lib/embed';
import { sanitizeEmbed, sanitizeRichHtml } from '../../src/server/content/sanitize-html';
import { EMBED_CASES, RICH_CASES } from './rich-html-cases';

describe('sanitizeRichHtml', () => {
  describe.each(RICH_CASES)('%s', (_rule, input, expected) => {
    it(`gives ${expected || 'nothing'}`, () => {
      expect(sanitizeRichHtml(input)).toBe(expected);
    });
  });
});

describe('sanitizeEmbed', () => {
  describe.each(EMBED_CASES)('%s', (_rule, input, expected) => {
    it(`gives ${expected || 'nothing'}`, () => {
      expect(sanitizeEmbed(input)).toBe(expected);
    });
  });
});

describe('isAllowedIframeSrc', () => {
  describe.each([
    ['https://www.youtube.com/embed/x', true],
    ['https://open.spotify.com/embed/track/1', true],
    ['https://www.google.com/maps/embed?pb=1', true],
    ['https://www.google.com/search?q=1', false],
    ['https://youtube.com.evil.example/x', false],
    ['https://evilyoutube.com/x', false],
    ['http://www.youtube.com/embed/x', false],
    ['javascript:alert(1)', false],
    ['not a url', false],
  ])('%s', (src, allowed) => {
    it(`is ${allowed ? 'allowed' : 'refused'}`, () => expect(isAllowedIframeSrc(src)).toBe(allowed));
  });
});
