import { useT } from '../../client/use-t';
import { MoveRowButtons, RemoveRowButton } from '../rows/RowButtons';
import RowList from '../rows/RowList';
import TableCell from '../rows/TableCell';
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

  function textCell(row: SubmenuRow, index: number, column: 'name' | 'target', label: string) {
    return (
      <TableCell
        id={cellId(row, column)}
        column={label}
        label={t('submenu_field', undefined, { field: label, submenu: rowName(row, index) })}
        value={row[column]}
        required
        spellCheck={column === 'name'}
        error={errorOf(submenuKey(row.key, column))}
        onChange={(value) => onChange(row.key, column, value)}
        onBlur={() => onBlur(submenuKey(row.key, column))}
      />
    );
  }

  return (
    <div className="submenus-editor">
      <RowList
        rows={rows}
        empty={t('submenus_empty')}
        columns={
          <>
            <th scope="col">{t('name')}</th>
            <th scope="col">{t('menu_link_kind')}</th>
            <th scope="col">{t('menu_target')}</th>
          </>
        }
        actionsShown
        row={(row, index) => (
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
              <MoveRowButtons
                rowKey={row.key}
                name={rowName(row, index)}
                first={index === 0}
                last={index === rows.length - 1}
                onMove={(step) => onMove(row.key, step)}
              />
              <RemoveRowButton label={t('remove_named', undefined, { name: rowName(row, index) })} onRemove={() => onRemove(row.key)} />
            </td>
          </tr>
        )}
        listError={errorOf('submenus')}
        addLabel={t('submenu_add')}
        onAdd={onAdd}
        focusId={(row) => cellId(row, 'name')}
      />
    </div>
  );
}
