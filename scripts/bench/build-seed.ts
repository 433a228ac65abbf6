import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Sql } from '../../src/server/db/client';
import { seedMenus } from '../seed/menus';
import { seedPosts } from '../seed/posts';
import { seedSettings } from '../seed/settings';
import { seedUsers } from '../seed/users';

/** How many items of each kind the full-size bench site has (the scale target: 5,000 products among them). */
export const FULL_SCALE = { pages: 1000, posts: 5000, events: 1000, medias: 5000, products: 5000 };
/** Item counts of one bench site. */
export type BenchScale = typeof FULL_SCALE;

/** The counts divided by `divisor` (rounded, at least 1 each). */
export const scaled = (divisor: number): BenchScale => ({
  pages: Math.max(1, Math.round(FULL_SCALE.pages / divisor)),
  posts: Math.max(1, Math.round(FULL_SCALE.posts / divisor)),
  events: Math.max(1, Math.round(FULL_SCALE.events / divisor)),
  medias: Math.max(1, Math.round(FULL_SCALE.medias / divisor)),
  products: Math.max(1, Math.round(FULL_SCALE.products / divisor)),
});

type Seeder = (sql: Sql) => Promise<string>;

// The demo seeders of the sections other branches add (the home page with every block, events, library): run
// when present, so the bench's home page is the demo's; the bulk rows below never depend on them.
const OPTIONAL_SEEDERS = ['pages', 'events', 'medias', 'products'];

async function optionalSeeders(): Promise<Seeder[]> {
  const found: Seeder[] = [];
  for (const name of OPTIONAL_SEEDERS) {
    const file = path.resolve('scripts/seed', `${name}.ts`);
    if (!existsSync(file)) continue;
    const module = (await import(file)) as Record<string, unknown>;
    const seeder = Object.entries(module).find(([key, value]) => /^seed[A-Z]/.test(key) && typeof value === 'function');
    if (seeder) found.push(seeder[1] as Seeder);
  }
  return found;
}

const PARAGRAPH =
  '<p>A associação promoveu mais uma edição do encontro comunitário, com oficinas, rodas de conversa e ' +
  'apresentações culturais abertas ao público. <strong>Participe</strong> das próximas atividades.</p>';

/**
 * Fills an empty, migrated database with a site of `scale` items: the demo seed (accounts, menus, settings with
 * every feature on, demo posts and whatever other demo seeders exist), then the bulk rows in one
 * `insert … select from generate_series` per table (published, a few drafts), so seeding takes seconds.
 */
export async function seedBuildBench(sql: Sql, scale: BenchScale): Promise<string[]> {
  const log: string[] = [];
  for (const seed of [seedUsers, seedMenus, seedSettings, seedPosts, ...(await optionalSeeders())]) log.push(await seed(sql));
  await sql`
    insert into pages (title, slug, status, seo_title, seo_description, blocks, updated_at)
    select 'Página ' || n, 'bench-pagina-' || n, case when n % 50 = 0 then 'draft' else 'published' end,
      'Página ' || n, 'Descrição da página ' || n, '[]'::jsonb, now() - make_interval(hours => n)
    from generate_series(1, ${scale.pages}::int) n`;
  await sql`
    insert into posts (title, slug, excerpt, body, status, published_at, updated_at)
    select 'Notícia de teste ' || n, 'bench-noticia-' || n,
      case when n % 3 = 0 then null else 'Resumo da notícia ' || n || ', com as novidades da semana.' end,
      repeat(${PARAGRAPH}::text, 4), case when n % 50 = 0 then 'draft' else 'published' end,
      now() - make_interval(hours => n), now() - make_interval(hours => n)
    from generate_series(1, ${scale.posts}::int) n`;
  await sql`
    insert into events (title, slug, starts_at, ends_at, all_day, place, address, description, status, updated_at)
    select 'Evento ' || n, 'bench-evento-' || n,
      date_trunc('hour', now()) + make_interval(hours => (n - ${scale.events}::int / 2) * 7),
      date_trunc('hour', now()) + make_interval(hours => (n - ${scale.events}::int / 2) * 7 + 2),
      n % 10 = 0, 'Centro Cultural', 'Rua das Flores, ' || n || ' — São Paulo/SP', ${PARAGRAPH}::text,
      case when n % 50 = 0 then 'draft' else 'published' end, now() - make_interval(hours => n)
    from generate_series(1, ${scale.events}::int) n`;
  await sql`
    insert into medias (title, slug, publication_type, media_type, authors, year, description,
      file_url, file_name, file_size, file_mime, status, updated_at)
    select 'Publicação ' || n, 'bench-midia-' || n,
      (array['livro','artigo','cartilha','relatorio','revista','tese'])[1 + n % 6], 'documento',
      'Autora ' || (n % 40), 1990 + n % 35, ${PARAGRAPH}::text,
      '/api/files/bench/publicacao-' || n || '.pdf', 'publicacao-' || n || '.pdf', 120000 + n, 'application/pdf',
      case when n % 50 = 0 then 'draft' else 'published' end, now() - make_interval(hours => n)
    from generate_series(1, ${scale.medias}::int) n`;
  await seedBulkProducts(sql, scale.products);
  log.push(
    `bulk: ${scale.pages} pages, ${scale.posts} posts, ${scale.events} events, ${scale.medias} library items, ` +
      `${scale.products} products (1 in 50 drafts; 1 in 10 with 3 variants)`,
  );
  return log;
}

/** Products in the demo's categories (1 in 50 drafts, 1 in 7 sold out), every tenth with 3 variants (P, M, G). */
export async function seedBulkProducts(sql: Sql, count: number): Promise<void> {
  await sql`
    insert into products (name, slug, description, images, price_cents, compare_at_cents, stock, weight_g, height_cm,
      width_cm, length_cm, status, featured, category_id, options, created_at, updated_at)
    select 'Produto de teste ' || n, 'bench-produto-' || n, ${PARAGRAPH}::text, array['/demo/products/caneca-associacao.webp'],
      1000 + n % 9000, case when n % 5 = 0 then 12000 else null end,
      case when n % 10 = 0 then null when n % 7 = 0 then 0 else n % 40 end, 300, 3, 16, 23,
      case when n % 50 = 0 then 'draft' else 'published' end, n % 25 = 0,
      (select id from product_categories order by id offset n % 4 limit 1),
      case when n % 10 = 0 then array['Tamanho'] else array[]::text[] end,
      now() - make_interval(mins => n), now() - make_interval(mins => n)
    from generate_series(1, ${count}::int) n`;
  await sql`
    insert into product_variants (product_id, option_values, stock, position)
    select p.id, array[v.size], (p.id % 6)::int, v.n - 1
    from products p, unnest(array['P', 'M', 'G']) with ordinality as v(size, n)
    where p.slug like 'bench-produto-%' and cardinality(p.options) = 1`;
}
