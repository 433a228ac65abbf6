import { useEffect, useState } from 'react';
import { useT } from '../../client/use-t';
import { api } from '../../client/api-client';
import type { Page } from '../../lib/schemas/pagination';
import type { AdminUser } from '../../lib/schemas/users';
import { userActionBlock } from '../../lib/user-rules';
import { useConta } from '../conta-context';
import { Link, navigate } from '../router';
import ItemPending from '../list/ItemPending';
import Screen from '../screens/Screen';
import DeleteUser from './DeleteUser';
import ExportUserData from './ExportUserData';
import PasswordReset from './PasswordReset';
import UserForm from './UserForm';
import '../admin.css';

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'done'; user?: AdminUser; admins: number };

/** The account (on edit) and the number of admins, which the rules shown on the screen need. */
function useUserAndAdmins(id: string | undefined): Loaded {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    // One after the other: the local functions emulation can fail two simultaneous first calls to one function.
    const load = async () => {
      const u = id ? await api<AdminUser>('GET', `/api/users/${encodeURIComponent(id)}`, { cache: 'no-store' }) : null;
      const a = await api<Page<AdminUser>>('GET', '/api/users?role=admin&per_page=1', { cache: 'no-store' });
      if (!live) return;
      if (!a.ok || (u && !u.ok)) setLoaded({ state: 'failed' });
      else setLoaded({ state: 'done', admins: a.data.total, user: u?.ok ? u.data : undefined });
    };
    void load();
    return () => {
      live = false;
    };
  }, [id]);
  return loaded;
}

/** /conta/users/new and /conta/users/:id/edit: the account form, and on edit the password reset and delete. */
export default function UserFormScreen({ id }: { id?: string }) {
  const t = useT();
  const { user: actor } = useConta();
  const loaded = useUserAndAdmins(id);
  const [saved, setSaved] = useState<AdminUser | null>(null);
  const title = t(id ? 'users_edit_title' : 'users_new');
  const back = (
    <p className="conta-actions">
      <Link href="/conta/users">{t('users_back')}</Link>
    </p>
  );
  if (loaded.state !== 'done') {
    return <ItemPending title={title} state={loaded.state} backHref="/conta/users" backLabel={t('users_back')} />;
  }
  const target = saved ?? loaded.user;
  const block = (action: 'edit' | 'password' | 'delete') => {
    const reason = target ? userActionBlock(actor, target, action, loaded.admins) : null;
    return reason ? t(`users_rule_${reason}`) : null;
  };
  return (
    <Screen title={target ? `${title}: ${target.name}` : title} pageTitle={title}>
      <UserForm
        key={target?.id ?? 'new'}
        actor={actor}
        user={target}
        admins={loaded.admins}
        onSaved={(user) => (target ? setSaved(user) : navigate('/conta/users'))}
      />
      {target && <PasswordReset userId={target.id} blocked={block('password')} />}
      {target && <ExportUserData user={target} blocked={block('edit')} />}
      {target && <DeleteUser user={target} blocked={block('delete')} />}
      {back}
    </Screen>
  );
}
