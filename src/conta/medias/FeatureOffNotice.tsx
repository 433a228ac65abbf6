import { useT } from '../../i18n/use-t';
import { useConta } from '../conta-context';
import { Link } from '../router';

/** Whether the settings have the library on (the API refuses changes while it is off). */
export function useMediasEnabled(): boolean {
  const { settings } = useConta();
  return settings?.features.medias?.enabled === true;
}

/** The note shown on the library screens while the feature is disabled in the settings. */
export default function FeatureOffNotice() {
  const t = useT();
  if (useMediasEnabled()) return null;
  return (
    <p className="notice notice-warning" role="status">
      {t('medias_feature_off')} <Link href="/conta/settings">{t('nav_settings')}</Link>
    </p>
  );
}
