// The kinds of blocks and of grids, and a new block's id, apart from the block schemas (blocks.ts, block-types.ts,
// block-fields.ts, which re-export them): the page editor offers them before its rules (zod, about 27 KB gzip) have
// loaded. blocks.ts checks that its schemas are exactly these types.

/** The block types, in menu order. */
export const BLOCK_TYPES = [
  'rich_text',
  'image',
  'carousel',
  'cta',
  'posts_grid',
  'products_grid',
  'events',
  'media_grid',
  'tabs',
  'embed',
  'columns',
] as const;

/** How a posts grid picks its posts. */
export const POSTS_GRID_MODES = ['latest', 'chosen'] as const;
/** How a products grid picks its products. */
export const PRODUCTS_GRID_MODES = ['latest', 'featured', 'chosen'] as const;

/** A new block id (random, URL-safe). */
export const newBlockId = (): string => crypto.randomUUID();
