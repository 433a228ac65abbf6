// Each /conta screen's code, loaded when its path is opened: by the route table (conta-routes.tsx, through React's
// lazy) and, for the first screen, by preloadScreen as the app's code starts (ContaEntry.tsx).
// A screen's label sets (src/i18n/sets) load beside its code and are added before it draws (src/client/labels.ts):
// the shell carries only its own. tests/unit/conta-labels.test.ts checks each screen's list against the keys its
// code names.
import { firstScreen } from '../client/account-start';
import { addLabels } from '../client/labels';
import type { Labels } from '../i18n/types';

/** The label sets a screen may load, by file name. */
const LABEL_SETS = {
  accounts: () => import('../i18n/sets/accounts'),
  admin: () => import('../i18n/sets/admin'),
  channels: () => import('../i18n/sets/channels'),
  'data-rights': () => import('../i18n/sets/data-rights'),
  events: () => import('../i18n/sets/events'),
  medias: () => import('../i18n/sets/medias'),
  'menus-translations': () => import('../i18n/sets/menus-translations'),
  orders: () => import('../i18n/sets/orders'),
  pages: () => import('../i18n/sets/pages'),
  posts: () => import('../i18n/sets/posts'),
  privacy: () => import('../i18n/sets/privacy'),
  products: () => import('../i18n/sets/products'),
  publish: () => import('../i18n/sets/publish'),
  reviews: () => import('../i18n/sets/reviews'),
  shop: () => import('../i18n/sets/shop'),
  'shop-settings': () => import('../i18n/sets/shop-settings'),
  uploads: () => import('../i18n/sets/uploads'),
} satisfies Record<string, () => Promise<{ PT: Labels }>>;

export type LabelSetName = keyof typeof LABEL_SETS;

/** A screen's code with its label sets, added before the module is handed over (loaded once). */
function screen<M>(load: () => Promise<M>, sets: LabelSetName[]): (() => Promise<M>) & { sets: LabelSetName[] } {
  let loading: Promise<M> | null = null;
  const start = () =>
    (loading ??= Promise.all([load(), Promise.all(sets.map((set) => LABEL_SETS[set]()))]).then(([module, loaded]) => {
      addLabels(loaded.map((set) => set.PT));
      return module;
    }));
  return Object.assign(start, { sets });
}

/** Each screen: its code (a module whose default export is the screen) and the label sets it needs besides the shell's. */
export const SCREEN_CODE = {
  CustomerDashboard: screen(() => import('./dashboard/CustomerDashboard'), ['accounts']),
  ManagerDashboard: screen(() => import('./dashboard/ManagerDashboard'), ['admin', 'orders', 'publish']),
  ContactScreen: screen(() => import('./contacts/ContactScreen'), ['admin']),
  ContactsScreen: screen(() => import('./contacts/ContactsScreen'), ['admin']),
  EventFormScreen: screen(() => import('./events/EventFormScreen'), ['admin', 'events', 'posts', 'uploads']),
  EventsScreen: screen(() => import('./events/EventsScreen'), ['admin', 'events']),
  MediaFormScreen: screen(() => import('./medias/MediaFormScreen'), ['admin', 'medias', 'posts', 'uploads']),
  MediasScreen: screen(() => import('./medias/MediasScreen'), ['admin', 'medias']),
  MenuFormScreen: screen(() => import('./menus/MenuFormScreen'), ['menus-translations']),
  MenusScreen: screen(() => import('./menus/MenusScreen'), ['menus-translations']),
  PageFormScreen: screen(() => import('./pages/PageFormScreen'), ['admin', 'pages', 'posts', 'shop', 'uploads']),
  PagesScreen: screen(() => import('./pages/PagesScreen'), ['admin', 'pages']),
  PostFormScreen: screen(() => import('./posts/PostFormScreen'), ['admin', 'posts', 'uploads']),
  PostsScreen: screen(() => import('./posts/PostsScreen'), ['admin', 'posts']),
  OrderScreen: screen(() => import('./orders/OrderScreen'), ['admin', 'channels', 'orders', 'reviews']),
  OrdersScreen: screen(() => import('./orders/OrdersScreen'), ['orders']),
  ProductFormScreen: screen(() => import('./products/ProductFormScreen'), ['admin', 'channels', 'posts', 'products', 'uploads']),
  ProductsScreen: screen(() => import('./products/ProductsScreen'), ['admin', 'products']),
  ProfileScreen: screen(() => import('./profile/ProfileScreen'), ['accounts']),
  PrivacyScreen: screen(() => import('./privacy/PrivacyScreen'), ['data-rights']),
  DataRequestsScreen: screen(() => import('./privacy/DataRequestsScreen'), ['data-rights']),
  SettingsScreen: screen(() => import('./settings/SettingsScreen'), ['channels', 'privacy', 'uploads']),
  ShopSettingsScreen: screen(() => import('./shop/ShopSettingsScreen'), ['channels', 'shop-settings']),
  CouponsScreen: screen(() => import('./shop/coupons/CouponsScreen'), ['admin', 'shop-settings']),
  ReviewsScreen: screen(() => import('./shop/ReviewsScreen'), ['reviews', 'shop-settings']),
  AbandonedCartsScreen: screen(() => import('./shop/AbandonedCartsScreen'), ['shop-settings']),
  CouponFormScreen: screen(() => import('./shop/coupons/CouponFormScreen'), ['admin', 'shop-settings']),
  LanguageCreateScreen: screen(() => import('./traducoes/LanguageCreateScreen'), ['menus-translations']),
  LanguageEditScreen: screen(() => import('./traducoes/LanguageEditScreen'), ['menus-translations']),
  LanguageViewScreen: screen(() => import('./traducoes/LanguageViewScreen'), ['menus-translations']),
  TranslationsScreen: screen(() => import('./traducoes/TranslationsScreen'), ['menus-translations']),
  UserFormScreen: screen(() => import('./users/UserFormScreen'), ['admin', 'data-rights']),
  UsersScreen: screen(() => import('./users/UsersScreen'), ['admin']),
};

export type ScreenName = keyof typeof SCREEN_CODE;

/** Starts the code of the screen of a path, when the first requests know it (a failure is React's lazy's to report). */
export function preloadScreen(pathname: string): void {
  const name = firstScreen(pathname);
  if (name && Object.hasOwn(SCREEN_CODE, name)) void SCREEN_CODE[name as ScreenName]().catch(() => {});
}
