import { useT } from '../../client/use-t';
import { canUseFeature } from '../../lib/roles';
import type { Menu } from '../../lib/schemas/menu';
import type { Page } from '../../lib/schemas/pagination';
import { useConta } from '../conta-context';
import { useLoad } from '../load/use-load';
import PublishPanel from '../publish/PublishPanel';
import { Link } from '../router';
import DashboardFrame from './DashboardFrame';
import OrdersSummary from './OrdersSummary';
import OutOfStock from './OutOfStock';
import '../admin.css';
import '../products/products.css';

type Count = { state: 'loading' } | { state: 'failed' } | { state: 'done'; value: number };

/** A number the API answers (a list's total or length), loaded once. */
function useCount<T>(path: string, pick: (data: T) => number): Count {
  const { loaded } = useLoad<T>(path, { quiet: false });
  if (loaded.state === 'ready') return { state: 'done', value: pick(loaded.data) };
  return loaded.state === 'failed' ? { state: 'failed' } : { state: 'loading' };
}

const totalOf = (page: Page<unknown>) => page.total;
const lengthOf = (list: Menu[]) => list.length;

function SummaryItem({ label, count, link }: { label: string; count: Count; link?: { href: string; label: string } }) {
  const t = useT();
  return (
    <div className="conta-stat">
      <dt>{label}</dt>
      <dd aria-busy={count.state === 'loading'}>
        {count.state === 'done' ? count.value : count.state === 'failed' ? <span className="muted">{t('summary_failed')}</span> : '…'}
      </dd>
      {link && (
        <dd className="conta-stat-link">
          <Link href={link.href}>{link.label}</Link>
        </dd>
      )}
    </div>
  );
}

/** The content sections counted on the dashboard (drafts included), by feature key, with their API. */
const COUNTED_FEATURES = { posts: 'posts', events: 'events', medias: 'medias', produtos: 'products' } as const;
type CountedFeature = keyof typeof COUNTED_FEATURES;

/** The number of items of one content section (drafts included), linking to their list. */
function FeatureCount({ feature, title }: { feature: CountedFeature; title: string }) {
  const t = useT();
  const count = useCount(`/api/${COUNTED_FEATURES[feature]}?per_page=1`, totalOf);
  const link = { href: `/conta/${feature}`, label: t('admin_summary_view_posts', undefined, { section: t(title) }) };
  return <SummaryItem label={t(title)} count={count} link={link} />;
}

/** The manager summary: unread contact messages, users, news, events, library items, products (and the sold-out ones) and menus (counted by the API) and the site title. */
function ManagerSummary() {
  const t = useT();
  const { settings, user } = useConta();
  const features = (Object.keys(COUNTED_FEATURES) as CountedFeature[]).flatMap((key) => {
    const feature = settings?.features[key];
    return feature && canUseFeature(user.role, feature) ? [{ key, title: feature.title }] : [];
  });
  const unread = useCount('/api/contacts?unread=1&per_page=1', totalOf);
  const users = useCount('/api/users?per_page=1', totalOf);
  const menus = useCount('/api/menus?all=1', lengthOf);
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
          count={unread}
          link={{ href: '/conta/contacts', label: t('admin_summary_view_contacts') }}
        />
        <SummaryItem label={t('admin_summary_users')} count={users} link={{ href: '/conta/users', label: t('admin_summary_view_users') }} />
        {features.map(({ key, title }) => (
          <FeatureCount key={key} feature={key} title={title} />
        ))}
        {features.some(({ key }) => key === 'produtos') && <OutOfStock />}
        <SummaryItem label={t('summary_menus')} count={menus} />
      </dl>
    </section>
  );
}

/** The dashboard of a manager (admin, super): the site's numbers, the shop's orders while it is on, publishing. */
export default function ManagerDashboard() {
  const { user, settings } = useConta();
  return (
    <DashboardFrame>
      <ManagerSummary />
      {canUseFeature(user.role, settings?.features.produtos) && <OrdersSummary />}
      <PublishPanel />
    </DashboardFrame>
  );
}
