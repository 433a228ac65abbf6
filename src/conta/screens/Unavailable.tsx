import { useT } from '../../i18n/use-t';
import { Link } from '../router';
import Screen from './Screen';

/** An account section of a later version: says so honestly and links back to the dashboard. */
export default function Unavailable({ title }: { title: string }) {
  const t = useT();
  return (
    <Screen title={title}>
      <div className="notice" role="status">
        <p>{t('section_unavailable')}</p>
      </div>
      <p className="conta-actions">
        <Link className="btn btn-primary" href="/conta">
          {t('back_to_dashboard')}
        </Link>
      </p>
    </Screen>
  );
}
