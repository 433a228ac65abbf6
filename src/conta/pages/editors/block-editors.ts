import type { ComponentType } from 'react';
import type { BlockType } from '../../../lib/blocks/blocks';
import type { EditorProps } from './editor-props';
import { CarouselFields, ColumnsFields, TabsFields } from './ListEditors';
import { PostsGridFields } from './PostsGridFields';
import { ProductsGridFields } from './ProductsGridFields';
import { CtaFields, EmbedFields, EventsFields, ImageFields, MediaGridFields, RichTextFields } from './SimpleEditors';

/** The fields editor of each block type: a type without one does not compile. */
export const BLOCK_EDITORS: { [T in BlockType]: ComponentType<EditorProps<T>> } = {
  rich_text: RichTextFields,
  image: ImageFields,
  carousel: CarouselFields,
  cta: CtaFields,
  posts_grid: PostsGridFields,
  products_grid: ProductsGridFields,
  events: EventsFields,
  media_grid: MediaGridFields,
  tabs: TabsFields,
  embed: EmbedFields,
  columns: ColumnsFields,
};

/** The editor of a block's type for that block. */
export function editorFor<T extends BlockType>(type: T): ComponentType<EditorProps<T>> {
  return BLOCK_EDITORS[type];
}
