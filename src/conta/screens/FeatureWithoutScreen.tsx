import { useT } from '../../i18n/use-t';
import { Link } from '../router';
import Screen from './Screen';

/**
 * A feature an admin added in Recursos beyond the four with screens (news, agenda, library, shop): it is only a menu
 * entry of the site, so its /conta path says so and links back to the dashboard.
 */
export default function FeatureWithoutScreen({ title }: { title: string }) {
  const t = useT();
  return (
    <Screen title={title}>
      <div className="notice" role="status">
        <p>{t('feature_without_screen')}</p>
      </div>
      <p className="conta-actions">
        <Link className="btn btn-primary" href="/conta">
          {t('back_to_dashboard')}
        </Link>
      </p>
    </Screen>
  );
}
