// The bounds of a page's blocks, apart from their schemas (block-fields.ts, block-types.ts, blocks.ts, which
// re-export them): the page editor shows and enforces them before its rules (zod, about 27 KB gzip) have loaded.

/** Most blocks a page takes. */
export const MAX_BLOCKS = 50;
/** Longest HTML one rich-text field of a block keeps (characters). */
export const MAX_BLOCK_HTML = 100_000;
/** Most slides a carousel takes. */
export const MAX_SLIDES = 10;
/** Most tabs a tabs block takes. */
export const MAX_TABS = 10;
/** Most items a posts, events or media grid shows. */
export const MAX_GRID_ITEMS = 24;
/** Longest embed code (characters). */
export const MAX_EMBED = 5_000;
