import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { folderOf, importsOf, isSourceModule, sources, type SourceImport } from '../helpers/source-imports';

// The layers of docs/ARCHITECTURE.md ("Layers and what may import what"), row by row: the same table is there, and
// the last test below holds the two together.

/** React and its bindings (react, react-dom, react-hot-toast, react-quill-new, @nanostores/react). */
const REACT = /^(react|react-[\w-]+|@nanostores\/react)(\/|$)/;
/** nanostores and its add-ons (browser state). */
const NANOSTORES = /^(nanostores|@nanostores\/[\w-]+)(\/|$)/;
/** Node's built-in modules: not in a browser. */
const NODE = /^node:/;
/** Any package at all. */
const ANY = /./;

/** Browser code: these folders, and the <script> blocks of .astro files. */
const BROWSER = ['src/client', 'src/stores', 'src/conta', 'src/islands'];

type Rule = {
  /** The code the rule is about: a folder. */
  code: string;
  /** The folders of src/ and netlify/ whose source modules it may import. */
  only: string[];
  /** The packages it never imports. */
  never: RegExp[];
};

const RULES: Rule[] = [
  { code: 'src/i18n', only: ['src/i18n'], never: [ANY] },
  { code: 'src/lib', only: ['src/lib', 'src/i18n'], never: [REACT, NANOSTORES, NODE] },
  { code: 'src/server', only: ['src/server', 'src/lib', 'src/i18n'], never: [REACT, NANOSTORES] },
  { code: 'netlify', only: ['netlify', 'src/server', 'src/lib', 'src/i18n'], never: [REACT, NANOSTORES] },
  { code: 'src/stores', only: ['src/stores', 'src/lib', 'src/i18n'], never: [REACT, NODE] },
  { code: 'src/client', only: ['src/client', 'src/stores', 'src/lib', 'src/i18n'], never: [NODE] },
  { code: 'src/islands', only: ['src/islands', 'src/client', 'src/stores', 'src/lib', 'src/i18n'], never: [NODE] },
  {
    code: 'src/conta',
    only: ['src/conta', 'src/islands', 'src/client', 'src/stores', 'src/lib', 'src/i18n', 'src/components'],
    never: [NODE],
  },
];

/** The shop's server code: one folder per resource under src/server/shop, none of it loose at the root. */
const SHOP = 'src/server/shop';

type ShopRule = {
  /** The folder of src/server/shop the rule is about. */
  code: string;
  /** The folders of src/server/shop whose modules it may import (the rest of src/server is the row above's). */
  only: string[];
};

// Medusa's modules and workflows: each folder holds its resource's reads, writes and rules; what spans orders and
// payments (a payment applied to its order, the charges closed after a move, the charge started with a new order)
// is in flows, the one folder that may import both, and that none of the others imports.
const SHOP_RULES: ShopRule[] = [
  { code: 'catalog', only: ['catalog'] },
  { code: 'payments', only: ['payments'] },
  { code: 'shipping', only: ['shipping', 'config'] },
  { code: 'config', only: ['config', 'shipping', 'payments'] },
  { code: 'cart', only: ['cart', 'catalog', 'config', 'shipping'] },
  { code: 'coupons', only: ['coupons', 'cart'] },
  { code: 'checkout', only: ['checkout', 'cart', 'coupons', 'config'] },
  { code: 'orders', only: ['orders', 'cart', 'config'] },
  {
    code: 'flows',
    only: ['flows', 'orders', 'payments', 'checkout', 'cart', 'coupons', 'catalog', 'shipping', 'config'],
  },
];

/** The folder of src/server/shop a path lies in ('orders'), a module's own name at the root, or null outside it. */
const shopFolderOf = (path: string): string | null => (path.startsWith(`${SHOP}/`) ? path.split('/')[3] : null);

/** The imports between the shop's folders that break the importing folder's rule, as "file -> specifier". */
function shopViolations(imports: readonly SourceImport[]): string[] {
  return imports.flatMap((item) => {
    const from = shopFolderOf(item.file);
    const to = item.target && isSourceModule(item.target) ? shopFolderOf(item.target) : null;
    const rule = SHOP_RULES.find((candidate) => candidate.code === from);
    return rule && to !== null && !rule.only.includes(to) ? [shown(item)] : [];
  });
}

/**
 * An .astro file's processed <script> blocks (not is:inline, not data): none is left, each would be one more file
 * requested before the first paint; what the markup needs in the browser is in src/client/public.ts.
 */
function processedScripts(files: readonly string[]): string[] {
  return files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/<script\b([^>]*)>/g)]
      // Left as written by Astro: is:inline, data, and another site's script (the analytics tag, with async).
      .filter(([, attributes]) => !/\bis:inline\b|type="application\/(ld\+)?json"|\bsrc=\{`https:/.test(attributes))
      .map(([tag]) => `${file}: ${tag}`),
  );
}

/** The rule an import falls under: its folder's (an .astro file has no processed <script> block left, see below). */
const ruleOf = (item: SourceImport): Rule | undefined =>
  item.side === 'script' ? undefined : RULES.find((rule) => rule.code === folderOf(item.file));

const shown = (item: SourceImport): string => `${item.file}${item.side === 'script' ? ' <script>' : ''} -> ${item.specifier}`;

/** The imports that break their layer's rule, as "file -> specifier". */
function layerViolations(imports: readonly SourceImport[]): string[] {
  return imports.flatMap((item) => {
    const rule = ruleOf(item);
    if (!rule) return [];
    const wrong =
      item.target === null
        ? rule.never.some((pattern) => pattern.test(item.specifier))
        : !!item.target && isSourceModule(item.target) && !rule.only.includes(folderOf(item.target));
    return wrong ? [shown(item)] : [];
  });
}

/**
 * The imports into src/server from browser code or from any module browser code imports, followed to the end (a
 * module beside the components that a <script> imports is browser code too), as "file -> specifier (from entry)".
 */
function serverReachedFromBrowser(imports: readonly SourceImport[]): string[] {
  const byFile = new Map<string, SourceImport[]>();
  for (const item of imports) byFile.set(item.file, [...(byFile.get(item.file) ?? []), item]);
  const isEntry = (item: SourceImport): boolean => item.side === 'script' || BROWSER.includes(folderOf(item.file));
  const queue = imports.filter(isEntry).map((item) => ({ item, from: item.file }));
  const seen = new Set<string>();
  const wrong: string[] = [];
  for (const { item, from } of queue) {
    const target = item.target;
    if (!target || !isSourceModule(target)) continue;
    if (folderOf(target) === 'src/server') wrong.push(`${shown(item)} (from ${from})`);
    else if (!seen.has(target)) {
      seen.add(target);
      queue.push(...(byFile.get(target) ?? []).map((next) => ({ item: next, from })));
    }
  }
  return [...new Set(wrong)];
}

/** The cells of each row of the table in docs/ARCHITECTURE.md between two headings (its header row left out). */
function docTableRows(from: string, to: string, header: string): string[][] {
  const doc = readFileSync('docs/ARCHITECTURE.md', 'utf8');
  return doc
    .slice(doc.indexOf(from), doc.indexOf(to))
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith(header))
    .map((line) => line.split('|').slice(1, -1).map((cell) => cell.trim()));
}

describe('the layers of docs/ARCHITECTURE.md', () => {
  const imports = [...sources('src'), ...sources('netlify')].flatMap(importsOf);

  it.each(RULES.map((rule) => [rule.code, rule] as const))('%s imports only what its layer may', (code) => {
    const rule = RULES.find((candidate) => candidate.code === code);
    expect(imports.some((item) => ruleOf(item) === rule)).toBe(true); // the rule meets code, or it checks nothing
    expect(layerViolations(imports.filter((item) => ruleOf(item) === rule))).toEqual([]);
  });

  it("no .astro file has a processed <script> block: the public pages' one script is src/client/public.ts", () => {
    const astroFiles = [...new Set(imports.map((item) => item.file))].filter((file) => file.endsWith('.astro'));
    expect(astroFiles.length).toBeGreaterThan(20);
    expect(processedScripts(astroFiles)).toEqual([]);
    expect(processedScripts(['src/components/Head.astro'])).toEqual([]);
  });

  it('browser code never reaches src/server, however far it imports', () => {
    expect(serverReachedFromBrowser(imports)).toEqual([]);
  });

  it.each(SHOP_RULES.map((rule) => [rule.code, rule] as const))('src/server/shop/%s imports only the shop folders it may', (code, rule) => {
    const own = imports.filter((item) => shopFolderOf(item.file) === code);
    expect(own.length).toBeGreaterThan(0); // the folder exists, or the rule checks nothing
    expect(shopViolations(own)).toEqual([]);
    expect(rule.only).toContain(code);
  });

  it('no module of the shop is loose at the root of src/server/shop: each is in the folder of its resource', () => {
    const folders = SHOP_RULES.map((rule) => rule.code);
    const outside = sources(SHOP).filter((file) => !folders.includes(shopFolderOf(file) as string));
    expect(outside).toEqual([]);
  });

  it('only flows may import both orders and payments, and no other folder of the shop may import flows', () => {
    const both = SHOP_RULES.filter((rule) => rule.only.includes('orders') && rule.only.includes('payments'));
    expect(both.map((rule) => rule.code)).toEqual(['flows']);
    const intoFlows = SHOP_RULES.filter((rule) => rule.code !== 'flows' && rule.only.includes('flows'));
    expect(intoFlows.map((rule) => rule.code)).toEqual([]);
  });

  it("docs/ARCHITECTURE.md's table says what these rules check", () => {
    const rows = docTableRows('## Layers and what may import what', "### The shop's folders", '| code ');
    const names = new Map([[REACT, 'React'], [NANOSTORES, 'nanostores'], [NODE, '`node:*`'], [ANY, 'any package']]);
    expect(rows).toEqual(
      RULES.map((rule) => [
        `\`${rule.code}\``,
        rule.only.map((folder) => `\`${folder}\``).join(', '),
        rule.never.map((pattern) => names.get(pattern)).join(', '),
      ]),
    );
  });
});

describe("docs/ARCHITECTURE.md's table of the shop's folders", () => {
  it('says what the shop rules check', () => {
    // The third column says what each folder holds: prose, not a rule.
    const rows = docTableRows("### The shop's folders", '## Where each kind of rule lives', '| folder ').map((cells) => cells.slice(0, 2));
    expect(rows).toEqual(SHOP_RULES.map((rule) => [`\`${rule.code}/\``, rule.only.map((folder) => `\`${folder}\``).join(', ')]));
  });
});

// The checks themselves, on made-up imports: each case is an import the rules must refuse or let through.
const item = (file: string, specifier: string, target: string | null, side: SourceImport['side'] = 'module'): SourceImport => ({
  file,
  side,
  specifier,
  target,
});

describe('layerViolations', () => {
  it.each([
    ['i18n importing the locale store', item('src/i18n/use-t.ts', '../stores/locale', 'src/stores/locale.ts'), true],
    ['i18n importing the client', item('src/i18n/x.ts', '../client/toast', 'src/client/toast.ts'), true],
    ['i18n importing React', item('src/i18n/use-t.ts', 'react', null), true],
    ['i18n importing src/lib', item('src/i18n/x.ts', '../lib/money', 'src/lib/money.ts'), true],
    ['i18n importing its own types', item('src/i18n/labels.ts', './types', 'src/i18n/types.ts'), false],
    ['lib importing the server', item('src/lib/x.ts', '../server/env', 'src/server/env.ts'), true],
    ['lib importing nanostores', item('src/lib/x.ts', 'nanostores', null), true],
    ['lib importing node:crypto', item('src/lib/x.ts', 'node:crypto', null), true],
    ['lib importing zod', item('src/lib/zod.ts', 'zod', null), false],
    ['lib importing an inline script as text', item('src/lib/x.ts', '../scripts/inline/a.js?raw', 'src/scripts/inline/a.js'), false],
    ['server importing a store', item('src/server/x.ts', '../stores/cart', 'src/stores/cart.ts'), true],
    ['server importing react-hot-toast', item('src/server/x.ts', 'react-hot-toast', null), true],
    ['a function importing /conta', item('netlify/functions/x.mts', '../../src/conta/x', 'src/conta/x.ts'), true],
    ['a function importing the server', item('netlify/functions/x.mts', '../../src/server/x', 'src/server/x.ts'), false],
    ['a store importing the client', item('src/stores/cart.ts', '../client/cookies', 'src/client/cookies.ts'), true],
    ['a store importing React', item('src/stores/x.ts', '@nanostores/react', null), true],
    ['a store importing nanostores', item('src/stores/x.ts', '@nanostores/persistent', null), false],
    ['the client importing the server', item('src/client/x.ts', '../server/db/client', 'src/server/db/client.ts'), true],
    ['the client importing /conta', item('src/client/x.ts', '../conta/x', 'src/conta/x.tsx'), true],
    ['the client importing a store', item('src/client/x.ts', '../stores/session', 'src/stores/session.ts'), false],
    ['an island importing the server', item('src/islands/x.tsx', '../server/x', 'src/server/x.ts'), true],
    ['/conta importing the server', item('src/conta/x.tsx', '../server/x', 'src/server/x.ts'), true],
    ['/conta importing a stylesheet', item('src/conta/x.tsx', '../styles/a.css', 'src/styles/a.css'), false],
    ['a frontmatter importing the server', item('src/components/X.astro', '../server/x', 'src/server/x.ts', 'frontmatter'), false],
  ])('%s: refused %s', (_name, made, refused) => {
    expect(layerViolations([made])).toEqual(refused ? [shown(made)] : []);
  });
});

describe('shopViolations', () => {
  const shop = (file: string, target: string): SourceImport => item(`${SHOP}/${file}`, `../${target}`, `${SHOP}/${target}`);
  it.each([
    ['orders importing payments', shop('orders/x.ts', 'payments/payment-attempts.ts'), true],
    ['payments importing orders', shop('payments/x.ts', 'orders/order-read.ts'), true],
    ['orders importing flows', shop('orders/x.ts', 'flows/after-move.ts'), true],
    ['the catalogue importing orders', shop('catalog/x.ts', 'orders/order-mail.ts'), true],
    ['the catalogue importing payments', shop('catalog/x.ts', 'payments/pix-code.ts'), true],
    ['the cart importing the checkout', shop('cart/x.ts', 'checkout/create-order.ts'), true],
    ['flows importing orders', shop('flows/x.ts', 'orders/transitions.ts'), false],
    ['flows importing payments', shop('flows/x.ts', 'payments/close-charges.ts'), false],
    ['orders importing the shop settings', shop('orders/x.ts', 'config/shop-settings.ts'), false],
    ['orders importing its own module', shop('orders/x.ts', 'orders/order-read.ts'), false],
    ['orders importing the database', item(`${SHOP}/orders/x.ts`, '../../db/client', 'src/server/db/client.ts'), false],
  ])('%s: refused %s', (_name, made, refused) => {
    expect(shopViolations([made])).toEqual(refused ? [shown(made)] : []);
  });
});

describe('serverReachedFromBrowser', () => {
  it.each([
    ['a <script> through a module beside the components', [
      item('src/components/X.astro', './x', 'src/components/x.ts', 'script'),
      item('src/components/x.ts', '../server/env', 'src/server/env.ts'),
    ], ['src/components/x.ts -> ../server/env (from src/components/X.astro)']],
    ['/conta through src/lib and a module beside the components', [
      item('src/conta/A.tsx', '../components/menu-href', 'src/components/menu-href.ts'),
      item('src/components/menu-href.ts', '../lib/x', 'src/lib/x.ts'),
      item('src/lib/x.ts', '../server/y', 'src/server/y.ts'),
    ], ['src/lib/x.ts -> ../server/y (from src/conta/A.tsx)']],
    ['a frontmatter (build time) importing the server', [
      item('src/components/X.astro', '../server/x', 'src/server/x.ts', 'frontmatter'),
      item('src/components/x.ts', '../server/env', 'src/server/env.ts'),
    ], []],
  ])('%s', (_name, made, expected) => {
    expect(serverReachedFromBrowser(made)).toEqual(expected);
  });
});
