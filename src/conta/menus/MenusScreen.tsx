import { useState } from 'react';
import toast from '../../client/lazy-toast';
import { useT } from '../../client/use-t';
import { api } from '../../client/api-client';
import { withLoadingBar } from '../../client/loading-bar';
import type { Menu } from '../../lib/schemas/menu';
import { Link } from '../router';
import Screen from '../screens/Screen';
import ConfirmDialog from '../form/ConfirmDialog';
import LoadState from '../load/LoadState';
import { moveItem } from '../rows/move-item';
import MenuRow from './MenuRow';
import { useLoad } from '../load/use-load';
import '../admin.css';
import './menus.css';

/** The PUT body of a stored menu with another enabled state (the submenus and the place are kept). */
const withEnabled = (menu: Menu, enabled: boolean) => ({
  name: menu.name,
  url: menu.url,
  page: menu.page,
  enabled,
  submenus: menu.submenus.map(({ name, url, page }) => ({ name, url, page })),
});

/** /conta/menus (admin, super): every menu in order, with move up/down, enable/disable, edit and delete. */
export default function MenusScreen() {
  const t = useT();
  const { loaded, reload, set } = useLoad<Menu[]>('/api/menus?all=1');
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState<Menu | null>(null);
  const menus = loaded.state === 'ready' ? loaded.data : [];

  async function move(index: number, step: -1 | 1) {
    if (busy) return;
    const next = moveItem(menus, index, step);
    setBusy(true);
    set(next);
    const result = await withLoadingBar(() => api<Menu[]>('PUT', '/api/menus/order', { body: { ids: next.map((m) => m.id) } }));
    setBusy(false);
    if (result.ok) set(result.data);
    else reload();
  }

  // The switch changes at once; a refused change puts the list back as the server has it.
  async function toggle(menu: Menu) {
    if (busy) return;
    setBusy(true);
    set(menus.map((item) => (item.id === menu.id ? { ...item, enabled: !menu.enabled } : item)));
    const result = await withLoadingBar(() => api<Menu>('PUT', `/api/menus/${menu.id}`, { body: withEnabled(menu, !menu.enabled) }));
    setBusy(false);
    if (!result.ok) return reload();
    set(menus.map((item) => (item.id === menu.id ? result.data : item)));
    toast.success(t(result.data.enabled ? 'menu_now_enabled' : 'menu_now_disabled', undefined, { name: menu.name }));
  }

  async function remove(menu: Menu) {
    setBusy(true);
    const result = await withLoadingBar(() => api<{ ok: true }>('DELETE', `/api/menus/${menu.id}`));
    setBusy(false);
    setDeleting(null);
    if (result.ok || result.error.status === 404) {
      set(menus.filter((item) => item.id !== menu.id));
      if (result.ok) toast.success(t('menu_deleted', undefined, { name: menu.name }));
    }
    document.getElementById('conta-screen-title')?.focus();
  }

  return (
    <Screen title={t('nav_menus')}>
      <p className="conta-lead">{t('menus_intro')}</p>
      <p className="conta-toolbar">
        <Link className="btn btn-primary" href="/conta/menus/new">
          {t('menu_new')}
        </Link>
      </p>
      <p className="visually-hidden" role="status">
        {busy ? t('saving') : ''}
      </p>
      <LoadState loaded={loaded} onRetry={reload} />
      {loaded.state === 'ready' &&
        (menus.length === 0 ? (
          <p className="notice" role="status">
            {t('menus_empty')}
          </p>
        ) : (
          <table className="conta-table menus-table" aria-busy={busy}>
            <caption className="visually-hidden">{t('menus_caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('menu_order')}</th>
                <th scope="col">{t('name')}</th>
                <th scope="col">{t('menu_target')}</th>
                <th scope="col">{t('submenus')}</th>
                <th scope="col">{t('menu_enabled')}</th>
                <th scope="col">{t('actions')}</th>
              </tr>
            </thead>
            <tbody>
              {menus.map((menu, index) => (
                <MenuRow
                  key={menu.id}
                  menu={menu}
                  index={index}
                  last={index === menus.length - 1}
                  onMove={(step) => void move(index, step)}
                  onToggle={() => void toggle(menu)}
                  onDelete={() => setDeleting(menu)}
                />
              ))}
            </tbody>
          </table>
        ))}
      {deleting && (
        <ConfirmDialog
          open
          title={t('menu_delete_title', undefined, { name: deleting.name })}
          text={
            deleting.submenus.length > 0
              ? t('menu_delete_text_submenus', undefined, { count: deleting.submenus.length })
              : t('menu_delete_text')
          }
          confirmLabel={t('delete')}
          busy={busy}
          onConfirm={() => void remove(deleting)}
          onClose={() => setDeleting(null)}
        />
      )}
    </Screen>
  );
}
