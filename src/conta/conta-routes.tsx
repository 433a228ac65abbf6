import { lazy, type ReactNode } from 'react';
import { DEFAULT_FEATURES, type FeatureSetting } from '../lib/features';
import type { Access } from './account-menu';
import { matchPath, type RouteParams } from '../lib/path-match';
import { isManager } from '../lib/roles';
import { useConta } from './conta-context';
import FeatureWithoutScreen from './screens/FeatureWithoutScreen';
import { SCREEN_CODE } from './screen-code';

// Each screen's code loads when its path is opened (AccountFrame shows a loading line meanwhile), the dashboard's
// too: a customer's "Meus pedidos" does not bring the editors, and no screen brings another's. The dashboard is two
// screens: a customer's needs none of a manager's panels, their code or their labels.
const CustomerDashboard = lazy(SCREEN_CODE.CustomerDashboard);
const ManagerDashboard = lazy(SCREEN_CODE.ManagerDashboard);
const ContactScreen = lazy(SCREEN_CODE.ContactScreen);
const ContactsScreen = lazy(SCREEN_CODE.ContactsScreen);
const EventFormScreen = lazy(SCREEN_CODE.EventFormScreen);
const EventsScreen = lazy(SCREEN_CODE.EventsScreen);
const MediaFormScreen = lazy(SCREEN_CODE.MediaFormScreen);
const MediasScreen = lazy(SCREEN_CODE.MediasScreen);
const MenuFormScreen = lazy(SCREEN_CODE.MenuFormScreen);
const MenusScreen = lazy(SCREEN_CODE.MenusScreen);
const PageFormScreen = lazy(SCREEN_CODE.PageFormScreen);
const PagesScreen = lazy(SCREEN_CODE.PagesScreen);
const PostFormScreen = lazy(SCREEN_CODE.PostFormScreen);
const PostsScreen = lazy(SCREEN_CODE.PostsScreen);
const OrderScreen = lazy(SCREEN_CODE.OrderScreen);
const OrdersScreen = lazy(SCREEN_CODE.OrdersScreen);
const ProductFormScreen = lazy(SCREEN_CODE.ProductFormScreen);
const ProductsScreen = lazy(SCREEN_CODE.ProductsScreen);
const ProfileScreen = lazy(SCREEN_CODE.ProfileScreen);
const PrivacyScreen = lazy(SCREEN_CODE.PrivacyScreen);
const DataRequestsScreen = lazy(SCREEN_CODE.DataRequestsScreen);
const SettingsScreen = lazy(SCREEN_CODE.SettingsScreen);
const ShopSettingsScreen = lazy(SCREEN_CODE.ShopSettingsScreen);
const CouponsScreen = lazy(SCREEN_CODE.CouponsScreen);
const ReviewsScreen = lazy(SCREEN_CODE.ReviewsScreen);
const AbandonedCartsScreen = lazy(SCREEN_CODE.AbandonedCartsScreen);
const CouponFormScreen = lazy(SCREEN_CODE.CouponFormScreen);
const LanguageCreateScreen = lazy(SCREEN_CODE.LanguageCreateScreen);
const LanguageEditScreen = lazy(SCREEN_CODE.LanguageEditScreen);
const LanguageViewScreen = lazy(SCREEN_CODE.LanguageViewScreen);
const TranslationsScreen = lazy(SCREEN_CODE.TranslationsScreen);
const UserFormScreen = lazy(SCREEN_CODE.UserFormScreen);
const UsersScreen = lazy(SCREEN_CODE.UsersScreen);

/** A /conta path resolved to a screen: who may open it and how to draw it. */
export type ResolvedScreen = { access: Access; render: (t: (key: string) => string) => ReactNode };

type ContaRoute = (pathname: string) => ResolvedScreen | null;

function route<P extends string>(
  pattern: P,
  access: Access,
  render: (t: (key: string) => string, params: RouteParams<P>) => ReactNode,
): ContaRoute {
  return (pathname) => {
    const params = matchPath(pattern, pathname);
    return params ? { access, render: (t) => render(t, params) } : null;
  };
}

const anyone: Access = { kind: 'anyone' };
const managers: Access = { kind: 'managers' };
// "Meus pedidos" for customers; every order for admin and super while the shop is on.
const orders: Access = { kind: 'orders' };
const shopFeature: Access = { kind: 'feature', name: 'produtos' };

/** /conta: the dashboard of the session's role. */
function Dashboard() {
  const { user } = useConta();
  return isManager(user.role) ? <ManagerDashboard /> : <CustomerDashboard />;
}


// Spec section 2 "Account routes".
const ROUTES: ContaRoute[] = [
  route('/conta', anyone, () => <Dashboard />),
  route('/conta/settings', managers, () => <SettingsScreen />),
  route('/conta/profile', anyone, () => <ProfileScreen />),
  route('/conta/privacidade', anyone, () => <PrivacyScreen />),
  route('/conta/solicitacoes', managers, () => <DataRequestsScreen />),
  route('/conta/pedidos', orders, () => <OrdersScreen />),
  route('/conta/pedidos/:id', orders, (_t, { id }) => <OrderScreen key={id} id={id} />),
  route('/conta/contacts', managers, () => <ContactsScreen />),
  route('/conta/contacts/:id', managers, (_t, { id }) => <ContactScreen key={id} id={id} />),
  route('/conta/pages', managers, () => <PagesScreen />),
  route('/conta/pages/new', managers, () => <PageFormScreen key="new" />),
  route('/conta/pages/:id/edit', managers, (_t, { id }) => <PageFormScreen key={id} id={id} />),
  route('/conta/menus', managers, () => <MenusScreen />),
  route('/conta/menus/new', managers, () => <MenuFormScreen />),
  route('/conta/menus/:id/edit', managers, (_t, { id }) => <MenuFormScreen key={id} id={id} />),
  route('/conta/users', managers, () => <UsersScreen />),
  route('/conta/users/new', managers, () => <UserFormScreen key="new" />),
  route('/conta/users/:id/edit', managers, (_t, { id }) => <UserFormScreen key={id} id={id} />),
  route('/conta/shop', shopFeature, () => <ShopSettingsScreen />),
  // Coupons: admin always, super while the shop is on (as the API: orderManagers).
  route('/conta/shop/cupons', shopFeature, () => <CouponsScreen />),
  // Reviews' moderation: admin always, super while the shop is on (as the API: featureManagers).
  route('/conta/shop/avaliacoes', shopFeature, () => <ReviewsScreen />),
  // The abandoned-cart e-mails and what they recovered: the shop's managers (featureManagers, as the API).
  route('/conta/shop/carrinhos', shopFeature, () => <AbandonedCartsScreen />),
  route('/conta/shop/cupons/new', shopFeature, () => <CouponFormScreen key="new" />),
  route('/conta/shop/cupons/:id/edit', shopFeature, (_t, { id }) => <CouponFormScreen key={id} id={id} />),
  route('/conta/traducoes', managers, () => <TranslationsScreen />),
  route('/conta/traducoes/cadastrar', managers, () => <LanguageCreateScreen />),
  route('/conta/traducoes/:id', managers, (_t, { id }) => <LanguageViewScreen key={id} code={id} />),
  route('/conta/traducoes/:id/editar', managers, (_t, { id }) => <LanguageEditScreen key={id} code={id} />),
];

const FEATURE_PATTERNS = ['/conta/:feature', '/conta/:feature/new', '/conta/:feature/:id/edit'] as const;
type FeaturePattern = (typeof FEATURE_PATTERNS)[number];

// The feature sections built so far: their list, new and edit screens by path pattern.
const BUILT_FEATURES: Record<string, Record<FeaturePattern, (id?: string) => ReactNode>> = {
  posts: {
    '/conta/:feature': () => <PostsScreen />,
    '/conta/:feature/new': () => <PostFormScreen key="new" />,
    '/conta/:feature/:id/edit': (id) => <PostFormScreen key={id} id={id} />,
  },
  events: {
    '/conta/:feature': () => <EventsScreen />,
    '/conta/:feature/new': () => <EventFormScreen key="new" />,
    '/conta/:feature/:id/edit': (id) => <EventFormScreen key={id} id={id} />,
  },
  medias: {
    '/conta/:feature': () => <MediasScreen />,
    '/conta/:feature/new': () => <MediaFormScreen key="new" />,
    '/conta/:feature/:id/edit': (id) => <MediaFormScreen key={id} id={id} />,
  },
  produtos: {
    '/conta/:feature': () => <ProductsScreen />,
    '/conta/:feature/new': () => <ProductFormScreen key="new" />,
    '/conta/:feature/:id/edit': (id) => <ProductFormScreen key={id} id={id} />,
  },
};

/** A feature section (/conta/{feature}, its new and edit paths): the spec's four and any the settings list. */
function featureScreen(pathname: string, features: Record<string, FeatureSetting>): ResolvedScreen | null {
  const known: Record<string, FeatureSetting> = { ...DEFAULT_FEATURES, ...features };
  for (const pattern of FEATURE_PATTERNS) {
    const params: { feature?: string; id?: string } | null = matchPath(pattern, pathname);
    const name = params?.feature;
    if (name && Object.hasOwn(known, name)) {
      const built = Object.hasOwn(BUILT_FEATURES, name) ? BUILT_FEATURES[name][pattern] : null;
      const render = (t: (key: string) => string) => (built ? built(params?.id) : <FeatureWithoutScreen title={t(known[name].title)} />);
      return { access: { kind: 'feature', name }, render };
    }
  }
  return null;
}

/** The screen of a /conta path, or null when the path is unknown. */
export function resolveScreen(pathname: string, features: Record<string, FeatureSetting>): ResolvedScreen | null {
  for (const candidate of ROUTES) {
    const screen = candidate(pathname);
    if (screen) return screen;
  }
  return featureScreen(pathname, features);
}
