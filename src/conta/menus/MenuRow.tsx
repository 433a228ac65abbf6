import { menuTarget } from '../../components/menu-href';
import { useT } from '../../client/use-t';
import type { Menu } from '../../lib/schemas/menu';
import { Link } from '../router';
import { MoveRowButtons } from '../rows/RowButtons';

type Props = {
  menu: Menu;
  index: number;
  last: boolean;
  onMove: (step: -1 | 1) => void;
  onToggle: () => void;
  onDelete: () => void;
};

/** One menu of the list: place, name, where it leads, submenus, enabled switch and actions. */
export default function MenuRow({ menu, index, last, onMove, onToggle, onDelete }: Props) {
  const t = useT();
  const target = menuTarget(menu);
  const toggleId = `menu-${menu.id}-enabled`;
  return (
    <tr data-row={menu.id} className={menu.enabled ? undefined : 'is-disabled'}>
      <td data-label={t('menu_order')} className="cell-order">
        {index + 1}
      </td>
      <td data-label={t('name')}>
        <strong>{menu.name}</strong>
      </td>
      <td data-label={t('menu_target')} className="cell-target">
        {target ? target.href : <span className="muted">{t('menu_kind_none_short')}</span>}
      </td>
      <td data-label={t('submenus')}>
        {menu.submenus.length > 0 ? menu.submenus.map((sub) => sub.name).join(', ') : <span className="muted">—</span>}
      </td>
      <td data-label={t('menu_enabled')} className="cell-check">
        <input id={toggleId} type="checkbox" checked={menu.enabled} onChange={onToggle} />
        <label className="visually-hidden" htmlFor={toggleId}>
          {t('menu_enabled_named', undefined, { name: menu.name })}
        </label>
      </td>
      <td className="cell-action cell-buttons">
        <MoveRowButtons rowKey={menu.id} name={menu.name} first={index === 0} last={last} onMove={onMove} />
        <Link className="btn btn-small" href={`/conta/menus/${menu.id}/edit`} aria-label={t('edit_named', undefined, { name: menu.name })}>
          {t('edit')}
        </Link>
        <button className="btn btn-link" type="button" aria-label={t('delete_named', undefined, { name: menu.name })} onClick={onDelete}>
          {t('delete')}
        </button>
      </td>
    </tr>
  );
}
