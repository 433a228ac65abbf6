// @ts-check
import netlify from '@astrojs/netlify';
import react from '@astrojs/react';
import { defineConfig, fontProviders } from 'astro/config';
import pagefind from 'astro-pagefind';
import { devOnDemand } from './src/integrations/dev-on-demand.ts';
import { devApi } from './src/integrations/dev-api.ts';
import { cspConfig, cspPageHashes } from './src/integrations/csp.ts';
import { inlineScriptsPlugin } from './src/integrations/inline-scripts.ts';
import { publicScript } from './src/integrations/public-script.ts';
import { contaPreload } from './src/integrations/conta-preload.ts';
import { contaChunkEntries, contaChunkGroup } from './src/integrations/conta-chunks.ts';

/** Page files rendered on each request in dev (one per line: sections add theirs). */
const ON_REQUEST_IN_DEV = [
  'src/pages/conta/[...path].astro',
  'src/pages/i18n/[code].json.ts',
  'src/pages/noticias/[...path].astro',
  'src/pages/noticias/[feed].xml.ts',
  'src/pages/agenda/[...path].astro',
  'src/pages/agenda/[slug].ics.ts',
  'src/pages/biblioteca/[...path].astro',
  'src/pages/loja/[...path].astro',
  'src/pages/loja/[feed].xml.ts',
  'src/pages/[slug].astro',
];

/**
 * The islands' shared chunk: what the cart and checkout islands share (React, the JSX runtime, nanostores'
 * atom, the cart's state, labels, API calls and money) in one file rather than one for each set of islands sharing a
 * part. Each file costs a request and its headers: the cart page loaded nine scripts. React DOM stays in the
 * renderer's own file (client.js), which only it imports; the bundler's runtime keeps a file of its own (it is not
 * offered to groups). A module the islands come to share and this list misses gets a file of its own again.
 */
const ISLANDS_SHARED = [
  'node_modules/react/index.js',
  'node_modules/react/jsx-runtime.js',
  'node_modules/react/cjs/react.production.js',
  'node_modules/react/cjs/react-jsx-runtime.production.js',
  'node_modules/nanostores/atom/',
  'src/client/light-fetch.ts',
  'src/client/shop/shop-labels.ts',
  'src/client/use-store.ts',
  'src/i18n/fill.ts',
  'src/lib/api-message.ts',
  'src/lib/ids.ts',
  'src/lib/money.ts',
  'src/lib/shop/cart.ts',
  'src/lib/shop/cart-lines.ts',
  'src/lib/shop/shop-paths.ts',
  'src/lib/shop/variant-key.ts',
  'src/stores/cart.ts',
  'src/stores/cookies.ts',
];
const ISLAND_CHUNKS = [
  {
    name: 'islands',
    test: (/** @type {string} */ id) =>
      id === '\0vite/preload-helper.js' || ISLANDS_SHARED.some((path) => id.replaceAll('\\', '/').includes(`/${path}`)),
  },
];

export default defineConfig({
  output: 'static',
  site: process.env.SITE_URL || undefined,
  adapter: netlify({
    // The project has no edge functions; their emulation downloads a runtime, which fails offline.
    devFeatures: { edgeFunctions: false, images: false, environmentVariables: false },
  }),
  // In dev these render on request: the /conta shell answers every /conta/* path (netlify.toml rewrites in
  // production), the label JSON follows languages and texts changed in /conta, and the news, the agenda, the library,
  // the shop and the pages follow /conta.
  // devApi: in dev, /api/* is served from the function modules through Vite (see src/integrations/dev-api.ts).
  // /{id}, /noticias/{id}, /agenda/{id} and /loja/{id}: in dev the pages answer the redirect themselves; built, the
  // id-redirect function does (netlify/functions/id-redirect.mts).
  // pagefind: after each build (npm run build, the preview's rebuilds, Netlify's) indexes the pages written, into
  // <outDir>/pagefind/, for /busca; only what a page marks with data-pagefind-body (src/lib/site-search.ts) is read.
  // publicScript: the public pages' one script, bundled on its own (src/integrations/public-script.ts).
  // cspPageHashes: each built page's policy names only the hashes of the inline scripts that page has.
  // contaPreload: the /conta page asks for its app's files from its head, and for its first screen's at once.
  integrations: [react(), devOnDemand(ON_REQUEST_IN_DEV), devApi(), publicScript(), cspPageHashes(), contaPreload(), pagefind()],
  // The spec's /checkout is the same page as /loja/finalizar-pedido.
  redirects: { '/checkout': { status: 301, destination: '/loja/finalizar-pedido' } },
  // The default font (Montserrat) is served from the site itself, from the @fontsource-variable package: no
  // request to a fonts service on the way to the first paint. Only its Latin file (Portuguese, Spanish, English;
  // other letters show in the fallback), with font-display: optional: a page never re-flows when the font arrives
  // late, it keeps the fallback (sized to Montserrat's metrics) until the next page. Not preloaded: the preload
  // competed with the page for the first paint (bench:web, /agenda LCP 1371 -> 1031 ms without it).
  // Another font chosen in the settings still comes from Google Fonts (src/lib/fonts.ts).
  fonts: [
    {
      provider: fontProviders.local(),
      name: 'Montserrat',
      cssVariable: '--font-montserrat',
      fallbacks: ['system-ui', 'sans-serif'],
      options: {
        variants: [
          {
            src: ['@fontsource-variable/montserrat/files/montserrat-latin-wght-normal.woff2'],
            weight: '100 900',
            style: 'normal',
            display: 'optional',
            unicodeRange: /** @type {[string, ...string[]]} */ ('U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD'.split(',')),
          },
        ],
      },
    },
  ],
  // A Content-Security-Policy <meta> on every built page (src/integrations/csp.ts); not applied by astro dev.
  security: { csp: cspConfig() },
  // Internal links are fetched ahead when hovered or focused (80 ms), so the next page opens from the cache, by the
  // public pages' one script (src/client/prefetch.ts; tests/e2e/prefetch.spec.ts), not by Astro's prefetch, which
  // would add a script of its own to every page. Nothing is fetched ahead on data-saver and 2g connections;
  // download links opt out with data-astro-prefetch="false".
  prefetch: false,
  // Each page carries its CSS in the HTML: no stylesheet request stands between the HTML and the first paint.
  build: { inlineStylesheets: 'always' },
  server: { host: '127.0.0.1', port: Number(process.env.PORT) || 4321 },
  // Astro's dev toolbar (dev only): DEV_TOOLBAR=off leaves it out. The browser tests' dev servers do (playwright.config.ts):
  // its ~15 modules and its own audit on every page load are work no test reads.
  devToolbar: { enabled: process.env.DEV_TOOLBAR !== 'off' },
  vite: {
    // The browser tests run one dev server per worker, each pre-bundling into a cache of its own (playwright.config.ts).
    cacheDir: process.env.VITE_CACHE_DIR || undefined,
    ssr: { external: ['@node-rs/argon2', 'postgres', 'sharp'] },
    // The inline scripts of src/scripts/inline, minified as written into the pages (src/integrations/inline-scripts.ts).
    plugins: [inlineScriptsPlugin(), contaChunkEntries()],
    environments: { client: { build: { rolldownOptions: { output: { codeSplitting: { groups: [...ISLAND_CHUNKS, contaChunkGroup()] } } } } } },
  },
});
