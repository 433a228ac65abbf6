import { useT } from '../../client/use-t';
import NoticeScreen from './NoticeScreen';

/**
 * A feature an admin added in Recursos beyond the four with screens (news, agenda, library, shop): it is only a menu
 * entry of the site, so its /conta path says so and links back to the dashboard.
 */
export default function FeatureWithoutScreen({ title }: { title: string }) {
  const t = useT();
  return <NoticeScreen title={title} message={t('feature_without_screen')} />;
}
