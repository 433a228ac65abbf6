import { getSql } from '../../src/server/db/client';

type PageSeed = { title?: string; slug?: string; status?: 'draft' | 'published'; is_home?: boolean; blocks?: unknown[] };
let counter = 0;

/** Inserts a page straight into the table (published unless told) and returns its id and slug; resetDb empties it. */
export async function seedPage(seed: PageSeed = {}): Promise<{ id: string; slug: string }> {
  counter += 1;
  const sql = getSql();
  const [row] = await sql<{ id: string; slug: string }[]>`
    insert into pages (title, slug, status, is_home, blocks)
    values (${seed.title ?? `Página ${counter}`}, ${seed.slug ?? `pagina-${counter}`}, ${seed.status ?? 'published'},
      ${seed.is_home ?? false}, ${sql.json((seed.blocks ?? [{ id: 'b1', type: 'rich_text', html: '<p>Olá</p>' }]) as never)})
    returning id::text as id, slug`;
  return row;
}

/** The id of the page marked as home, or null. */
export async function homePageId(): Promise<string | null> {
  const rows = await getSql()<{ id: string }[]>`select id::text as id from pages where is_home`;
  if (rows.length > 1) throw new Error('more than one home page');
  return rows[0]?.id ?? null;
}

/** How many pages are stored. */
export async function countPages(): Promise<number> {
  return (await getSql()<{ n: number }[]>`select count(*)::int as n from pages`)[0].n;
}
