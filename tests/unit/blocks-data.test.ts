import { describe, expect, it } from 'vitest';
import { pageDescription } from '../../src/lib/blocks/block-text';
import { blocksSchema } from '../../src/lib/blocks/blocks';
import { blockNeeds, postsOfGrid, type BlockData, type PostCard } from '../../src/server/pages/block-data';

const post = (id: string): PostCard => ({ id, title: `Notícia ${id}`, slug: `noticia-${id}`, excerpt: '', cover: null, published_at: null });
const layouts = [
  blocksSchema.parse([{ type: 'posts_grid', count: 4 }, { type: 'events', count: 2 }, { type: 'posts_grid', mode: 'chosen', post_ids: ['9', '2'] }]),
  blocksSchema.parse([{ type: 'posts_grid', count: 6 }, { type: 'media_grid', count: 5 }, { type: 'posts_grid', mode: 'chosen', post_ids: ['2', '7'] }]),
];

describe('block data', () => {
  it('asks once for the largest counts and every chosen post of all the pages', () => {
    expect(blockNeeds(layouts)).toEqual({ latestPosts: 6, postIds: ['9', '2', '7'], events: 2, medias: 5 });
    expect(blockNeeds([])).toEqual({ latestPosts: 0, postIds: [], events: 0, medias: 0 });
  });

  it('gives a grid the latest N, or the chosen posts in their order, skipping those no longer published', () => {
    const data: BlockData = { posts: ['9', '8', '7', '2'].map(post), events: [], medias: [] };
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
