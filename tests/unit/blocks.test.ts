import { describe, expect, it } from 'vitest';
import { BLOCK_NAMES, BLOCK_SCHEMAS, BLOCK_TYPES, blockSchema, blocksSchema, MAX_BLOCKS } from '../../src/lib/blocks/blocks';
import { pageSchema } from '../../src/lib/schemas/page';

/** One valid block of each type, as the editor sends it. */
const VALID = {
  rich_text: { type: 'rich_text', html: '<p>Olá</p>' },
  image: { type: 'image', url: 'https://exemplo.org/a.png', alt: 'Foto' },
  carousel: { type: 'carousel', slides: [{ image: '/a.png', title: 'Um' }] },
  cta: { type: 'cta', title: 'Participe', button_label: 'Entrar', link: 'mailto:a@b.org' },
  posts_grid: { type: 'posts_grid', mode: 'chosen', post_ids: ['3', '3', '1'] },
  products_grid: { type: 'products_grid', mode: 'featured' },
  events: { type: 'events', count: '4' },
  media_grid: { type: 'media_grid' },
  tabs: { type: 'tabs', tabs: [{ title: 'A', html: '' }] },
  embed: { type: 'embed', code: '<iframe src="https://player.vimeo.com/video/1"></iframe>' },
  columns: { type: 'columns', columns: [{ kind: 'text', html: '<p>a</p>' }, { kind: 'image', url: '/b.png', alt: 'B' }, { kind: 'text' }] },
} as const;

const messages = (value: unknown) => {
  const result = pageSchema.safeParse({ title: 'Página', blocks: value });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('block schemas', () => {
  it('has a schema, a name and a valid example for every type', () => {
    expect(Object.keys(VALID).sort()).toEqual([...BLOCK_TYPES].sort());
    for (const type of BLOCK_TYPES) expect(BLOCK_NAMES[type]).toBeTruthy();
  });

  describe.each(BLOCK_TYPES)('%s', (type) => {
    it('accepts a valid block through its own schema and through the union, giving it an id', () => {
      const own = BLOCK_SCHEMAS[type].parse(VALID[type]);
      const union = blockSchema.parse({ ...VALID[type], id: 'fixo' });
      expect(own.id).toMatch(/^[\w-]{8,}$/);
      expect(union).toMatchObject({ id: 'fixo', type });
    });
  });

  it('fills defaults and normalises', () => {
    const [grid, events, media, columns, products] = blocksSchema.parse([VALID.posts_grid, VALID.events, VALID.media_grid, VALID.columns, VALID.products_grid]);
    expect(grid).toMatchObject({ mode: 'chosen', count: 6, post_ids: ['3', '1'], title: '' });
    expect(products).toMatchObject({ mode: 'featured', count: 4, product_ids: [], title: '' });
    expect(events).toMatchObject({ count: 4 });
    expect(media).toMatchObject({ count: 6 });
    expect(columns).toMatchObject({ columns: [{ html: '<p>a</p>' }, { caption: '', link: '' }, { html: '' }] });
  });

  it.each([
    [[{ type: 'image', url: '/a.png' }], { 'blocks.0.alt': 'Bloco 1 (Imagem): o campo Texto alternativo é obrigatório.' }],
    [[VALID.rich_text, { type: 'cta', title: '', button_label: 'b', link: 'javascript:x' }], {
      'blocks.1.title': 'Bloco 2 (Chamada para ação): o campo Título é obrigatório.',
      'blocks.1.link': 'Bloco 2 (Chamada para ação): o campo Link do botão deve ser um endereço http(s), mailto:, tel: ou um caminho do site (/…).',
    }],
    [[{ type: 'carousel', slides: [{ image: '//evil.org/a.png' }] }], { 'blocks.0.slides.0.image': 'Bloco 1 (Carrossel de banners), slide 1: o campo Imagem deve ser um endereço http(s) ou um caminho do site.' }],
    [[{ type: 'tabs', tabs: Array.from({ length: 11 }, () => ({ title: 'a' })) }], { 'blocks.0.tabs': 'Bloco 1 (Abas): o campo Abas deve ter no máximo 10 itens.' }],
    [[{ type: 'columns', columns: [{ kind: 'text' }, { kind: 'text' }, { kind: 'text' }, { kind: 'text' }] }], { 'blocks.0.columns': 'Bloco 1 (Colunas): o campo Colunas deve ter no máximo 3 itens.' }],
    [[{ type: 'posts_grid', post_ids: ['abc'] }], { 'blocks.0.post_ids.0': 'Bloco 1 (Grade de notícias): o campo Notícias escolhidas deve ter ids de notícias.' }],
    [[{ type: 'products_grid', mode: 'chosen' }], { 'blocks.0.product_ids': 'Bloco 1 (Grade de produtos): o campo Produtos escolhidos deve ter pelo menos um produto.' }],
    [[{ type: 'products_grid', mode: 'mais', product_ids: ['7', 'x'] }], {
      'blocks.0.mode': 'Bloco 1 (Grade de produtos): o campo Seleção deve ser Últimos, Destaques ou Escolhidos.',
      'blocks.0.product_ids.1': 'Bloco 1 (Grade de produtos): o campo Produtos escolhidos deve ter ids de produtos.',
    }],
    [[{ type: 'image', id: 'a b', url: '/a.png', alt: 'x' }], { 'blocks.0.id': 'Bloco 1 (Imagem): o identificador do bloco deve ter só letras, números, - e _.' }],
    [[null], { 'blocks.0.type': 'Bloco 1: o tipo de bloco é inválido.' }],
    [{ type: 'image' }, { blocks: 'O campo Blocos deve ser uma lista.' }],
    [Array.from({ length: MAX_BLOCKS + 1 }, () => VALID.events), { blocks: 'A página pode ter no máximo 50 blocos.' }],
  ])('names the block and the field: %j', (blocks, expected) => {
    expect(messages(blocks)).toEqual(expected);
  });

  it('takes a missing or null layout as no blocks', () => {
    expect(pageSchema.parse({ title: 'A' }).blocks).toEqual([]);
    expect(pageSchema.parse({ title: 'A', blocks: null }).blocks).toEqual([]);
  });
});
