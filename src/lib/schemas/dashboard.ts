import type { DEFAULT_FEATURES } from '../features';
import type { OrdersDashboard } from '../shop/orders';
import type { PublishStatus } from './publish';

/** The sold-out products the dashboard names; it links to the list of the others. */
export const OUT_OF_STOCK_SHOWN = 5;

/**
 * The dashboard's counts (drafts included). Every manager gets the unread messages, the accounts and the menus; a
 * feature section's count only when its list would show the caller its drafts (admin always, super while it is on).
 */
export type DashboardCounts = { contacts_unread: number; users: number; menus: number } & Partial<Record<keyof typeof DEFAULT_FEATURES, number>>;

/** The sold-out products (stock 0, or every variant at 0): how many, and the first OUT_OF_STOCK_SHOWN. */
export type DashboardOutOfStock = { total: number; data: { id: string; name: string }[] };

/**
 * What GET /api/dashboard answers (admin and super): everything the manager dashboard draws, in one call. A part
 * the caller may not see is left out: a section's count, and the sold-out products and the orders while the shop
 * is not theirs (null).
 */
export type Dashboard = {
  counts: DashboardCounts;
  out_of_stock: DashboardOutOfStock | null;
  orders: OrdersDashboard | null;
  publish: PublishStatus;
};
