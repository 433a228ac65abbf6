import type { Block } from '../../lib/blocks/blocks';

// sanitize-html (with its parser and postcss) loads at the first save that needs it, not with the modules that
// import these: astro dev evaluates function modules per request, and reads never sanitize.

/** Rich-text HTML cleaned by sanitizeRichHtml (src/server/content/sanitize-html.ts), loaded on first use. */
export const sanitizeRichHtmlLazily = async (html: string): Promise<string> =>
  (await import('./sanitize-html')).sanitizeRichHtml(html);

/** A page's blocks cleaned by sanitizeBlocks (src/server/pages/sanitize-blocks.ts), loaded on first use. */
export const sanitizeBlocksLazily = async (blocks: Block[]): Promise<Block[]> =>
  (await import('../pages/sanitize-blocks')).sanitizeBlocks(blocks);
