import { beforeEach, describe, expect, it } from 'vitest';
import products from '../../netlify/functions/products.mts';
import { getSql } from '../../src/server/db/client';
import { createUser, resetDb } from '../helpers/db';
import { seedProduct, seedProductsFeature, SHIRT_BODY } from '../helpers/products';
import { call } from '../helpers/request';

// The shop's search: GET /api/products?q= finds products ignoring accents and case, by name, description,
// SKU and variant SKU, best matches first, tolerating one typo in a word (src/server/db/like.ts, textSearch).
const LIST = '/api/products';
const search = async (q: string, token?: string) => {
  const res = await call(products, 'GET', `${LIST}?q=${encodeURIComponent(q)}`, { token });
  expect(res.status).toBe(200);
  return res.body.data.map((p: { name: string }) => p.name) as string[];
};
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

beforeEach(async () => {
  await resetDb();
  await seedProductsFeature();
});

describe('GET /api/products?q=: accents and case', () => {
  it('finds "cílios" typed "cilios", "CILIOS" or "Cílios", and "cilios" typed with the accent', async () => {
    await seedProduct({ name: 'Máscara para cílios', created_at: minutesAgo(3) });
    await seedProduct({ name: 'Pente de ciliós', created_at: minutesAgo(2) });
    await seedProduct({ name: 'Caneca', created_at: minutesAgo(1) });
    for (const q of ['cilios', 'CILIOS', 'Cílios', 'CÍLIOS', 'cílíos']) {
      expect((await search(q)).sort()).toEqual(['Máscara para cílios', 'Pente de ciliós']);
    }
    expect(await search('MÁSCARA PARA')).toEqual(['Máscara para cílios']);
    expect(await search('ação')).toEqual([]);
  });

  it('finds words in the description, without its tags or entities', async () => {
    await seedProduct({ name: 'Sabonete', description: '<p>Feito com <strong>óleo de coco</strong> &amp; argila</p>' });
    await seedProduct({ name: 'Condicionador', description: '<p>Para cabelos <em>secos</em></p>' });
    expect(await search('oleo de coco')).toEqual(['Sabonete']);
    expect(await search('coco argila')).toEqual(['Sabonete']);
    // A tag's or an entity's name is not text.
    expect(await search('strong')).toEqual([]);
    expect(await search('amp')).toEqual([]);
  });
});

describe('GET /api/products?q=: SKUs', () => {
  it("finds a product by its SKU and by a variant's SKU, whatever the case and punctuation typed", async () => {
    await seedProduct({ name: 'Livro de receitas', sku: 'LIV-2024-01' });
    await seedProduct({
      name: 'Camiseta',
      options: ['Tamanho'],
      variants: [{ option_values: ['P'], sku: 'CAM-ORG-P' }, { option_values: ['G'], sku: 'CAM-ORG-G' }],
    });
    await seedProduct({ name: 'Bolsa' });
    expect(await search('liv-2024-01')).toEqual(['Livro de receitas']);
    expect(await search('LIV 2024')).toEqual(['Livro de receitas']);
    expect(await search('cam-org-g')).toEqual(['Camiseta']);
    expect(await search('org-p')).toEqual(['Camiseta']);
  });

  it("follows the variants' SKUs as the product form saves them, and forgets a variant deleted", async () => {
    const token = (await createUser({ role: 'admin' })).token;
    const created = await call(products, 'POST', LIST, { token, body: SHIRT_BODY });
    expect(created.status).toBe(201);
    expect(await search('CAM-M-BR')).toEqual([SHIRT_BODY.name]);
    const kept = { ...SHIRT_BODY, variants: [{ ...SHIRT_BODY.variants[0], sku: 'NOVO-P' }], stock: undefined };
    const id = created.body.id as string;
    const updated = await call(products, 'PUT', `${LIST}/${id}`, { token, params: { id }, body: { ...kept, stock_expected: null } });
    expect(updated.status).toBe(200);
    expect(await search('CAM-M-BR')).toEqual([]);
    expect(await search('novo-p')).toEqual([SHIRT_BODY.name]);
  });

  it('puts an SKU equal to the search first', async () => {
    await seedProduct({ name: 'Kit ABC 10 peças', created_at: minutesAgo(1) });
    await seedProduct({ name: 'Caderno', sku: 'ABC-10', created_at: minutesAgo(2) });
    expect(await search('abc 10')).toEqual(['Caderno', 'Kit ABC 10 peças']);
  });

  it("keeps an order's stock update of a variant from touching its product's search text", async () => {
    const shirt = await seedProduct({ name: 'Camiseta', options: ['Tamanho'], variants: [{ option_values: ['P'], sku: 'X-1', stock: 3 }] });
    const sql = getSql();
    const before = await sql`select xmin::text as v from products where id = ${shirt.id}`;
    await sql`update product_variants set stock = stock - 1 where id = ${shirt.variants[0]}`;
    const after = await sql`select xmin::text as v from products where id = ${shirt.id}`;
    expect(after[0].v).toBe(before[0].v);
  });
});

describe('GET /api/products?q=: one typo', () => {
  it.each([
    ['camiseat', 'two letters swapped'],
    ['camisetta', 'a letter too many'],
    ['camseta', 'a letter missing'],
    ['camizeta', 'a letter wrong'],
    ['Camizeta', 'a letter wrong, in capitals'],
  ])('finds "Camiseta" from "%s" (%s)', async (q) => {
    await seedProduct({ name: 'Camiseta orgânica' });
    await seedProduct({ name: 'Caneca' });
    expect(await search(q)).toEqual(['Camiseta orgânica']);
  });

  it('finds "cílios" from "cilos" and "livro" from "livor", but not from two typos or from a short word', async () => {
    await seedProduct({ name: 'Curvador de cílios' });
    await seedProduct({ name: 'Livro de poesia' });
    expect(await search('cilos')).toEqual(['Curvador de cílios']);
    expect(await search('livor')).toEqual(['Livro de poesia']);
    expect(await search('lviro')).toEqual(['Livro de poesia']);
    expect(await search('camisaet')).toEqual([]);
    expect(await search('lvior')).toEqual([]);
    // Words under four letters are found only as typed.
    expect(await search('lvi')).toEqual([]);
    expect(await search('liv')).toEqual(['Livro de poesia']);
  });

  it('needs every word: one typo in each is tolerated, a word found nowhere is not', async () => {
    await seedProduct({ name: 'Camiseta orgânica azul' });
    await seedProduct({ name: 'Camiseta vermelha' });
    expect(await search('camiseat azlu')).toEqual(['Camiseta orgânica azul']);
    expect(await search('camiseta verde')).toEqual([]);
  });
});

describe('GET /api/products?q=: best matches first', () => {
  it('ranks the name over the description, as typed over a typo, the whole search in the name first', async () => {
    // Created oldest first: without the rank, the most recent would come first.
    await seedProduct({ name: 'Camiseta básica', created_at: minutesAgo(6) });
    await seedProduct({ name: 'Bolsa de pano', description: '<p>Combina com a camiseta da loja</p>', created_at: minutesAgo(5) });
    await seedProduct({ name: 'Camisetas kit', created_at: minutesAgo(4) });
    await seedProduct({ name: 'Camiseat errada no nome', created_at: minutesAgo(3) });
    await seedProduct({ name: 'Caneca', created_at: minutesAgo(1) });
    const found = await search('camiseta');
    expect(found.slice(0, 2).sort()).toEqual(['Camiseta básica', 'Camisetas kit']);
    expect(found.slice(2)).toEqual(['Bolsa de pano', 'Camiseat errada no nome']);
    expect(await search('camiseta basica')).toEqual(['Camiseta básica']);
  });

  it('ranks the name that starts with the search, then the closer name, then the sort asked', async () => {
    await seedProduct({ name: 'Kit caneca e camiseta', created_at: minutesAgo(3) });
    await seedProduct({ name: 'Caneca esmaltada grande', created_at: minutesAgo(2) });
    await seedProduct({ name: 'Caneca', created_at: minutesAgo(1) });
    expect(await search('caneca')).toEqual(['Caneca', 'Caneca esmaltada grande', 'Kit caneca e camiseta']);
  });

  it('pages and counts what it found, and keeps the category filter and drafts rules', async () => {
    for (let n = 1; n <= 5; n += 1) await seedProduct({ name: `Caderno ${n}`, created_at: minutesAgo(n) });
    await seedProduct({ name: 'Caderno rascunho', status: 'draft' });
    const page = await call(products, 'GET', `${LIST}?q=caderno&per_page=2&page=3`);
    expect(page.body).toMatchObject({ total: 5, page: 3, per_page: 2 });
    expect(page.body.data).toHaveLength(1);
    const past = await call(products, 'GET', `${LIST}?q=caderno&per_page=2&page=9`);
    expect(past.body).toMatchObject({ data: [], total: 5, page: 9 });
    expect((await call(products, 'GET', `${LIST}?q=nada&per_page=2&page=9`)).body).toMatchObject({ data: [], total: 0 });
    const admin = (await createUser({ role: 'admin' })).token;
    expect(await search('caderno rascunho', admin)).toEqual(['Caderno rascunho']);
    expect(await search('caderno rascunho')).toEqual([]);
  });
});

describe("GET /api/products?q=: found through the catalogue's words (MAX_WORD_MATCHES, LONG_WORD)", () => {
  it('finds a word inside a longer one, letters and digits alike, as LIKE over the text would', async () => {
    await seedProduct({ name: 'Caneca', description: '<p>Coleção azul2024 e superazulada</p>' });
    await seedProduct({ name: 'Bolsa', sku: 'BOL-77123' });
    expect(await search('azul')).toEqual(['Caneca']);
    expect(await search('perazu')).toEqual(['Caneca']);
    expect(await search('7712')).toEqual(['Bolsa']);
    // A word one typo away must be a word of letters: "abcd" is not found in "ab1d".
    await seedProduct({ name: 'Kit ab1d' });
    expect(await search('abcd')).toEqual([]);
  });

  it('finds a word held by more catalogue words than it looks up, and a word inside an over-long word', async () => {
    // 250 words hold "zeta" before the later product's: past MAX_WORD_MATCHES, every text is read.
    const many = Array.from({ length: 250 }, (_, n) => `zeta${n}`).join(' ');
    await seedProduct({ name: 'Caderno', description: `<p>${many}</p>` });
    await seedProduct({ name: 'Kit zetamax' });
    await seedProduct({ name: 'Lápis', description: `<p>${'x'.repeat(150)}achado${'y'.repeat(20)}</p>` });
    await seedProduct({ name: 'Borracha' });
    expect(await search('zeta')).toEqual(['Kit zetamax', 'Caderno']);
    expect(await search('zeta249')).toEqual(['Caderno']);
    // Letters and digits that fold into more than one word ("½" is " 1/2"): every text is read too.
    await seedProduct({ name: 'Régua 10½cm' });
    expect(await search('10½cm')).toEqual(['Régua 10½cm']);
    expect(await search('achado')).toEqual(['Lápis']);
    expect(await search('xachadoy')).toEqual(['Lápis']);
    expect(await search('borracha')).toEqual(['Borracha']);
  });

  it('forgets the words a product no longer has', async () => {
    const token = (await createUser({ role: 'admin' })).token;
    const created = await call(products, 'POST', LIST, { token, body: { ...SHIRT_BODY, description: '<p>Tecido listrado</p>' } });
    expect(created.status).toBe(201);
    expect(await search('listrado')).toEqual([SHIRT_BODY.name]);
    const id = created.body.id as string;
    const body = { ...SHIRT_BODY, description: '<p>Tecido liso</p>', stock: undefined, stock_expected: null };
    const updated = await call(products, 'PUT', `${LIST}/${id}`, { token, params: { id }, body });
    expect(updated.status).toBe(200);
    expect(await search('listrado')).toEqual([]);
    expect(await search('liso')).toEqual([SHIRT_BODY.name]);
  });
});

describe('GET /api/products?q=: what a search may contain', () => {
  it('reads %, _ and \\ as plain characters, in the typed word and in its typo patterns', async () => {
    await seedProduct({ name: 'Camiseta 100% algodão', sku: 'CAM_P' });
    await seedProduct({ name: 'Caneca 1000 ml', sku: 'CANXP' });
    await seedProduct({ name: 'Barra \\ invertida' });
    expect(await search('100%')).toEqual(['Camiseta 100% algodão']);
    expect(await search('%')).toEqual(['Camiseta 100% algodão']);
    expect(await search('_')).toEqual(['Camiseta 100% algodão']);
    expect(await search('cam_p')).toEqual(['Camiseta 100% algodão']);
    expect(await search('can_p')).toEqual([]);
    expect(await search('\\')).toEqual(['Barra \\ invertida']);
    expect(await search('%%%%')).toEqual([]);
    expect(await search('____')).toEqual([]);
  });

  it('answers 200 for long words, many words and quotes; 422 for a NUL or past 100 characters', async () => {
    await seedProduct({ name: "Caneca d'água" });
    expect(await search("d'agua")).toEqual(["Caneca d'água"]);
    expect(await search('x'.repeat(100))).toEqual([]);
    expect(await search(Array.from({ length: 12 }, () => 'caneca').join(' '))).toEqual(["Caneca d'água"]);
    expect(await search("'; drop table products; --")).toEqual([]);
    const nul = await call(products, 'GET', `${LIST}?q=caneca%00agua`);
    expect(nul.status).toBe(422);
    expect(nul.body.errors.q).toEqual(['O campo contém caracteres inválidos.']);
    const long = await call(products, 'GET', `${LIST}?q=${'a'.repeat(101)}`);
    expect(long.status).toBe(422);
    expect(long.body.errors.q).toEqual(['O parâmetro q deve ter no máximo 100 caracteres.']);
  });
});
