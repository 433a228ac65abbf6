import { useT } from '../../client/use-t';
import { focusMoveButton } from './focus-move';
import { submenuKey, type SubmenuColumn, type SubmenuRow } from './menu-values';

type Props = {
  rows: SubmenuRow[];
  errorOf: (key: string) => string | null;
  onChange: (key: string, column: SubmenuColumn, value: string) => void;
  onBlur: (key: string) => void;
  onAdd: () => SubmenuRow;
  onRemove: (key: string) => void;
  onMove: (key: string, step: -1 | 1) => void;
};

const cellId = (row: SubmenuRow, column: SubmenuColumn) => `submenu-${row.key}-${column}`;

/** The submenus of a menu as a table: name, kind and target of each, with add, remove, move up and move down. */
export default function SubmenusEditor({ rows, errorOf, onChange, onBlur, onAdd, onRemove, onMove }: Props) {
  const t = useT();
  const rowName = (row: SubmenuRow, index: number) => row.name.trim() || t('submenu_n', undefined, { n: index + 1 });
  const add = () => {
    const row = onAdd();
    // The new row renders on the next frame; its name input then takes the focus.
    requestAnimationFrame(() => document.getElementById(cellId(row, 'name'))?.focus());
  };
  const move = (row: SubmenuRow, step: -1 | 1) => {
    onMove(row.key, step);
    focusMoveButton(row.key, step);
  };
  const listError = errorOf('submenus');

  function textCell(row: SubmenuRow, index: number, column: 'name' | 'target', label: string) {
    const id = cellId(row, column);
    const error = errorOf(submenuKey(row.key, column));
    return (
      <td data-label={label} className={error ? 'has-error' : undefined}>
        <label className="visually-hidden" htmlFor={id}>
          {t('submenu_field', undefined, { field: label, submenu: rowName(row, index) })}
        </label>
        <input
          id={id}
          type="text"
          value={row[column]}
          required
          spellCheck={column === 'name'}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(row.key, column, event.target.value)}
          onBlur={() => onBlur(submenuKey(row.key, column))}
        />
        {error && (
          <p className="field-error" id={`${id}-error`}>
            {error}
          </p>
        )}
      </td>
    );
  }

  return (
    <div className="submenus-editor">
      {rows.length === 0 ? (
        <p className="muted">{t('submenus_empty')}</p>
      ) : (
        <table className="conta-table">
          <thead>
            <tr>
              <th scope="col">{t('name')}</th>
              <th scope="col">{t('menu_link_kind')}</th>
              <th scope="col">{t('menu_target')}</th>
              <th scope="col">{t('actions')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={row.key} data-row={row.key}>
                {textCell(row, index, 'name', t('name'))}
                <td data-label={t('menu_link_kind')}>
                  <label className="visually-hidden" htmlFor={cellId(row, 'kind')}>
                    {t('submenu_field', undefined, { field: t('menu_link_kind'), submenu: rowName(row, index) })}
                  </label>
                  <select id={cellId(row, 'kind')} value={row.kind} onChange={(event) => onChange(row.key, 'kind', event.target.value)}>
                    <option value="url">{t('menu_url')}</option>
                    <option value="page">{t('menu_kind_page_short')}</option>
                  </select>
                </td>
                {textCell(row, index, 'target', row.kind === 'page' ? t('menu_page_slug') : t('menu_url'))}
                <td className="cell-action cell-buttons">
                  <button
                    className="btn btn-small move-up"
                    type="button"
                    disabled={index === 0}
                    aria-label={t('move_up_named', undefined, { name: rowName(row, index) })}
                    onClick={() => move(row, -1)}
                  >
                    ↑
                  </button>
                  <button
                    className="btn btn-small move-down"
                    type="button"
                    disabled={index === rows.length - 1}
                    aria-label={t('move_down_named', undefined, { name: rowName(row, index) })}
                    onClick={() => move(row, 1)}
                  >
                    ↓
                  </button>
                  <button
                    className="btn btn-link"
                    type="button"
                    aria-label={t('remove_named', undefined, { name: rowName(row, index) })}
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => onRemove(row.key)}
                  >
                    {t('remove')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {listError && <p className="field-error">{listError}</p>}
      <button className="btn btn-outline" type="button" onClick={add}>
        {t('submenu_add')}
      </button>
    </div>
  );
}
