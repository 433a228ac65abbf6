import type { ReactNode } from 'react';
import { DEFAULT_FEATURES, type FeatureSetting } from '../lib/schemas/settings';
import type { Access } from './account-menu';
import { matchPath, type RouteParams } from './router';
import ContactScreen from './contacts/ContactScreen';
import ContactsScreen from './contacts/ContactsScreen';
import EventFormScreen from './events/EventFormScreen';
import EventsScreen from './events/EventsScreen';
import MediaFormScreen from './medias/MediaFormScreen';
import MediasScreen from './medias/MediasScreen';
import MenuFormScreen from './menus/MenuFormScreen';
import MenusScreen from './menus/MenusScreen';
import PageEditorScreen from './pages/PageEditorScreen';
import PagesScreen from './pages/PagesScreen';
import PostFormScreen from './posts/PostFormScreen';
import PostsScreen from './posts/PostsScreen';
import OrderScreen from './orders/OrderScreen';
import OrdersScreen from './orders/OrdersScreen';
import ProductFormScreen from './products/ProductFormScreen';
import ProductsScreen from './products/ProductsScreen';
import ProfileScreen from './profile/ProfileScreen';
import Dashboard from './screens/Dashboard';
import FeatureWithoutScreen from './screens/FeatureWithoutScreen';
import SettingsScreen from './settings/SettingsScreen';
import ShopSettingsScreen from './shop/ShopSettingsScreen';
import LanguageCreateScreen from './traducoes/LanguageCreateScreen';
import LanguageEditScreen from './traducoes/LanguageEditScreen';
import LanguageViewScreen from './traducoes/LanguageViewScreen';
import TranslationsScreen from './traducoes/TranslationsScreen';
import UserFormScreen from './users/UserFormScreen';
import UsersScreen from './users/UsersScreen';

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


// Spec section 2 "Account routes".
const ROUTES: ContaRoute[] = [
  route('/conta', anyone, () => <Dashboard />),
  route('/conta/settings', managers, () => <SettingsScreen />),
  route('/conta/profile', anyone, () => <ProfileScreen />),
  route('/conta/pedidos', orders, () => <OrdersScreen />),
  route('/conta/pedidos/:id', orders, (_t, { id }) => <OrderScreen key={id} id={id} />),
  route('/conta/contacts', managers, () => <ContactsScreen />),
  route('/conta/contacts/:id', managers, (_t, { id }) => <ContactScreen key={id} id={id} />),
  route('/conta/pages', managers, () => <PagesScreen />),
  route('/conta/pages/new', managers, () => <PageEditorScreen key="new" />),
  route('/conta/pages/:id/edit', managers, (_t, { id }) => <PageEditorScreen key={id} id={id} />),
  route('/conta/menus', managers, () => <MenusScreen />),
  route('/conta/menus/new', managers, () => <MenuFormScreen />),
  route('/conta/menus/:id/edit', managers, (_t, { id }) => <MenuFormScreen key={id} id={id} />),
  route('/conta/users', managers, () => <UsersScreen />),
  route('/conta/users/new', managers, () => <UserFormScreen key="new" />),
  route('/conta/users/:id/edit', managers, (_t, { id }) => <UserFormScreen key={id} id={id} />),
  route('/conta/shop', managers, () => <ShopSettingsScreen />),
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
