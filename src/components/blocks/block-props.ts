import type { BlockOf, BlockType } from '../../lib/blocks/blocks';
import type { TranslationEntry } from '../../i18n/types';
import type { BlockData } from '../../server/pages/block-data';

/** What every public block renderer receives: its block, the data blocks load once per build, the labels. */
/** `index` is the block's place on the page (0 first), for what loads at once (src/lib/image-loading.ts). */
export type BlockProps<T extends BlockType> = { block: BlockOf<T>; data: BlockData; translations: TranslationEntry[]; index: number };
