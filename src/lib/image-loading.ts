/** How many images, counted from the top of the page, load at once rather than when scrolled near. */
export const EAGER_IMAGES = 3;

/**
 * The loading attributes of an image by its position among the page's images from the top (Infinity when it is
 * further down): the first loads at once with high priority (it is likely the largest paint), the next few at
 * once, the rest lazily. A lazy image in the first screen delays the page's largest paint.
 */
export function imageLoading(position: number): { loading: 'eager' | 'lazy'; fetchpriority?: 'high' } {
  if (position === 0) return { loading: 'eager', fetchpriority: 'high' };
  return { loading: position < EAGER_IMAGES ? 'eager' : 'lazy' };
}

/** The position of a block's nth image: the first block's images come first, the second block's next, later blocks are further down. */
export function blockImagePosition(blockIndex: number, itemIndex: number): number {
  if (blockIndex === 0) return itemIndex;
  if (blockIndex === 1) return itemIndex + 1;
  return Infinity;
}
