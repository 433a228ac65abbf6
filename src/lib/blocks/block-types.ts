import { z } from '../zod';
import {
  blockId,
  countField,
  htmlField,
  imageField,
  itemList,
  linkField,
  optionalLine,
  requiredLine,
} from './block-fields';
import { idTextField } from '../schemas/id-field';
import { POSTS_GRID_MODES, PRODUCTS_GRID_MODES } from './block-kinds';
import { MAX_EMBED, MAX_GRID_ITEMS, MAX_SLIDES, MAX_TABS } from './block-limits';
export { MAX_EMBED, MAX_GRID_ITEMS, MAX_SLIDES, MAX_TABS, POSTS_GRID_MODES, PRODUCTS_GRID_MODES };

const title = optionalLine('Título', 120);

/** Rich text. */
export const richTextBlock = z.object({ id: blockId, type: z.literal('rich_text'), html: htmlField('Texto', true) });

/** One image with its alternative text, an optional caption and link. */
export const imageBlock = z.object({
  id: blockId,
  type: z.literal('image'),
  url: imageField('Imagem', true),
  alt: requiredLine('Texto alternativo', 300),
  caption: optionalLine('Legenda', 300),
  link: linkField('Link'),
});

/** One slide of a banner carousel. */
export const slideSchema = z.object({
  image: imageField('Imagem', true),
  title: optionalLine('Título', 120),
  text: optionalLine('Texto', 300),
  link: linkField('Link'),
});

/** A banner carousel (scroll-snapped slides on the public site, src/client/carousel.ts). */
export const carouselBlock = z.object({
  id: blockId,
  type: z.literal('carousel'),
  slides: itemList(slideSchema, 'Slides', 1, MAX_SLIDES),
});

/** A call to action: title, text, a button, and an optional background image. */
export const ctaBlock = z.object({
  id: blockId,
  type: z.literal('cta'),
  title: requiredLine('Título', 120),
  text: optionalLine('Texto', 500),
  button_label: requiredLine('Texto do botão', 60),
  link: linkField('Link do botão', true),
  background: imageField('Imagem de fundo'),
});

/** Chosen item ids of a grid, in order, without repeats; `label` names the field and `items` what the ids are. */
const chosenIds = (label: string, items: string) => {
  const message = `o campo ${label} deve ter ids de ${items}.`;
  return z
    .array(idTextField(message), { error: `o campo ${label} deve ser uma lista.` })
    .max(MAX_GRID_ITEMS, `o campo ${label} deve ter no máximo ${MAX_GRID_ITEMS} itens.`)
    .default([])
    .transform((ids) => [...new Set(ids)]);
};

/** A grid of news: the latest N, or posts chosen by id (in that order). */
export const postsGridBlock = z
  .object({
    id: blockId,
    type: z.literal('posts_grid'),
    title,
    mode: z.enum(POSTS_GRID_MODES, { error: 'o campo Seleção deve ser Últimas ou Escolhidas.' }).default('latest'),
    count: countField('Quantidade', MAX_GRID_ITEMS, 6),
    post_ids: chosenIds('Notícias escolhidas', 'notícias'),
  })
  .refine((block) => block.mode !== 'chosen' || block.post_ids.length > 0, {
    path: ['post_ids'],
    message: 'o campo Notícias escolhidas deve ter pelo menos uma notícia.',
  });

/** A grid of the shop's products: the latest N, the latest N featured, or products chosen by id (in that order). */
export const productsGridBlock = z
  .object({
    id: blockId,
    type: z.literal('products_grid'),
    title,
    mode: z.enum(PRODUCTS_GRID_MODES, { error: 'o campo Seleção deve ser Últimos, Destaques ou Escolhidos.' }).default('latest'),
    count: countField('Quantidade', MAX_GRID_ITEMS, 4),
    product_ids: chosenIds('Produtos escolhidos', 'produtos'),
  })
  .refine((block) => block.mode !== 'chosen' || block.product_ids.length > 0, {
    path: ['product_ids'],
    message: 'o campo Produtos escolhidos deve ter pelo menos um produto.',
  });

/** The next events of the agenda. */
export const eventsBlock = z.object({ id: blockId, type: z.literal('events'), title, count: countField('Quantidade', MAX_GRID_ITEMS, 3) });

/** The newest items of the media library. */
export const mediaGridBlock = z.object({ id: blockId, type: z.literal('media_grid'), title, count: countField('Quantidade', MAX_GRID_ITEMS, 6) });

/** One tab: its title and rich text. */
export const tabSchema = z.object({ title: requiredLine('Título', 80), html: htmlField('Texto') });

/** Tabs (all panels readable without JavaScript). */
export const tabsBlock = z.object({ id: blockId, type: z.literal('tabs'), tabs: itemList(tabSchema, 'Abas', 1, MAX_TABS) });

/** An embed code: only iframes from the allowed hosts survive the server's sanitizer. */
export const embedBlock = z.object({
  id: blockId,
  type: z.literal('embed'),
  title: optionalLine('Título', 120),
  code: requiredLine('Código de incorporação', MAX_EMBED),
});

/** One column: rich text or an image. */
export const columnSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('text'), html: htmlField('Texto') }),
    z.object({
      kind: z.literal('image'),
      url: imageField('Imagem', true),
      alt: requiredLine('Texto alternativo', 300),
      caption: optionalLine('Legenda', 300),
      link: linkField('Link'),
    }),
  ],
  { error: 'o campo Conteúdo da coluna deve ser Texto ou Imagem.' },
);

/** Two or three columns side by side (stacked on small screens). */
export const columnsBlock = z.object({ id: blockId, type: z.literal('columns'), columns: itemList(columnSchema, 'Colunas', 2, 3) });
