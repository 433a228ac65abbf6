import type { BlockOf, BlockType } from '../../../lib/blocks/blocks';

/** What the editor of one block type receives. */
export type EditorProps<T extends BlockType> = {
  block: BlockOf<T>;
  /** Prefix of the field ids of this block (unique on the page). */
  idPrefix: string;
  onChange: (block: BlockOf<T>) => void;
  /** The message of a field of this block (`alt`, `slides.0.image`…), or null. */
  errorOf: (path: string) => string | null;
  /** Told when an image upload starts and ends (the form waits before saving). */
  onUploadingChange: (uploading: boolean) => void;
};

/** A text input's blur needs no action in the block editors (errors come from the save). */
export const noBlur = () => {};

/** A count input's text as a number (empty or not a number: 0, which the schema refuses with its message). */
export const toCount = (text: string): number => (/^\d{1,3}$/.test(text.trim()) ? Number(text) : 0);
