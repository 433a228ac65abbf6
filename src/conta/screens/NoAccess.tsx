import { useT } from '../../i18n/use-t';
import { Link } from '../router';
import Screen from './Screen';

/** Shown when the user's role may not open the requested screen. */
export default function NoAccess() {
  const t = useT();
  return (
    <Screen title={t('no_access_title')}>
      <div className="notice notice-warning" role="alert">
        <p>{t('no_access')}</p>
      </div>
      <p className="conta-actions">
        <Link className="btn btn-primary" href="/conta">
          {t('back_to_dashboard')}
        </Link>
      </p>
    </Screen>
  );
}
