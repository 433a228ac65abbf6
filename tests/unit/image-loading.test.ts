import { describe, expect, it } from 'vitest';
import { blockImagePosition, EAGER_IMAGES, imageLoading } from '../../src/lib/image-loading';

describe('imageLoading', () => {
  it('loads the first image at once with high priority, the next few at once, the rest lazily', () => {
    expect(imageLoading(0)).toEqual({ loading: 'eager', fetchpriority: 'high' });
    expect(imageLoading(1)).toEqual({ loading: 'eager' });
    expect(imageLoading(EAGER_IMAGES - 1)).toEqual({ loading: 'eager' });
    expect(imageLoading(EAGER_IMAGES)).toEqual({ loading: 'lazy' });
    expect(imageLoading(Infinity)).toEqual({ loading: 'lazy' });
  });
});

describe('blockImagePosition', () => {
  it('counts the first block from 0, the second after its first image, and later blocks as further down', () => {
    expect(blockImagePosition(0, 0)).toBe(0);
    expect(blockImagePosition(0, 2)).toBe(2);
    expect(blockImagePosition(1, 0)).toBe(1);
    expect(imageLoading(blockImagePosition(1, 0)).fetchpriority).toBeUndefined();
    expect(blockImagePosition(2, 0)).toBe(Infinity);
  });
});
