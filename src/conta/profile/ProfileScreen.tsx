import { useCallback, useEffect, useState } from 'react';
import { useT } from '../../client/use-t';
import { api } from '../../client/api-client';
import type { AccountProfile } from '../../lib/schemas/account';
import { useConta } from '../conta-context';
import Screen from '../screens/Screen';
import AddressBook from './AddressBook';
import PasswordForm from './PasswordForm';
import ProfileForm from './ProfileForm';
import './profile.css';

type Loaded = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'done'; profile: AccountProfile };

/** /conta/profile ("Meus dados"), every role: personal details, password change and addresses. */
export default function ProfileScreen() {
  const t = useT();
  const { setUser } = useConta();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const load = useCallback(async () => {
    setLoaded({ state: 'loading' });
    const result = await api<AccountProfile>('GET', '/api/profile', { cache: 'no-store', quiet: true });
    setLoaded(result.ok ? { state: 'done', profile: result.data } : { state: 'failed', message: result.error.message });
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  return (
    <Screen title={t('nav_profile')}>
      <p className="conta-lead">{t('acc_profile_intro')}</p>
      {loaded.state === 'loading' && <p className="muted" role="status">{t('loading')}</p>}
      {loaded.state === 'failed' && (
        <div className="notice notice-danger" role="alert">
          <p>{loaded.message}</p>
          <button className="btn btn-primary" type="button" onClick={() => void load()}>
            {t('try_again')}
          </button>
        </div>
      )}
      {loaded.state === 'done' && (
        <ProfileForm initial={loaded.profile} onSaved={(profile) => {
            setLoaded({ state: 'done', profile });
            setUser({ id: profile.id, name: profile.name, email: profile.email, role: profile.role });
          }} />
      )}
      <PasswordForm />
      <AddressBook />
    </Screen>
  );
}
