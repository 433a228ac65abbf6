import type { Menu, MenuData, MenuInput, menuSchema } from '../../lib/schemas/menu';

/** Where a menu leads: an address, a page of the site (by slug), or nowhere (a heading for its submenus). */
export type LinkKind = 'url' | 'page' | 'none';
/** One row of the submenus editor; `key` stays the same while the row is edited or moved. */
export type SubmenuRow = { key: string; name: string; kind: 'url' | 'page'; target: string };
/** What the menu form edits. */
export type MenuValues = { name: string; kind: LinkKind; target: string; enabled: boolean; submenus: SubmenuRow[] };
/** A column of a submenu row. */
export type SubmenuColumn = 'name' | 'kind' | 'target';
/** Field key -> first message: 'name', 'target', 'enabled', 'submenus', 'submenus.<row key>.<column>' or '_'. */
export type FormErrors = Record<string, string>;
/** The messages of the rules the schema does not hold (the caller translates them). */
export type MenuMessages = { urlRequired: string; pageRequired: string; needsTarget: string };

/** The error key of one cell of the submenus editor. */
export const submenuKey = (rowKey: string, column: SubmenuColumn): string => `submenus.${rowKey}.${column}`;

/** The values of a new menu: enabled, linked to an address, no submenus. */
export const emptyMenu = (): MenuValues => ({ name: '', kind: 'url', target: '', enabled: true, submenus: [] });

/** The form values of a stored menu. */
export function toValues(menu: Menu): MenuValues {
  const kind: LinkKind = menu.page ? 'page' : menu.url ? 'url' : 'none';
  return {
    name: menu.name,
    kind,
    target: menu.page ?? menu.url ?? '',
    enabled: menu.enabled,
    submenus: menu.submenus.map((sub) => ({
      key: `s${sub.id}`,
      name: sub.name,
      kind: sub.page ? 'page' : 'url',
      target: sub.page ?? sub.url ?? '',
    })),
  };
}

/** The POST/PUT /api/menus body: the target goes to url or page by its kind; the position is left to the server. */
export function toPayload(values: MenuValues): MenuInput {
  return {
    name: values.name,
    url: values.kind === 'url' ? values.target : null,
    page: values.kind === 'page' ? values.target : null,
    enabled: values.enabled,
    submenus: values.submenus.map((row) => ({
      name: row.name,
      url: row.kind === 'url' ? row.target : null,
      page: row.kind === 'page' ? row.target : null,
    })),
  };
}

/** The form key of an error path of the schema or of a 422 answer ('url' and 'page' are the target field). */
export function errorKey(path: readonly PropertyKey[], rows: SubmenuRow[]): string {
  const [field, index, column] = path.map(String);
  if (!field) return '_';
  if (field === 'url' || field === 'page') return 'target';
  if (field !== 'submenus') return field === 'position' ? '_' : field;
  const row = index === undefined ? undefined : rows[Number(index)];
  if (!row) return 'submenus';
  return submenuKey(row.key, column === 'name' ? 'name' : 'target');
}

function addError(errors: FormErrors, key: string, message: string): void {
  if (!errors[key]) errors[key] = message;
}

/**
 * Validates the form as the server does (the shared schema, passed in: the form loads it beside itself), plus a
 * required target for its kind.
 */
export function validateMenu(
  values: MenuValues,
  messages: MenuMessages,
  schema: typeof menuSchema,
): { data: MenuData | null; errors: FormErrors } {
  const errors: FormErrors = {};
  const required = (kind: LinkKind) => (kind === 'page' ? messages.pageRequired : messages.urlRequired);
  if (values.kind !== 'none' && !values.target.trim()) addError(errors, 'target', required(values.kind));
  if (values.kind === 'none' && values.submenus.length === 0) addError(errors, 'target', messages.needsTarget);
  for (const row of values.submenus) {
    if (!row.target.trim()) addError(errors, submenuKey(row.key, 'target'), required(row.kind));
  }
  const parsed = schema.safeParse(toPayload(values));
  for (const issue of parsed.error?.issues ?? []) addError(errors, errorKey(issue.path, values.submenus), issue.message);
  const valid = parsed.success && Object.keys(errors).length === 0;
  return { data: valid ? parsed.data : null, errors };
}

/** The first message of each field of a 422 answer ({ 'submenus.0.name': ['…'] }). */
export function serverErrors(errors: Record<string, string[]> | undefined, rows: SubmenuRow[]): FormErrors {
  const out: FormErrors = {};
  for (const [path, list] of Object.entries(errors ?? {})) {
    if (list[0]) addError(out, errorKey(path.split('.'), rows), list[0]);
  }
  return out;
}
