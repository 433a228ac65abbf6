import { describe, expect, it } from 'vitest';
import { blockImageCount, blockImageStarts, EAGER_IMAGES, imageLoading } from '../../src/lib/image-loading';

describe('imageLoading', () => {
  it('loads the first image at once with high priority, the next few at once, the rest lazily', () => {
    expect(imageLoading(0)).toEqual({ loading: 'eager', fetchpriority: 'high' });
    expect(imageLoading(1)).toEqual({ loading: 'eager' });
    expect(imageLoading(EAGER_IMAGES - 1)).toEqual({ loading: 'eager' });
    expect(imageLoading(EAGER_IMAGES)).toEqual({ loading: 'lazy' });
    expect(imageLoading(Infinity)).toEqual({ loading: 'lazy' });
  });
});

describe('blockImageStarts', () => {
  it('counts the images each block shows in the first screen, so a grid under a carousel and a text still loads at once', () => {
    const starts = blockImageStarts([
      { type: 'carousel' },
      { type: 'rich_text' },
      { type: 'posts_grid' },
      { type: 'cta', background: '/capa.jpg' },
      { type: 'columns', columns: [{ kind: 'text' }, { kind: 'image' }] },
    ]);
    expect(starts).toEqual([0, 1, 1, 1 + EAGER_IMAGES, 2 + EAGER_IMAGES]);
    expect(imageLoading(starts[0]).fetchpriority).toBe('high');
    expect(imageLoading(starts[2]).loading).toBe('eager');
    expect(imageLoading(starts[3]).loading).toBe('lazy');
  });

  it('gives text, tabs, embeds, event lists and a cta without a cover no image', () => {
    for (const block of [{ type: 'rich_text' }, { type: 'tabs' }, { type: 'embed' }, { type: 'events' }, { type: 'cta', background: null }] as const) {
      expect(blockImageCount(block)).toBe(0);
    }
    expect(blockImageCount({ type: 'columns', columns: [{ kind: 'image' }, { kind: 'image' }, { kind: 'text' }] })).toBe(2);
  });
});
