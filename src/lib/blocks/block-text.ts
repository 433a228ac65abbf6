import { truncate } from '../truncate';
import type { Block } from './blocks';

/** The text a block shows a reader (HTML and titles), for a page's description. */
function blockText(block: Block): string {
  switch (block.type) {
    case 'rich_text':
      return block.html;
    case 'tabs':
      return block.tabs.map((tab) => `${tab.title}. ${tab.html}`).join(' ');
    case 'columns':
      return block.columns.map((column) => (column.kind === 'text' ? column.html : column.caption)).join(' ');
    case 'cta':
      return `${block.title}. ${block.text}`;
    case 'carousel':
      return block.slides.map((slide) => [slide.title, slide.text].filter(Boolean).join('. ')).join(' ');
    case 'image':
      return block.caption;
    default:
      return '';
  }
}

/** A page's description: its SEO description, else the start of its blocks' text (at most 160 characters). */
export function pageDescription(page: { seo_description: string | null; blocks: Block[] }): string {
  if (page.seo_description) return page.seo_description;
  return truncate(page.blocks.map(blockText).filter(Boolean).join(' '), 160);
}
