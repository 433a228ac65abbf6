/**
 * How many images, counted from the top of the page, load at once rather than lazily: the first only. With
 * three, the second and third were requested while the page was still parsed and shared the slow link with the
 * first (the largest paint) before the first paint; `npm run bench:web` on `/`, `/noticias` and `/biblioteca` (median of 3,
 * quiet machine) gave LCP 1041 -> 851, 998 -> 873 and 1071 -> 904 ms going from 3 to 1. A lazy image in or near the
 * first screen is still fetched as soon as the layout places it.
 */
export const EAGER_IMAGES = 1;

/**
 * The loading attributes of an image by its position among the page's images from the top (Infinity when it is
 * further down): the first loads at once with high priority (it is likely the largest paint), the rest lazily.
 */
export function imageLoading(position: number): { loading: 'eager' | 'lazy'; fetchpriority?: 'high' } {
  if (position === 0) return { loading: 'eager', fetchpriority: 'high' };
  return { loading: position < EAGER_IMAGES ? 'eager' : 'lazy' };
}

/** What the image counting needs of a block (src/lib/blocks/blocks.ts's Block fits it). */
type CountedBlock =
  | { type: 'carousel' | 'image' | 'posts_grid' | 'products_grid' | 'media_grid' | 'events' | 'rich_text' | 'tabs' | 'embed' }
  | { type: 'cta'; background?: string | null }
  | { type: 'columns'; columns: { kind: string }[] };

/** How many images a block shows in the page's first screen, at most: a carousel its first slide, a grid fills a screen. */
export function blockImageCount(block: CountedBlock): number {
  switch (block.type) {
    case 'carousel':
    case 'image':
      return 1;
    case 'cta':
      return block.background ? 1 : 0;
    case 'columns':
      return block.columns.filter((column) => column.kind !== 'text').length;
    case 'posts_grid':
    case 'products_grid':
    case 'media_grid':
      return EAGER_IMAGES;
    default:
      return 0;
  }
}

/** The position of each block's first image among the page's images (for imageLoading(start + n)). */
export function blockImageStarts(blocks: CountedBlock[]): number[] {
  let seen = 0;
  return blocks.map((block) => {
    const start = seen;
    seen += blockImageCount(block);
    return start;
  });
}
