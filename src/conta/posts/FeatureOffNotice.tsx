import { useT } from '../../i18n/use-t';
import { useConta } from '../conta-context';
import { Link } from '../router';

/** Whether the settings have the news feature on (the API refuses changes while it is off). */
export function usePostsEnabled(): boolean {
  const { settings } = useConta();
  return settings?.features.posts?.enabled === true;
}

/** The note shown on the news screens while the feature is disabled in the settings. */
export default function FeatureOffNotice() {
  const t = useT();
  if (usePostsEnabled()) return null;
  return (
    <p className="notice notice-warning" role="status">
      {t('posts_feature_off')}{' '}
      <Link href="/conta/settings">{t('nav_settings')}</Link>
    </p>
  );
}
