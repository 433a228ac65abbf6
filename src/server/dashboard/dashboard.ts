import { OUT_OF_STOCK_SHOWN, type Dashboard, type DashboardCounts } from '../../lib/schemas/dashboard';
import { productListQuerySchema } from '../../lib/schemas/product';
import type { PublicSettings } from '../../lib/schemas/settings';
import type { SessionUser } from '../auth/sessions';
import { countContacts } from '../contacts/contacts';
import type { Sql } from '../db/client';
import { together } from '../db/together';
import { countEvents } from '../events/events';
import type { FeatureKey } from '../features/features';
import { sectionView } from '../http/section-access';
import { countMedias } from '../medias/medias';
import { countMenus } from '../menus/menus';
import { countPosts } from '../posts/posts';
import { getPublishStatus } from '../publish/publish';
import { countProducts, listProducts } from '../shop/catalog/products';
import { managesOrdersWith } from '../shop/orders/order-access';
import { ordersDashboard } from '../shop/orders/order-read';
import { countUsers } from '../users/users-admin';

/** Each feature section's count, drafts included: its list's `total` (GET /api/posts?per_page=1 …). */
const SECTION_COUNTS: Record<FeatureKey, (sql: Sql) => Promise<number>> = {
  posts: countPosts,
  events: countEvents,
  medias: countMedias,
  produtos: countProducts,
};

/** The sold-out products as the products list reads them for its `?stock=out&per_page=5`. */
const OUT_OF_STOCK_QUERY = productListQuerySchema.parse({ stock: 'out', per_page: String(OUT_OF_STOCK_SHOWN) });

/**
 * Everything the manager dashboard draws, for a manager whose session and settings were read: each part under the
 * rule of the endpoint that serves it alone, left out where that endpoint would refuse the caller. Unread messages,
 * accounts, menus and the publishing state are every manager's (their endpoints are `managers`'); a section's count
 * and the sold-out products go to whoever its list shows drafts (`sectionView`: admin always, super while the section
 * is on, which a super's list answers 404 otherwise); the orders to whoever GET /api/orders/summary serves
 * (`managesOrdersWith`, `orderManagers`' rule). Every part is asked for at once: one round trip, to which a due
 * pending rebuild adds the build hook's call and its record (`getPublishStatus` sends it, as GET /api/publish does).
 */
export async function managerDashboard(sql: Sql, user: SessionUser, settings: PublicSettings | null): Promise<Dashboard> {
  const sections = (Object.keys(SECTION_COUNTS) as FeatureKey[]).filter(
    (key) => sectionView(user.role, settings?.features[key]) === 'drafts',
  );
  const [contacts_unread, users, menus, sectionCounts, outOfStock, orders, publish] = await together(
    countContacts(sql, { unread: true }),
    countUsers(sql),
    countMenus(sql),
    together(...sections.map((key) => SECTION_COUNTS[key](sql))),
    sections.includes('produtos') ? listProducts(sql, OUT_OF_STOCK_QUERY, true) : null,
    managesOrdersWith(user, settings) ? ordersDashboard(sql) : null,
    getPublishStatus(sql),
  );
  const counts: DashboardCounts = { contacts_unread, users, menus };
  sections.forEach((key, i) => (counts[key] = sectionCounts[i]));
  return {
    counts,
    out_of_stock: outOfStock && { total: outOfStock.total, data: outOfStock.data.map(({ id, name }) => ({ id, name })) },
    orders,
    publish,
  };
}
