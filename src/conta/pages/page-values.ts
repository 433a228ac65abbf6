import { newBlockId } from '../../lib/blocks/block-kinds';
import type { Block, BlockOf, BlockType } from '../../lib/blocks/blocks';
import type { SitePage } from '../../lib/schemas/page';

/** The page form's values: the page fields as their inputs hold them, and the layout. */
export type PageValues = {
  title: string;
  slug: string;
  status: string;
  seo_title: string;
  seo_description: string;
  cover: string;
  is_home: boolean;
  blocks: Block[];
};

/** A stored page (or none, for a new one) as form values. */
export function pageValues(page?: SitePage): PageValues {
  return {
    title: page?.title ?? '',
    slug: page?.slug ?? '',
    status: page?.status ?? 'draft',
    seo_title: page?.seo_title ?? '',
    seo_description: page?.seo_description ?? '',
    cover: page?.cover ?? '',
    is_home: page?.is_home ?? false,
    blocks: page?.blocks ?? [],
  };
}

const NEW_BLOCKS: { [T in BlockType]: () => Omit<BlockOf<T>, 'id'> } = {
  rich_text: () => ({ type: 'rich_text', html: '' }),
  image: () => ({ type: 'image', url: '', alt: '', caption: '', link: '' }),
  carousel: () => ({ type: 'carousel', slides: [{ image: '', title: '', text: '', link: '' }] }),
  cta: () => ({ type: 'cta', title: '', text: '', button_label: '', link: '', background: '' }),
  posts_grid: () => ({ type: 'posts_grid', title: '', mode: 'latest', count: 3, post_ids: [] }),
  products_grid: () => ({ type: 'products_grid', title: '', mode: 'latest', count: 4, product_ids: [] }),
  events: () => ({ type: 'events', title: '', count: 3 }),
  media_grid: () => ({ type: 'media_grid', title: '', count: 4 }),
  tabs: () => ({ type: 'tabs', tabs: [{ title: '', html: '' }] }),
  embed: () => ({ type: 'embed', title: '', code: '' }),
  columns: () => ({ type: 'columns', columns: [{ kind: 'text', html: '' }, { kind: 'text', html: '' }] }),
};

/** A new, empty block of a type, with a fresh id. */
export function newBlock<T extends BlockType>(type: T): BlockOf<T> {
  return { id: newBlockId(), ...NEW_BLOCKS[type]() } as BlockOf<T>;
}

/** Field path -> first message, from zod issues or a 422 answer. */
export type FormErrors = Record<string, string>;

/** The first message of each field of a 422 answer. */
export const firstOf = (errors: Record<string, string[]> | undefined): FormErrors =>
  Object.fromEntries(Object.entries(errors ?? {}).map(([key, messages]) => [key, messages[0] ?? '']));

/** Whether any message concerns the block at `index` (its fields or the block itself). */
export const blockHasErrors = (errors: FormErrors, index: number): boolean =>
  Object.keys(errors).some((key) => key === `blocks.${index}` || key.startsWith(`blocks.${index}.`));
