import { describe, expect, it } from 'vitest';
import { blockImageCount, blockImageStarts, EAGER_IMAGES, imageLoading } from '../../src/lib/image-loading';

describe('imageLoading', () => {
  it('loads the first image at once with high priority and the rest lazily (nothing shares the link with it)', () => {
    expect(EAGER_IMAGES).toBe(1);
    expect(imageLoading(0)).toEqual({ loading: 'eager', fetchpriority: 'high' });
    expect(imageLoading(1)).toEqual({ loading: 'lazy' });
    expect(imageLoading(2)).toEqual({ loading: 'lazy' });
    expect(imageLoading(Infinity)).toEqual({ loading: 'lazy' });
  });
});

describe('blockImageStarts', () => {
  it('counts the images each block shows first, so a grid under a text alone holds the first image, and one under a carousel does not', () => {
    const starts = blockImageStarts([
      { type: 'carousel' },
      { type: 'rich_text' },
      { type: 'posts_grid' },
      { type: 'cta', background: '/capa.jpg' },
      { type: 'columns', columns: [{ kind: 'text' }, { kind: 'image' }] },
    ]);
    expect(starts).toEqual([0, 1, 1, 1 + EAGER_IMAGES, 2 + EAGER_IMAGES]);
    expect(imageLoading(starts[0]).fetchpriority).toBe('high');
    expect(imageLoading(starts[2]).loading).toBe('lazy');
    expect(imageLoading(starts[3]).loading).toBe('lazy');
    const [text, grid] = blockImageStarts([{ type: 'rich_text' }, { type: 'posts_grid' }]);
    expect([text, grid]).toEqual([0, 0]);
    expect(imageLoading(grid)).toEqual({ loading: 'eager', fetchpriority: 'high' });
  });

  it('gives text, tabs, embeds, event lists and a cta without a cover no image', () => {
    for (const block of [{ type: 'rich_text' }, { type: 'tabs' }, { type: 'embed' }, { type: 'events' }, { type: 'cta', background: null }] as const) {
      expect(blockImageCount(block)).toBe(0);
    }
    expect(blockImageCount({ type: 'columns', columns: [{ kind: 'image' }, { kind: 'image' }, { kind: 'text' }] })).toBe(2);
  });
});
