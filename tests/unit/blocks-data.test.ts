import { describe, expect, it } from 'vitest';
import { pageDescription } from '../../src/lib/blocks/block-text';
import { blocksSchema } from '../../src/lib/blocks/blocks';
import { blockNeeds, NO_BLOCK_DATA, postsOfGrid, productsOfGrid, type BlockData, type PostCard, type ProductCard } from '../../src/server/pages/block-data';

const post = (id: string): PostCard => ({ id, title: `Notícia ${id}`, slug: `noticia-${id}`, excerpt: '', cover: null, published_at: null });
const product = (id: string, featured = false): ProductCard => ({ id, featured, s: `p-${id}`, n: `Produto ${id}`, p: 100, c: null, i: null, a: 1, k: null });
const layouts = [
  blocksSchema.parse([{ type: 'posts_grid', count: 4 }, { type: 'events', count: 2 }, { type: 'posts_grid', mode: 'chosen', post_ids: ['9', '2'] }]),
  blocksSchema.parse([{ type: 'posts_grid', count: 6 }, { type: 'media_grid', count: 5 }, { type: 'posts_grid', mode: 'chosen', post_ids: ['2', '7'] }]),
  blocksSchema.parse([
    { type: 'products_grid', count: 3 },
    { type: 'products_grid', mode: 'featured', count: 8 },
    { type: 'products_grid', mode: 'chosen', product_ids: ['4', '1'] },
    { type: 'products_grid', mode: 'chosen', product_ids: ['1', '5'] },
  ]),
];

describe('block data', () => {
  it('asks once for the largest counts and every chosen post and product of all the pages', () => {
    expect(blockNeeds(layouts)).toEqual({
      latestPosts: 6, postIds: ['9', '2', '7'], events: 2, medias: 5, latestProducts: 3, featuredProducts: 8, productIds: ['4', '1', '5'],
    });
    expect(blockNeeds([])).toEqual({ latestPosts: 0, postIds: [], events: 0, medias: 0, latestProducts: 0, featuredProducts: 0, productIds: [] });
  });

  it('gives a products grid the latest N, the latest N featured, or the chosen ones in their order', () => {
    const data: BlockData = { ...NO_BLOCK_DATA, products: [product('9'), product('8', true), product('7'), product('5', true), product('2', true)] };
    const [latest, featured, chosen] = blocksSchema.parse([
      { type: 'products_grid', count: 2 },
      { type: 'products_grid', mode: 'featured', count: 2 },
      { type: 'products_grid', mode: 'chosen', product_ids: ['2', '3', '9'] },
    ]);
    const ids = (block: typeof latest) => (block.type === 'products_grid' ? productsOfGrid(block, data).map((p) => p.id) : []);
    expect([ids(latest), ids(featured), ids(chosen)]).toEqual([['9', '8'], ['8', '5'], ['2', '9']]);
  });

  it('gives a grid the latest N, or the chosen posts in their order, skipping those no longer published', () => {
    const data: BlockData = { ...NO_BLOCK_DATA, posts: ['9', '8', '7', '2'].map(post) };
    const [latest] = blocksSchema.parse([{ type: 'posts_grid', count: 2 }]);
    const [chosen] = blocksSchema.parse([{ type: 'posts_grid', mode: 'chosen', post_ids: ['2', '5', '9'] }]);
    if (latest.type !== 'posts_grid' || chosen.type !== 'posts_grid') throw new Error('not a grid');
    expect(postsOfGrid(latest, data).map((p) => p.id)).toEqual(['9', '8']);
    expect(postsOfGrid(chosen, data).map((p) => p.id)).toEqual(['2', '9']);
  });

  it.each([
    [{ seo_description: 'Descrição própria', blocks: [] }, 'Descrição própria'],
    [{ seo_description: null, blocks: blocksSchema.parse([{ type: 'cta', title: 'Participe', button_label: 'x', link: '/' }, { type: 'rich_text', html: '<p>Olá <b>mundo</b></p>' }]) }, 'Participe. Olá mundo'],
    [{ seo_description: null, blocks: blocksSchema.parse([{ type: 'rich_text', html: `<p>${'palavra '.repeat(40)}</p>` }]) }, `${'palavra '.repeat(20).trim()}...`],
  ])('describes a page by its SEO text or its blocks’ text', (page, expected) => {
    expect(pageDescription(page)).toBe(expected);
  });
});
