import { z } from '../zod';
import {
  carouselBlock,
  columnsBlock,
  ctaBlock,
  embedBlock,
  eventsBlock,
  imageBlock,
  mediaGridBlock,
  postsGridBlock,
  productsGridBlock,
  richTextBlock,
  tabsBlock,
} from './block-types';
import { BLOCK_TYPES } from './block-kinds';
import { MAX_BLOCKS } from './block-limits';
export { BLOCK_TYPES, MAX_BLOCKS };

/** Each block type's schema, by type: the compiler holds it to exactly BLOCK_TYPES (the editor's menu). */
export const BLOCK_SCHEMAS = {
  rich_text: richTextBlock,
  image: imageBlock,
  carousel: carouselBlock,
  cta: ctaBlock,
  posts_grid: postsGridBlock,
  products_grid: productsGridBlock,
  events: eventsBlock,
  media_grid: mediaGridBlock,
  tabs: tabsBlock,
  embed: embedBlock,
  columns: columnsBlock,
} as const satisfies Record<(typeof BLOCK_TYPES)[number], z.ZodType>;

/** Every block: a union discriminated by `type`. */
export const blockSchema = z.discriminatedUnion('type', [
  richTextBlock,
  imageBlock,
  carouselBlock,
  ctaBlock,
  postsGridBlock,
  productsGridBlock,
  eventsBlock,
  mediaGridBlock,
  tabsBlock,
  embedBlock,
  columnsBlock,
]);

/** A validated block. */
export type Block = z.output<typeof blockSchema>;
/** A block type. */
export type BlockType = Block['type'];
/** The block of one type. */
export type BlockOf<T extends BlockType> = Extract<Block, { type: T }>;
/** A block as a form sends it (before defaults and trimming). */
export type BlockInput = z.input<typeof blockSchema>;

/** The Portuguese name of each type, as the server's messages say it. */
export const BLOCK_NAMES: Record<BlockType, string> = {
  rich_text: 'Texto',
  image: 'Imagem',
  carousel: 'Carrossel de banners',
  cta: 'Chamada para ação',
  posts_grid: 'Grade de notícias',
  products_grid: 'Grade de produtos',
  events: 'Próximos eventos',
  media_grid: 'Grade da biblioteca',
  tabs: 'Abas',
  embed: 'Incorporação',
  columns: 'Colunas',
};

// The item lists inside blocks, named in the messages ("Bloco 2 (Abas), aba 3: …").
const ITEM_NOUNS: Record<string, string> = { slides: 'slide', tabs: 'aba', columns: 'coluna' };

const isBlockType = (value: unknown): value is BlockType => typeof value === 'string' && Object.hasOwn(BLOCK_SCHEMAS, value);

/** Where an issue lies inside a block, for its message: ", slide 2" or nothing. */
function itemPart(path: PropertyKey[]): string {
  const [list, index] = path;
  return typeof list === 'string' && ITEM_NOUNS[list] && typeof index === 'number' ? `, ${ITEM_NOUNS[list]} ${index + 1}` : '';
}

/** The block of an index of the page, checked by its type's schema; the messages name the block and the field. */
function checkBlock(raw: unknown, index: number, ctx: z.RefinementCtx): Block | null {
  const type = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as { type?: unknown }).type : undefined;
  if (!isBlockType(type)) {
    ctx.addIssue({ code: 'custom', path: [index, 'type'], message: `Bloco ${index + 1}: o tipo de bloco é inválido.` });
    return null;
  }
  const result = BLOCK_SCHEMAS[type].safeParse(raw);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    const where = `Bloco ${index + 1} (${BLOCK_NAMES[type]})${itemPart(issue.path)}`;
    ctx.addIssue({ code: 'custom', path: [index, ...issue.path], message: `${where}: ${issue.message}` });
  }
  return null;
}

/** A page's layout: at most 50 blocks, each valid for its type, with distinct ids. */
export const blocksSchema = z.unknown().transform((value, ctx): Block[] => {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) {
    ctx.addIssue({ code: 'custom', message: 'O campo Blocos deve ser uma lista.' });
    return z.NEVER;
  }
  if (value.length > MAX_BLOCKS) {
    ctx.addIssue({ code: 'custom', message: `A página pode ter no máximo ${MAX_BLOCKS} blocos.` });
    return z.NEVER;
  }
  const blocks: Block[] = [];
  const ids = new Set<string>();
  value.forEach((raw, index) => {
    const block = checkBlock(raw, index, ctx);
    if (!block) return;
    if (ids.has(block.id)) {
      ctx.addIssue({ code: 'custom', path: [index, 'id'], message: `Bloco ${index + 1} (${BLOCK_NAMES[block.type]}): o identificador se repete em outro bloco.` });
    }
    ids.add(block.id);
    blocks.push(block);
  });
  return blocks;
});
