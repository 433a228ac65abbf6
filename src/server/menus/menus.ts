import type { Menu, MenuData, Submenu } from '../../lib/schemas/menu';
import type { Db, Sql } from '../db/client';
import { countRows } from '../db/paging';
import { together } from '../db/together';
import { transaction } from '../db/transaction';
import { conflict, notFound } from '../http/http-error';

type MenuRow = Omit<Menu, 'submenus'>;
type SubmenuRow = Submenu & { menu_id: string };

/** Options of a menu list. */
export type ListMenusOptions = { includeDisabled?: boolean };

function withSubmenus(menus: MenuRow[], submenus: SubmenuRow[]): Menu[] {
  const byMenu = new Map<string, Submenu[]>();
  for (const { menu_id, ...item } of submenus) {
    const list = byMenu.get(menu_id) ?? [];
    list.push(item);
    byMenu.set(menu_id, list);
  }
  return menus.map((menu) => ({ ...menu, submenus: byMenu.get(menu.id) ?? [] }));
}

/** The menus ordered by position then id, each with its submenus in order; enabled ones only by default (one round trip). */
export async function listMenus(db: Db, options: ListMenusOptions = {}): Promise<Menu[]> {
  const all = options.includeDisabled ?? false;
  const [menus, submenus] = await together(
    db<MenuRow[]>`
      select id::text as id, name, url, page, enabled, position from menus
      where ${all} or enabled order by position, id`,
    db<SubmenuRow[]>`
      select s.id::text as id, s.menu_id::text as menu_id, s.name, s.url, s.page, s.position
      from submenus s join menus m on m.id = s.menu_id
      where ${all} or m.enabled order by s.position, s.id`,
  );
  return withSubmenus(menus, submenus);
}

/** How many menus there are, enabled or not (the length of the managers' list: the dashboard's count). */
export const countMenus = (db: Db): Promise<number> => countRows(db, db`menus`);

/** One menu, enabled or not, with its submenus (404 when missing). */
export async function getMenu(db: Db, id: string): Promise<Menu> {
  const [menu] = await db<MenuRow[]>`
    select id::text as id, name, url, page, enabled, position from menus where id = ${id}`;
  if (!menu) throw notFound();
  const submenus = await db<SubmenuRow[]>`
    select id::text as id, menu_id::text as menu_id, name, url, page, position
    from submenus where menu_id = ${id} order by position, id`;
  return withSubmenus([menu], submenus)[0];
}

async function insertSubmenus(db: Db, menuId: string, submenus: MenuData['submenus']): Promise<void> {
  for (const [position, item] of submenus.entries()) {
    await db`
      insert into submenus (menu_id, name, url, page, position)
      values (${menuId}, ${item.name}, ${item.url}, ${item.page}, ${position})`;
  }
}

/** Creates a menu with its submenus; without a position it goes after the last one. */
export async function createMenu(sql: Sql, data: MenuData): Promise<Menu> {
  return transaction(sql, async (tx) => {
    const [{ id }] = await tx<{ id: string }[]>`
      insert into menus (name, url, page, enabled, position)
      values (${data.name}, ${data.url}, ${data.page}, ${data.enabled},
        coalesce(${data.position}::int, (select coalesce(max(position) + 1, 0) from menus)))
      returning id::text as id`;
    await insertSubmenus(tx, id, data.submenus);
    return getMenu(tx, id);
  });
}

/** Replaces a menu and its submenus; without a position it keeps its place (404 when missing). */
export async function updateMenu(sql: Sql, id: string, data: MenuData): Promise<Menu> {
  return transaction(sql, async (tx) => {
    const updated = await tx`
      update menus set name = ${data.name}, url = ${data.url}, page = ${data.page}, enabled = ${data.enabled},
        position = coalesce(${data.position}::int, position), updated_at = now()
      where id = ${id} returning id`;
    if (updated.length === 0) throw notFound();
    await tx`delete from submenus where menu_id = ${id}`;
    await insertSubmenus(tx, id, data.submenus);
    return getMenu(tx, id);
  });
}

/** Deletes a menu and its submenus (404 when missing). */
export async function deleteMenu(sql: Sql, id: string): Promise<void> {
  const rows = await sql`delete from menus where id = ${id} returning id`;
  if (rows.length === 0) throw notFound();
}

/** Answered when the order sent does not list exactly the menus that exist. */
export const ORDER_OUTDATED = 'A lista de menus mudou desde que foi carregada. Recarregue a página e tente de novo.';

/** Puts every menu at the position of its id in `ids` (409 unless `ids` lists exactly the existing menus). */
export async function reorderMenus(sql: Sql, ids: string[]): Promise<Menu[]> {
  return transaction(sql, async (tx) => {
    const rows = await tx<{ id: string }[]>`select id::text as id from menus order by id for update`;
    const existing = new Set(rows.map((row) => row.id));
    if (rows.length !== ids.length || !ids.every((id) => existing.has(id))) throw conflict(ORDER_OUTDATED);
    await tx`
      update menus set position = o.ord - 1, updated_at = now()
      from unnest(${tx.array(ids)}::bigint[]) with ordinality as o(id, ord)
      where menus.id = o.id`;
    return listMenus(tx, { includeDisabled: true });
  });
}
