import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { beforeEach, describe, expect, it } from 'vitest';
import products from '../../netlify/functions/products.mts';
import { getSql } from '../../src/server/db/client';
import { buildProductFeed, loadProductFeedData } from '../../src/server/seo/product-feed';
import { createUser, resetDb } from '../helpers/db';
import { PRODUCT_BODY, seedCategory, seedProduct, seedProductsFeature } from '../helpers/products';
import { useFakeHook } from '../helpers/publish';
import { call } from '../helpers/request';

// The feed generated from the test database as the build writes it, read back by an XML parser.
const ORIGIN = 'https://loja.exemplo.org';
const G = 'http://base.google.com/ns/1.0';
type Item = Record<string, string | string[] | undefined>;

const parser = new XMLParser({ ignoreAttributes: false, parseTagValue: false, isArray: (name) => name === 'item' || name === 'g:additional_image_link' });

async function feed(): Promise<{ xml: string; rss: Record<string, unknown>; items: Item[] }> {
  const xml = buildProductFeed(ORIGIN, await loadProductFeedData(getSql()));
  expect(XMLValidator.validate(xml)).toBe(true);
  const rss = parser.parse(xml).rss as Record<string, unknown>;
  const channel = rss.channel as { item?: Item[] };
  return { xml, rss, items: channel.item ?? [] };
}
const byId = (items: Item[], id: string) => items.find((item) => item['g:id'] === id);

async function create(body: Record<string, unknown>): Promise<{ id: string; variants: { id: string }[] }> {
  const { token } = await createUser({ role: 'admin' });
  const res = await call(products, 'POST', '/api/products', { token, body: { ...PRODUCT_BODY, ...body } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

beforeEach(async () => {
  await resetDb();
  useFakeHook();
});

describe('the product feed (/loja/feed.xml)', () => {
  it('is an RSS 2.0 document with the g: namespace, one item per product with every required field', async () => {
    await seedProductsFeature();
    const category = await seedCategory('Canecas', 'canecas');
    const mug = await create({
      name: 'Caneca Vitrine',
      description: '<p>Cerâmica <strong>esmaltada</strong> &amp; resistente.</p><p>Cabe 300&nbsp;ml.</p>',
      images: ['/demo/caneca.svg', 'https://cdn.exemplo.org/caneca-2.jpg'],
      price_cents: 3990,
      weight_g: 350,
      stock: 4,
      gtin: '789 1000 10010-3',
      category_id: category.id,
    });
    const { rss, items } = await feed();
    expect(rss['@_version']).toBe('2.0');
    expect(rss['@_xmlns:g']).toBe(G);
    expect(rss.channel).toMatchObject({ title: 'Vitrine de Teste', link: `${ORIGIN}/loja` });
    expect(items).toEqual([
      {
        'g:id': mug.id,
        'g:title': 'Caneca Vitrine',
        'g:description': 'Cerâmica esmaltada & resistente. Cabe 300 ml.',
        'g:link': `${ORIGIN}/loja/caneca-vitrine`,
        'g:image_link': `${ORIGIN}/demo/caneca.svg`,
        'g:additional_image_link': ['https://cdn.exemplo.org/caneca-2.jpg'],
        'g:availability': 'in_stock',
        'g:price': '39.90 BRL',
        'g:condition': 'new',
        'g:brand': 'Vitrine de Teste',
        'g:gtin': '7891000100103',
        'g:product_type': 'Canecas',
        'g:shipping_weight': '350 g',
      },
    ]);
  });

  it('groups variants under the product: one item each, their own price, stock and GTIN', async () => {
    await seedProductsFeature();
    const shirt = await create({
      name: 'Camiseta',
      price_cents: 5990,
      compare_at_cents: 7990,
      options: ['Tamanho', 'Cor'],
      variants: [
        { option_values: ['P', 'Branca'], stock: 5, gtin: '4006381333931' },
        { option_values: ['M', 'Branca'], stock: 0, price_cents: 6490 },
        { option_values: ['G', 'Branca'], price_cents: 8990 },
      ],
    });
    const { items } = await feed();
    expect(items).toHaveLength(3);
    const [p, m, g] = shirt.variants.map((variant) => byId(items, `${shirt.id}-${variant.id}`));
    for (const item of [p, m, g]) expect(item?.['g:item_group_id']).toBe(shirt.id);
    expect(p).toMatchObject({
      'g:title': 'Camiseta (P, Branca)',
      'g:availability': 'in_stock',
      'g:price': '79.90 BRL',
      'g:sale_price': '59.90 BRL',
      'g:gtin': '4006381333931',
      'g:link': `${ORIGIN}/loja/camiseta?variante=${shirt.variants[0].id}`,
    });
    expect(p?.['g:identifier_exists']).toBeUndefined();
    expect(m).toMatchObject({ 'g:title': 'Camiseta (M, Branca)', 'g:availability': 'out_of_stock', 'g:price': '79.90 BRL', 'g:sale_price': '64.90 BRL', 'g:identifier_exists': 'no' });
    expect(m?.['g:gtin']).toBeUndefined();
    // A variant priced above the "de" price is not on sale.
    expect(g).toMatchObject({ 'g:availability': 'in_stock', 'g:price': '89.90 BRL' });
    expect(g?.['g:sale_price']).toBeUndefined();
  });

  it('writes prices from cents without floats: 0.05, 1.00, 1234.56 and the largest price', async () => {
    await seedProductsFeature();
    for (const [slug, price] of [['a', 5], ['b', 100], ['c', 123456], ['d', 100_000_000]] as const) {
      await seedProduct({ slug, price_cents: price });
    }
    const { items } = await feed();
    expect(items.map((item) => item['g:price'])).toEqual(['0.05 BRL', '1.00 BRL', '1234.56 BRL', '1000000.00 BRL']);
    for (const item of items) expect(item['g:price']).toMatch(/^\d+\.\d{2} BRL$/);
  });

  it('says identifier_exists no without a GTIN, and for a GTIN stored around the API with a wrong check digit', async () => {
    await seedProductsFeature();
    const plain = await seedProduct({ slug: 'sem-gtin' });
    const wrong = await seedProduct({ slug: 'gtin-errado' });
    // Past the schema: the column's check takes any 13 digits; the feed still verifies the check digit.
    await getSql()`update products set gtin = '4006381333932' where id = ${wrong.id}`;
    const { items } = await feed();
    for (const id of [plain.id, wrong.id]) {
      expect(byId(items, id)?.['g:identifier_exists']).toBe('no');
      expect(byId(items, id)?.['g:gtin']).toBeUndefined();
    }
  });

  it('leaves out drafts and donations', async () => {
    await seedProductsFeature();
    const shown = await seedProduct({ slug: 'publicado' });
    await seedProduct({ slug: 'rascunho', status: 'draft' });
    await seedProduct({ slug: 'apoie', kind: 'donation', price_cents: 1000 });
    const { items } = await feed();
    expect(items.map((item) => item['g:id'])).toEqual([shown.id]);
  });

  it('escapes & and < in titles and descriptions, so the document stays well formed', async () => {
    await seedProductsFeature();
    await seedProduct({ slug: 'pao', name: 'Pão & Café <Especial> "Casa"', description: '<p>1 &lt; 2 &amp; R&amp;D</p>' });
    const { xml, items } = await feed();
    expect(xml).toContain('<g:title>Pão &amp; Café &lt;Especial&gt; &quot;Casa&quot;</g:title>');
    expect(items[0]['g:title']).toBe('Pão & Café <Especial> "Casa"');
    expect(items[0]['g:description']).toBe('1 < 2 & R&D');
  });

  it('keeps Google’s limits: the description plain text cut to 5,000, the title to 150', async () => {
    await seedProductsFeature();
    await seedProduct({ slug: 'longo', name: 'N'.repeat(200), description: `<p>${'palavra '.repeat(1000)}</p>` });
    const { items } = await feed();
    expect((items[0]['g:title'] as string).length).toBe(150);
    const description = items[0]['g:description'] as string;
    expect(description.length).toBeLessThanOrEqual(5000);
    expect(description).not.toMatch(/[<>]/);
    expect(description.endsWith('...')).toBe(true);
  });

  it('gives the product’s name as description when it has none, and no image_link without an image', async () => {
    await seedProductsFeature();
    await seedProduct({ slug: 'vazio', name: 'Adesivo', description: '' });
    const { items } = await feed();
    expect(items[0]['g:description']).toBe('Adesivo');
    expect(items[0]['g:image_link']).toBeUndefined();
  });

  it('is not built while the shop is off', async () => {
    await seedProductsFeature(false);
    await seedProduct();
    expect(await loadProductFeedData(getSql())).toMatchObject({ enabled: false, products: [] });
  });
});

describe('POST /api/products: gtin', () => {
  it.each([
    ['a wrong check digit', { gtin: '7891000100104' }, 'gtin', 'O campo GTIN deve ser um código de barras GTIN (8, 12, 13 ou 14 dígitos) com o dígito verificador correto.'],
    ['letters', { gtin: 'ABC' }, 'gtin', 'O campo GTIN deve ser um código de barras GTIN (8, 12, 13 ou 14 dígitos) com o dígito verificador correto.'],
    ['a number instead of text', { gtin: 7891000100103 }, 'gtin', 'O campo GTIN deve ser um texto.'],
    [
      'a variant’s wrong check digit',
      { options: ['Cor'], variants: [{ option_values: ['Azul'], gtin: '96385075' }] },
      'variants.0.gtin',
      'O campo GTIN da variação deve ser um código de barras GTIN (8, 12, 13 ou 14 dígitos) com o dígito verificador correto.',
    ],
  ])('answers 422 in Portuguese for %s', async (_case, body, field, message) => {
    await seedProductsFeature();
    const { token } = await createUser({ role: 'admin' });
    const res = await call(products, 'POST', '/api/products', { token, body: { ...PRODUCT_BODY, ...body } });
    expect(res.status).toBe(422);
    expect(res.body.errors[field]?.[0]).toBe(message);
  });

  it('stores and answers the GTIN as digits, and the variants’ own', async () => {
    await seedProductsFeature();
    const plain = await create({ gtin: '036000-291452' });
    expect(plain).toMatchObject({ gtin: '036000291452' });
    const shirt = await create({ name: 'Camiseta', options: ['Cor'], variants: [{ option_values: ['Azul'], gtin: '96385074' }, { option_values: ['Verde'] }] });
    expect(shirt).toMatchObject({ gtin: null, variants: [{ gtin: '96385074' }, { gtin: null }] });
  });
});
