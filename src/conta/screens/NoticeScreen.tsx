import { useT } from '../../client/use-t';
import { Link } from '../router';
import Screen from './Screen';

/**
 * A screen that only says something and leads back to the dashboard: a plain notice (`role="status"`), or a
 * warning (`role="alert"`) when the visitor was refused.
 */
export default function NoticeScreen({ title, message, warning = false }: { title: string; message: string; warning?: boolean }) {
  const t = useT();
  return (
    <Screen title={title}>
      <div className={warning ? 'notice notice-warning' : 'notice'} role={warning ? 'alert' : 'status'}>
        <p>{message}</p>
      </div>
      <p className="conta-actions">
        <Link className="btn btn-primary" href="/conta">
          {t('back_to_dashboard')}
        </Link>
      </p>
    </Screen>
  );
}
