import { describe, expect, it } from 'vitest';
import { contaChunkNames, KIT_SHARE, type ModuleGraph } from '../../src/integrations/conta-chunks';

// How the build cuts the /conta app into files (src/integrations/conta-chunks.ts), on a made-up module graph.

type Node = { imports?: string[]; dynamic?: string[]; entry?: boolean };

function graphOf(nodes: Record<string, Node>): { ids: string[]; graph: ModuleGraph } {
  const ids = Object.keys(nodes).map((path) => `/repo/${path}`);
  const importers = (id: string) => ids.filter((other) => nodes[other.slice(6)].imports?.some((path) => `/repo/${path}` === id));
  const graph: ModuleGraph = {
    getModuleInfo: (id) => {
      const node = nodes[id.slice(6)];
      if (!node) return null;
      return {
        importers: importers(id),
        importedIds: (node.imports ?? []).map((path) => `/repo/${path}`),
        dynamicallyImportedIds: (node.dynamic ?? []).map((path) => `/repo/${path}`),
        isEntry: !!node.entry,
      };
    },
  };
  return { ids, graph };
}

const SOURCE = [
  'export const SCREEN_CODE = {',
  "  OrdersScreen: screen(() => import('./orders/OrdersScreen'), ['admin', 'orders']),",
  "  PagesScreen: screen(() => import('./pages/PagesScreen'), ['admin']),",
  "  UsersScreen: screen(() => import('./users/UsersScreen'), ['admin']),",
  "  PostsScreen: screen(() => import('./posts/PostsScreen'), ['admin']),",
  '};',
].join('\n');

const SCREENS = ['src/conta/orders/OrdersScreen.tsx', 'src/conta/pages/PagesScreen.tsx', 'src/conta/users/UsersScreen.tsx', 'src/conta/posts/PostsScreen.tsx'];

/** A build with the account's island, a public island (the cart) and React's renderer. */
function build() {
  return graphOf({
    'node_modules/@astrojs/react/client.js': { entry: true, imports: ['node_modules/react-dom/client.js'] },
    'node_modules/react-dom/client.js': { imports: ['node_modules/react/index.js'] },
    'node_modules/react/index.js': {},
    'src/islands/cart/CartIsland.tsx': { entry: true, imports: ['node_modules/react/index.js', 'src/client/api-client.ts'] },
    'src/client/api-client.ts': {},
    'src/conta/ContaEntry.tsx': { entry: true, imports: ['node_modules/react/index.js', 'src/conta/screen-code.ts'], dynamic: ['src/conta/ContaApp.tsx'] },
    'src/conta/screen-code.ts': { imports: ['src/client/labels.ts'], dynamic: [...SCREENS, 'src/i18n/sets/admin.ts', 'src/i18n/sets/orders.ts'] },
    'src/client/labels.ts': {},
    'src/conta/ContaApp.tsx': { imports: ['src/conta/router.tsx', 'src/client/api-client.ts'] },
    'src/conta/router.tsx': {},
    // Every screen draws a list (the kit) and its own row; orders and pages also share a date format built on a library.
    'src/conta/orders/OrdersScreen.tsx': { imports: ['src/conta/list/ListTable.tsx', 'src/conta/orders/OrderRow.tsx', 'src/lib/date-time.ts', 'src/conta/router.tsx'] },
    'src/conta/pages/PagesScreen.tsx': { imports: ['src/conta/list/ListTable.tsx', 'src/lib/date-time.ts'] },
    'src/conta/users/UsersScreen.tsx': { imports: ['src/conta/list/ListTable.tsx'] },
    'src/conta/posts/PostsScreen.tsx': { imports: ['src/conta/list/ListTable.tsx', 'src/conta/list/Filters.tsx'] },
    'src/conta/orders/OrderRow.tsx': {},
    'src/conta/list/ListTable.tsx': { imports: ['src/conta/list/Pagination.tsx', 'src/client/labels.ts'] },
    'src/conta/list/Pagination.tsx': {},
    'src/conta/list/Filters.tsx': {},
    'src/lib/date-time.ts': { imports: ['node_modules/date-fns/format.js'] },
    'node_modules/date-fns/format.js': {},
    'src/i18n/sets/admin.ts': {},
    'src/i18n/sets/orders.ts': {},
  });
}

const named = (names: Map<string, string>) => Object.fromEntries([...names].map(([id, name]) => [id.slice(6), name]));

describe('the /conta chunks', () => {
  it('puts the island, the app and what they import in the shell, and leaves out what the public islands reach', () => {
    const { ids, graph } = build();
    const names = named(contaChunkNames(ids, graph, SOURCE));
    for (const path of ['src/conta/ContaEntry.tsx', 'src/conta/ContaApp.tsx', 'src/conta/screen-code.ts', 'src/conta/router.tsx', 'src/client/labels.ts']) {
      expect(names[path], path).toBe('conta');
    }
    // React and the API client are the cart's too: the bundler places them, or the cart page would load the account's file.
    for (const path of ['node_modules/react/index.js', 'node_modules/react-dom/client.js', 'src/client/api-client.ts', 'src/islands/cart/CartIsland.tsx']) {
      expect(names[path], path).toBeUndefined();
    }
  });

  it(`puts in the kit what ${KIT_SHARE} screens or more import, with what it needs`, () => {
    const { ids, graph } = build();
    const names = named(contaChunkNames(ids, graph, SOURCE));
    expect(names['src/conta/list/ListTable.tsx']).toBe('conta-kit');
    expect(names['src/conta/list/Pagination.tsx']).toBe('conta-kit');
  });

  it("gives each screen a file with what only it imports and the label sets only it names", () => {
    const { ids, graph } = build();
    const names = named(contaChunkNames(ids, graph, SOURCE));
    expect(names['src/conta/orders/OrdersScreen.tsx']).toBe('OrdersScreen');
    expect(names['src/conta/orders/OrderRow.tsx']).toBe('OrdersScreen');
    expect(names['src/conta/list/Filters.tsx']).toBe('PostsScreen');
    expect(names['src/i18n/sets/orders.ts']).toBe('OrdersScreen');
    // A set four screens name is a file of its own, loaded beside each.
    expect(names['src/i18n/sets/admin.ts']).toBeUndefined();
  });

  it('leaves to the bundler what fewer screens share, and libraries', () => {
    const { ids, graph } = build();
    const names = named(contaChunkNames(ids, graph, SOURCE));
    expect(names['src/lib/date-time.ts']).toBeUndefined();
    expect(names['node_modules/date-fns/format.js']).toBeUndefined();
  });

  it('keeps out of the kit a module that needs one outside it, and what imports that one', () => {
    const { ids, graph } = build();
    // Now every screen formats dates through the list: the list needs a library the kit does not hold.
    const info = graph.getModuleInfo;
    const withDates: ModuleGraph = {
      getModuleInfo: (id) => {
        const found = info(id);
        return found && id.endsWith('src/conta/list/Pagination.tsx') ? { ...found, importedIds: ['/repo/src/lib/date-time.ts'] } : found;
      },
    };
    const names = named(contaChunkNames(ids, withDates, SOURCE));
    expect(names['src/conta/list/Pagination.tsx']).toBeUndefined();
    expect(names['src/conta/list/ListTable.tsx']).toBeUndefined();
  });

  it("puts what a screen shares with a part it loads later in a file of its own", () => {
    const { ids, graph } = build();
    // The orders screen loads its form's rules later; they need the row too.
    const info = graph.getModuleInfo;
    const later: ModuleGraph = {
      getModuleInfo: (id) => {
        if (id.endsWith('src/lib/schemas/order.ts')) return { importers: [], importedIds: ['/repo/src/conta/orders/OrderRow.tsx'], dynamicallyImportedIds: [], isEntry: false };
        const found = info(id);
        return found && id.endsWith('src/conta/orders/OrdersScreen.tsx') ? { ...found, dynamicallyImportedIds: ['/repo/src/lib/schemas/order.ts'] } : found;
      },
    };
    const names = named(contaChunkNames([...ids, '/repo/src/lib/schemas/order.ts'], later, SOURCE));
    expect(names['src/conta/orders/OrdersScreen.tsx']).toBe('OrdersScreen');
    expect(names['src/conta/orders/OrderRow.tsx']).toBe('OrdersScreen-shared');
    expect(names['src/lib/schemas/order.ts']).toBeUndefined();
  });

  it('names nothing in a build without the account app', () => {
    const { ids, graph } = graphOf({ 'src/islands/cart/CartIsland.tsx': { entry: true } });
    expect(contaChunkNames(ids, graph, SOURCE).size).toBe(0);
  });
});
