import { useEffect, useState } from 'react';
import { useT } from '../../client/use-t';
import { api } from '../../client/api-client';
import type { AccountProfile } from '../../lib/schemas/account';
import type { Address } from '../../lib/schemas/address';
import type { Page } from '../../lib/schemas/pagination';
import { Link } from '../router';
import { missingItems } from './profile-status';
import './profile.css';

type Status = { state: 'loading' } | { state: 'failed' } | { state: 'done'; missing: string[] };

/** Dashboard block of the user role: what the profile is missing, with a link to /conta/profile. */
export default function ProfileStatus() {
  const t = useT();
  const [status, setStatus] = useState<Status>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    void Promise.all([
      api<AccountProfile>('GET', '/api/profile', { cache: 'no-store', quiet: true }),
      api<Page<Address>>('GET', '/api/addresses?per_page=100', { cache: 'no-store', quiet: true }),
    ]).then(([profile, addresses]) => {
      if (!live) return;
      if (!profile.ok || !addresses.ok) return setStatus({ state: 'failed' });
      setStatus({ state: 'done', missing: missingItems(profile.data, addresses.data.data) });
    });
    return () => {
      live = false;
    };
  }, []);

  return (
    <section className="conta-panel" aria-labelledby="profile-status-title">
      <h2 id="profile-status-title">{t('acc_status_title')}</h2>
      {status.state === 'loading' && <p className="muted" role="status">{t('loading')}</p>}
      {status.state === 'failed' && <p className="muted">{t('summary_failed')}</p>}
      {status.state === 'done' && status.missing.length === 0 && <p>{t('acc_status_complete')}</p>}
      {status.state === 'done' && status.missing.length > 0 && (
        <>
          <p>{t('acc_status_missing')}</p>
          <ul className="profile-status-list">
            {status.missing.map((key) => (
              <li key={key}>{t(key)}</li>
            ))}
          </ul>
        </>
      )}
      <Link className="btn btn-primary" href="/conta/profile">
        {status.state === 'done' && status.missing.length > 0 ? t('acc_status_complete_link') : t('acc_status_view_link')}
      </Link>
    </section>
  );
}
