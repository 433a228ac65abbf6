import type { BlockOf, BlockType } from '../../lib/blocks/blocks';
import type { TranslationEntry } from '../../i18n/types';
import type { BlockData } from '../../server/pages/block-data';

/** What every public block renderer receives: its block, the data blocks load once per build, the labels. */
/** `imageStart` is the place of the block's first image among the page's images, for what loads at once (src/lib/image-loading.ts). */
export type BlockProps<T extends BlockType> = { block: BlockOf<T>; data: BlockData; translations: TranslationEntry[]; imageStart: number };
