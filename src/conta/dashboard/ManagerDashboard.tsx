import { useT } from '../../client/use-t';
import { canUseFeature } from '../../lib/roles';
import type { Dashboard } from '../../lib/schemas/dashboard';
import { useConta } from '../conta-context';
import { useLoad, type Loaded } from '../load/use-load';
import PublishPanel from '../publish/PublishPanel';
import { Link } from '../router';
import DashboardFrame from './DashboardFrame';
import { optionalPart, partOf } from './dashboard-parts';
import OrdersSummary from './OrdersSummary';
import OutOfStock from './OutOfStock';
import '../admin.css';
import '../products/products.css';

function SummaryItem({ label, count, link }: { label: string; count: Loaded<number>; link?: { href: string; label: string } }) {
  const t = useT();
  return (
    <div className="conta-stat">
      <dt>{label}</dt>
      <dd aria-busy={count.state === 'loading'}>
        {count.state === 'ready' ? count.data : count.state === 'failed' ? <span className="muted">{t('summary_failed')}</span> : '…'}
      </dd>
      {link && (
        <dd className="conta-stat-link">
          <Link href={link.href}>{link.label}</Link>
        </dd>
      )}
    </div>
  );
}

/** The content sections counted on the dashboard (drafts included), by feature key. */
const COUNTED_FEATURES = ['posts', 'events', 'medias', 'produtos'] as const;

/** The number of items of one content section (drafts included), linking to their list. */
function FeatureCount({ feature, title, count }: { feature: string; title: string; count: Loaded<number> }) {
  const t = useT();
  const link = { href: `/conta/${feature}`, label: t('admin_summary_view_posts', undefined, { section: t(title) }) };
  return <SummaryItem label={t(title)} count={count} link={link} />;
}

/**
 * The manager summary: unread contact messages, users, news, events, library items, products (and the sold-out ones)
 * and menus (counted by the API) and the site title. A section is counted while the user may use it, as the API
 * answers its count (GET /api/dashboard).
 */
function ManagerSummary({ loaded }: { loaded: Loaded<Dashboard> }) {
  const t = useT();
  const { settings, user } = useConta();
  const features = COUNTED_FEATURES.flatMap((key) => {
    const feature = settings?.features[key];
    const count = feature && optionalPart(loaded, (data) => data.counts[key], canUseFeature(user.role, feature));
    return feature && count ? [{ key, title: feature.title, count }] : [];
  });
  const outOfStock = features.some(({ key }) => key === 'produtos') && optionalPart(loaded, (data) => data.out_of_stock, true);
  return (
    <section className="conta-panel" aria-labelledby="dashboard-summary">
      <h2 id="dashboard-summary">{t('dashboard_summary')}</h2>
      <dl className="conta-stats">
        <div className="conta-stat">
          <dt>{t('site_title')}</dt>
          <dd className="conta-stat-text">{settings ? t(settings.title) : t('site_not_set_up')}</dd>
        </div>
        <SummaryItem
          label={t('admin_summary_unread_contacts')}
          count={partOf(loaded, (data) => data.counts.contacts_unread)}
          link={{ href: '/conta/contacts', label: t('admin_summary_view_contacts') }}
        />
        <SummaryItem
          label={t('admin_summary_users')}
          count={partOf(loaded, (data) => data.counts.users)}
          link={{ href: '/conta/users', label: t('admin_summary_view_users') }}
        />
        {features.map(({ key, title, count }) => (
          <FeatureCount key={key} feature={key} title={title} count={count} />
        ))}
        {outOfStock && <OutOfStock loaded={outOfStock} />}
        <SummaryItem label={t('summary_menus')} count={partOf(loaded, (data) => data.counts.menus)} />
      </dl>
    </section>
  );
}

/**
 * The dashboard of a manager (admin, super): the site's numbers, the shop's orders while it is theirs, publishing.
 * One call answers every panel (GET /api/dashboard), where ten used to queue on a phone's six connections.
 */
export default function ManagerDashboard() {
  const { user, settings } = useConta();
  const { loaded } = useLoad<Dashboard>('/api/dashboard', { quiet: false });
  const orders = optionalPart(loaded, (data) => data.orders, canUseFeature(user.role, settings?.features.produtos));
  return (
    <DashboardFrame>
      <ManagerSummary loaded={loaded} />
      {orders && <OrdersSummary loaded={orders} />}
      <PublishPanel initial={partOf(loaded, (data) => data.publish)} />
    </DashboardFrame>
  );
}
