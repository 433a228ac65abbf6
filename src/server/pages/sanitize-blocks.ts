import type { Block } from '../../lib/blocks/blocks';
import { BLOCK_NAMES } from '../../lib/blocks/blocks';
import { sanitizeEmbed, sanitizeRichHtml } from '../content/sanitize-html';
import { invalid } from '../http/http-error';

/** Answered when an embed code keeps no allowed iframe. */
export const EMBED_REFUSED =
  'o campo Código de incorporação deve ter um iframe https de um site permitido (YouTube, Vimeo, Google Maps, SoundCloud, Spotify, Instagram, Facebook).';

/** One block with its HTML fields cleaned by the editor's allowlist (embeds: allowed iframes only). */
export function sanitizeBlock(block: Block): Block {
  switch (block.type) {
    case 'rich_text':
      return { ...block, html: sanitizeRichHtml(block.html) };
    case 'tabs':
      return { ...block, tabs: block.tabs.map((tab) => ({ ...tab, html: sanitizeRichHtml(tab.html) })) };
    case 'columns':
      return {
        ...block,
        columns: block.columns.map((column) => (column.kind === 'text' ? { ...column, html: sanitizeRichHtml(column.html) } : column)),
      };
    case 'embed':
      return { ...block, code: sanitizeEmbed(block.code) };
    default:
      return block;
  }
}

/** Every block sanitized; 422 naming the block when an embed keeps nothing, so no empty embed is stored. */
export function sanitizeBlocks(blocks: Block[]): Block[] {
  const clean = blocks.map(sanitizeBlock);
  const errors: Record<string, string[]> = {};
  clean.forEach((block, index) => {
    if (block.type === 'embed' && block.code === '') {
      errors[`blocks.${index}.code`] = [`Bloco ${index + 1} (${BLOCK_NAMES.embed}): ${EMBED_REFUSED}`];
    }
  });
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return clean;
}
