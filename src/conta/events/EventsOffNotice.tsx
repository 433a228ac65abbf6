import { useT } from '../../i18n/use-t';
import { useConta } from '../conta-context';
import { Link } from '../router';

/** Whether the settings have the agenda on (the API refuses changes while it is off). */
export function useEventsEnabled(): boolean {
  const { settings } = useConta();
  return settings?.features.events?.enabled === true;
}

/** The note shown on the event screens while the agenda is disabled in the settings. */
export default function EventsOffNotice() {
  const t = useT();
  if (useEventsEnabled()) return null;
  return (
    <p className="notice notice-warning" role="status">
      {t('events_feature_off')} <Link href="/conta/settings">{t('nav_settings')}</Link>
    </p>
  );
}
