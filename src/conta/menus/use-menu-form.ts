import { useMemo, useState } from 'react';
import type { Menu } from '../../lib/schemas/menu';
import { lazySchema, useSchema } from '../form/lazy-schema';
import { moveItem } from '../rows/move-item';
import {
  emptyMenu,
  serverErrors,
  submenuKey,
  toValues,
  validateMenu,
  type FormErrors,
  type LinkKind,
  type MenuMessages,
  type MenuValues,
  type SubmenuColumn,
  type SubmenuRow,
} from './menu-values';

const COLUMNS: SubmenuColumn[] = ['name', 'kind', 'target'];
const RULES = lazySchema(() => import('../../lib/schemas/menu').then((module) => module.menuSchema));
// Before the schema has loaded nothing is checked: no errors, and nothing to save yet.
const UNCHECKED: ReturnType<typeof validateMenu> = { data: null, errors: {} };

/**
 * The menu form state, validated by the shared schema on every change once it has loaded (not valid before). A
 * field shows its first error once touched (changed or left); a 422 shows until the field changes.
 */
export function useMenuForm(initial: Menu | null, messages: MenuMessages) {
  const [values, setValues] = useState<MenuValues>(() => (initial ? toValues(initial) : emptyMenu()));
  const [server, setServer] = useState<FormErrors>({});
  const [touched, setTouched] = useState<Set<string>>(() => new Set());
  const [added, setAdded] = useState(0);
  const schema = useSchema(RULES);
  const check = useMemo(() => (schema ? validateMenu(values, messages, schema) : UNCHECKED), [values, messages, schema]);

  const touch = (key: string) => setTouched((current) => (current.has(key) ? current : new Set(current).add(key)));
  const changed = (key: string) => {
    touch(key);
    setServer((current) => (key in current ? { ...current, [key]: '' } : current));
  };
  /** The message shown under a field: the server's, else the client's once touched. */
  const errorOf = (key: string): string | null => server[key] || (touched.has(key) ? check.errors[key] : null) || null;

  const setName = (name: string) => {
    setValues((current) => ({ ...current, name }));
    changed('name');
  };
  const setKind = (kind: LinkKind) => {
    setValues((current) => ({ ...current, kind }));
    changed('target');
  };
  const setTarget = (target: string) => {
    setValues((current) => ({ ...current, target }));
    changed('target');
  };
  const setEnabled = (enabled: boolean) => setValues((current) => ({ ...current, enabled }));

  const updateRow = (key: string, column: SubmenuColumn, value: string) => {
    setValues((current) => ({
      ...current,
      submenus: current.submenus.map((row) => (row.key === key ? { ...row, [column]: value } : row)),
    }));
    changed(submenuKey(key, column === 'kind' ? 'target' : column));
  };
  const addRow = (): SubmenuRow => {
    const row: SubmenuRow = { key: `new-${added + 1}`, name: '', kind: 'url', target: '' };
    setAdded(added + 1);
    setValues((current) => ({ ...current, submenus: [...current.submenus, row] }));
    changed('submenus');
    return row;
  };
  const removeRow = (key: string) => {
    setValues((current) => ({ ...current, submenus: current.submenus.filter((row) => row.key !== key) }));
    setServer((current) => {
      const next: FormErrors = { ...current, submenus: '' };
      for (const column of COLUMNS) delete next[submenuKey(key, column)];
      return next;
    });
    touch('submenus');
  };
  const moveRow = (key: string, step: -1 | 1) =>
    setValues((current) => {
      const index = current.submenus.findIndex((row) => row.key === key);
      return { ...current, submenus: moveItem(current.submenus, index, step) };
    });

  /** Shows the field errors of a 422 answer. */
  const showServerErrors = (errors: Record<string, string[]> | undefined) => setServer(serverErrors(errors, values.submenus));
  /** Marks every field touched (on a submit attempt), so each shows its error. */
  const touchAll = () => setTouched(new Set(Object.keys(check.errors)));

  return {
    values,
    valid: check.data !== null,
    data: check.data,
    errorOf,
    formError: server._ || null,
    touch,
    touchAll,
    setName,
    setKind,
    setTarget,
    setEnabled,
    updateRow,
    addRow,
    removeRow,
    moveRow,
    showServerErrors,
  };
}
