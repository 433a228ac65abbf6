import { menuSchema, type MenuData } from '../../src/lib/schemas/menu';
import type { Sql } from '../../src/server/db/client';
import { createMenu } from '../../src/server/menus/menus';

// The feature menus (Notícias, Agenda, Biblioteca, Loja) come from the settings' feature-menu rule.
const DEMO_MENUS: unknown[] = [
  { name: 'Início', url: '/' },
  {
    name: 'Sobre',
    url: null,
    submenus: [
      { name: 'Quem somos', page: 'quem-somos' },
      { name: 'Nossa história', page: 'nossa-historia' },
      { name: 'Transparência', url: '/transparencia' },
    ],
  },
  { name: 'Portal da Transparência', url: 'https://portaldatransparencia.gov.br' },
];

/** Creates the demo menus whose name is not used yet, after the existing ones. */
export async function seedMenus(sql: Sql): Promise<string> {
  const names = new Set((await sql<{ name: string }[]>`select lower(name) as name from menus`).map((r) => r.name));
  let created = 0;
  for (const raw of DEMO_MENUS) {
    const menu: MenuData = menuSchema.parse(raw);
    if (names.has(menu.name.toLowerCase())) continue;
    await createMenu(sql, menu);
    created += 1;
  }
  return `menus: ${created} created, ${DEMO_MENUS.length - created} already present`;
}
