import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embedPreview, previewHtml } from '../../src/conta/pages/preview/preview-html';
import { EMBED_CASES, RICH_CASES } from './rich-html-cases';

// The editor's preview keeps what the server's sanitizer keeps, case by case (the same table as
// tests/unit/sanitize-html.test.ts), written as the browser writes HTML (`<img>` for the server's `<img />`).
// The browser's DOMParser comes from happy-dom, its documents inert as a browser's are (no frame loads, no script).
const asBrowserWrites = (html: string) => html.replace(/ \/>/g, '>');

const window = new Window({
  settings: { disableIframePageLoading: true, disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, disableCSSFileLoading: true },
});
const hadParser = 'DOMParser' in globalThis;
beforeAll(() => {
  Object.assign(globalThis, { DOMParser: window.DOMParser });
});
afterAll(async () => {
  if (!hadParser) delete (globalThis as { DOMParser?: unknown }).DOMParser;
  await window.happyDOM.close();
});

describe('previewHtml', () => {
  describe.each(RICH_CASES)('%s', (_rule, input, expected) => {
    it(`gives ${expected || 'nothing'}`, () => {
      expect(previewHtml(input)).toBe(asBrowserWrites(expected));
    });
  });
});

describe('embedPreview', () => {
  describe.each(EMBED_CASES)('%s', (_rule, input, expected) => {
    it(`gives ${expected || 'nothing'}`, () => {
      expect(embedPreview(input)).toBe(asBrowserWrites(expected));
    });
  });
});
