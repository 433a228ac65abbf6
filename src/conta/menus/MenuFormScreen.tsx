import { useT } from '../../client/use-t';
import type { Menu } from '../../lib/schemas/menu';
import Screen from '../screens/Screen';
import LoadState from '../load/LoadState';
import MenuForm from './MenuForm';
import { useLoad } from '../load/use-load';
import '../admin.css';
import './menus.css';

/** /conta/menus/:id/edit: the stored menu loaded, then its form. */
function EditMenu({ id }: { id: string }) {
  const t = useT();
  const { loaded, reload } = useLoad<Menu>(`/api/menus/${encodeURIComponent(id)}`);
  return (
    <Screen title={loaded.state === 'ready' ? t('menu_edit_named', undefined, { name: loaded.data.name }) : t('menu_edit')} pageTitle={t('menu_edit')}>
      <LoadState loaded={loaded} onRetry={reload} notFound={t('menu_not_found')} />
      {loaded.state === 'ready' && <MenuForm key={loaded.data.id} initial={loaded.data} />}
    </Screen>
  );
}

/** /conta/menus/new and /conta/menus/:id/edit (admin, super). */
export default function MenuFormScreen({ id }: { id?: string }) {
  const t = useT();
  if (id !== undefined) return <EditMenu id={id} />;
  return (
    <Screen title={t('menu_new')}>
      <p className="conta-lead">{t('menu_new_intro')}</p>
      <MenuForm initial={null} />
    </Screen>
  );
}
