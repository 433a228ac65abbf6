import { productSchema, type ProductInput } from '../../src/lib/schemas/product';
import type { Sql } from '../../src/server/db/client';
import { parseWith } from '../../src/server/http/validate';
import { createProduct } from '../../src/server/shop/catalog/products';

const CATEGORIES = [
  { name: 'Livros', slug: 'livros' },
  { name: 'Camisetas', slug: 'camisetas' },
  { name: 'Ingressos', slug: 'ingressos' },
  { name: 'Acessórios', slug: 'acessorios' },
];

type Parcel = 'weight_g' | 'height_cm' | 'width_cm' | 'length_cm';
// A donation leaves out its weight and measures (the schema fills them).
type Demo = Omit<ProductInput, 'category_id' | Parcel> & Partial<Pick<ProductInput, Parcel>> & { category: string | null };

const img = (name: string) => `/demo/products/${name}.webp`;
// Sizes in cm and weights in grams as the Correios would weigh them.
const BOOK = { weight_g: 450, height_cm: 3, width_cm: 16, length_cm: 23, package_format: 1 };
const SHIRT = { weight_g: 220, height_cm: 3, width_cm: 25, length_cm: 30, package_format: 1 };
const TICKET = { weight_g: 20, height_cm: 1, width_cm: 11, length_cm: 16, package_format: 3 };
const text = (...paragraphs: string[]) => paragraphs.map((p) => `<p>${p}</p>`).join('');

/** Tamanho x Cor: one variant per combination, the SKU made of the codes, GG a little dearer. */
function shirtVariants(code: string, sizes: string[], colours: string[], stock: (size: string, colour: string) => number) {
  return sizes.flatMap((size) =>
    colours.map((colour) => ({
      option_values: colours.length > 1 ? [size, colour] : [size],
      sku: `${code}-${size}${colours.length > 1 ? `-${colour.slice(0, 2).toUpperCase()}` : ''}`,
      stock: stock(size, colour),
      price_cents: size === 'GG' ? 6490 : null,
    })),
  );
}

const DEMO: Demo[] = [
  { name: 'Memórias do Bairro', category: 'livros', ...BOOK, price_cents: 4990, sku: 'LIV-MEM', stock: 30, featured: true,
    images: [img('livro-memorias-do-bairro')], description: text('Histórias contadas por quem viu o bairro crescer: 240 páginas com fotos do acervo da associação.', 'Edição da associação, impressa em papel reciclado.') },
  { name: 'Receitas da Horta Comunitária', category: 'livros', ...BOOK, weight_g: 380, price_cents: 3990, compare_at_cents: 5490, sku: 'LIV-REC', stock: 12,
    images: [img('livro-receitas-da-horta')], description: text('Quarenta receitas com o que se planta na horta da Rua Humberto I, das voluntárias que cuidam dela.') },
  { name: 'Poesia na Praça: antologia', category: 'livros', ...BOOK, weight_g: 260, height_cm: 2, price_cents: 2990, sku: 'LIV-POE', stock: 0,
    images: [img('livro-poesia-na-praca')], description: text('Os poemas lidos nos saraus da Praça da Matriz. Esgotado: nova tiragem em breve.') },
  { name: 'Zine Cadernos de Encadernação', category: 'livros', weight_g: 80, height_cm: 1, width_cm: 15, length_cm: 21, package_format: 3, price_cents: 1500, sku: 'ZIN-ENC', stock: null,
    images: [img('zine-encadernacao')], description: text('Um passo a passo ilustrado da oficina de encadernação artesanal, impresso sob demanda.') },
  { name: 'Camiseta Vitrine Orgânica', category: 'camisetas', ...SHIRT, price_cents: 5990, featured: true, options: ['Tamanho', 'Cor'],
    variants: shirtVariants('CAM-ORG', ['P', 'M', 'G', 'GG'], ['Branca', 'Preta'], (size, colour) => (size === 'P' && colour === 'Preta' ? 0 : 8)),
    images: [img('camiseta-organica-branca'), img('camiseta-organica-preta')], description: text('Algodão orgânico, estampa em serigrafia feita na oficina da associação.') },
  { name: 'Camiseta Festival de Música Regional', category: 'camisetas', ...SHIRT, price_cents: 5490, options: ['Tamanho'],
    variants: shirtVariants('CAM-FES', ['P', 'M', 'G'], ['Amarela'], (size) => (size === 'M' ? 3 : 10)),
    images: [img('camiseta-festival')], description: text('A camiseta oficial do festival deste ano.') },
  { name: 'Camiseta Infantil Capoeira', category: 'camisetas', ...SHIRT, weight_g: 140, price_cents: 3990, options: ['Tamanho'],
    variants: ['2', '4', '6', '8'].map((size) => ({ option_values: [size], sku: `CAM-CAP-${size}`, stock: 6 })),
    images: [img('camiseta-capoeira-infantil')], description: text('Para os pequenos da aula aberta de capoeira. Tamanhos de 2 a 8 anos.') },
  { name: 'Passaporte Festival de Música Regional', category: 'ingressos', ...TICKET, price_cents: 8000, featured: true, options: ['Tipo'],
    variants: [
      { option_values: ['Inteira'], sku: 'ING-FES-INT', stock: 100 },
      { option_values: ['Meia-entrada'], sku: 'ING-FES-MEIA', stock: 50, price_cents: 4000 },
    ],
    images: [img('ingresso-festival')], description: text('Acesso aos três dias do festival no Largo do Mercado. Meia-entrada para estudantes, professores e maiores de 60 anos, com documento.') },
  { name: 'Ingresso Sarau de Poesia', category: 'ingressos', ...TICKET, price_cents: 3500, sku: 'ING-SAR', stock: 20,
    images: [img('ingresso-sarau')], description: text('Mesa para duas pessoas no sarau de poesia, com chá e bolo.') },
  { name: 'Inscrição Oficina de Encadernação', category: 'ingressos', ...TICKET, price_cents: 6000, sku: 'ING-OFI', stock: 12,
    images: [img('ingresso-oficina')], description: text('Vaga na oficina de encadernação artesanal: o material está incluído.') },
  { name: 'Caneca da Associação', category: 'acessorios', weight_g: 350, height_cm: 12, width_cm: 10, length_cm: 15, package_format: 1, price_cents: 3490, sku: 'ACE-CAN', stock: 25,
    images: [img('caneca-associacao')], description: text('Caneca de cerâmica de 325 ml. Vai ao micro-ondas e à lava-louças.') },
  { name: 'Ecobag Vitrine', category: 'acessorios', weight_g: 120, height_cm: 2, width_cm: 20, length_cm: 30, package_format: 3, price_cents: 2490, sku: 'ACE-ECO', stock: null,
    images: [img('ecobag-vitrine')], description: text('Sacola de algodão cru, costurada pelo grupo de costura da associação.') },
  { name: 'Pôster Memória do Bairro', category: 'acessorios', weight_g: 150, height_cm: 8, width_cm: 8, length_cm: 62, package_format: 2, price_cents: 1990, sku: 'ACE-POS', stock: 40, status: 'draft',
    images: [img('poster-memoria')], description: text('Pôster A2 da exposição, enviado em tubo.') },
  // A donation ("Doação / valor livre"): the price is the least one gives; nothing to ship, no stock.
  { name: 'Apoie a Horta Comunitária', category: null, kind: 'donation', price_cents: 1000, suggested_amounts_cents: [2000, 5000, 10000],
    description: text('Sementes, ferramentas e água para a horta da Rua Humberto I, cuidada por voluntárias.', 'Doe o valor que quiser, a partir de R$ 10,00.') },
];

/** Stores the demo categories and products (published unless told; variants, stock and sizes) not there yet (by slug). */
export async function seedProducts(sql: Sql): Promise<string> {
  for (const category of CATEGORIES) {
    await sql`insert into product_categories (name, slug) values (${category.name}, ${category.slug}) on conflict (slug) do nothing`;
  }
  const categoryIds = new Map(
    (await sql<{ id: string; slug: string }[]>`select id::text as id, slug from product_categories`).map((row) => [row.slug, row.id]),
  );
  const present = new Set((await sql<{ slug: string }[]>`select slug from products`).map((row) => row.slug));
  let created = 0;
  for (const { category, ...demo } of DEMO) {
    // The API's own rules check and store the demo data.
    const data = parseWith(productSchema, { status: 'published', ...demo, category_id: (category && categoryIds.get(category)) ?? null });
    if (present.has(data.slug)) continue;
    await createProduct(sql, data);
    created += 1;
  }
  return `products: ${created} created, ${DEMO.length - created} already present, in ${CATEGORIES.length} categories`;
}
