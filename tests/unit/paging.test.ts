import { describe, expect, it } from 'vitest';
import { pageCount, pageItems, pageOffset } from '../../src/lib/paging';

const TEN = Array.from({ length: 10 }, (_, i) => i + 1);

describe('pageOffset', () => {
  it.each([
    [1, 20, 0],
    [2, 20, 20],
    [3, 7, 14],
    [1_000_000, 100, 99_999_900],
  ])('page %d of %d -> starts at %d', (page, perPage, expected) => {
    expect(pageOffset(page, perPage)).toBe(expected);
  });
});

describe('pageCount', () => {
  it.each([
    [0, 20, 1],
    [1, 20, 1],
    [20, 20, 1],
    [21, 20, 2],
    [100, 24, 5],
  ])('%d items of %d a page -> %d pages', (total, perPage, expected) => {
    expect(pageCount(total, perPage)).toBe(expected);
  });
});

describe('pageItems', () => {
  it.each([
    ['the first page', 1, 4, [1, 2, 3, 4]],
    ['a middle page', 2, 4, [5, 6, 7, 8]],
    ['the last, shorter page', 3, 4, [9, 10]],
    ['a page past the last', 4, 4, []],
    ['one page holding all', 1, 100, TEN],
  ])('%s', (_case, page, perPage, expected) => {
    expect(pageItems(TEN, page, perPage)).toEqual(expected);
  });
});
