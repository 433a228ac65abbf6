import { useT } from '../../client/use-t';
import { useConta } from '../conta-context';
import { Link } from '../router';

/** Whether the settings have a feature section on (its API refuses changes while it is off). */
export function useFeatureEnabled(feature: string): boolean {
  const { settings } = useConta();
  return settings?.features[feature]?.enabled === true;
}

/** The note shown on a section's screens while its feature is disabled in the settings (`message`: a label key). */
export default function SectionOffNotice({ feature, message }: { feature: string; message: string }) {
  const t = useT();
  if (useFeatureEnabled(feature)) return null;
  return (
    <p className="notice notice-warning" role="status">
      {t(message)} <Link href="/conta/settings">{t('nav_settings')}</Link>
    </p>
  );
}
