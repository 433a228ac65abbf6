// The public pages' scripts (issue 22). Astro bundles each component's <script> as a file of its own and Vite
// shares modules between them (and with the islands and /conta) in more files: a public page requested 7-9 module
// scripts in an import chain, before its first paint. This integration bundles each entry of src/client/entries
// (PUBLIC_SCRIPTS: what a kind of page runs) on its own, one Vite build each, before the pages are rendered: nothing
// is shared with another entry or the rest of the site, so a page loads a single file (plus the few parts fetched
// only when needed: the toaster, the contact form, the municipalities). The layouts write its address into the page
// (src/components/PublicScript.astro), and src/scripts/inline/scripts.js requests it after the first paint. The
// files join the build's output at the end. In dev, Vite serves the entry module itself.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { build, type Plugin, type Rolldown } from 'vite';
import { PUBLIC_SCRIPTS, setPublicScriptUrls, type PublicScriptName } from './public-script-url';

const entryFile = (name: PublicScriptName): string => fileURLToPath(new URL(`../client/entries/${name}.ts`, import.meta.url));
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const ADAPTER_CONFIG = 'virtual:astro:adapter-config/client';

/**
 * What Astro's own plugins give its prefetch module (astro/virtual-modules/prefetch.js) in the site's build: the
 * adapter's headers for internal fetches (Netlify's deploy id, as @astrojs/netlify sets them) and the config
 * constants, left undefined so that the options passed to init() apply.
 */
function astroPrefetchModule(): Plugin {
  return {
    name: 'vitrine:public-script-astro-prefetch',
    resolveId: (id) => (id === ADAPTER_CONFIG ? `\0${ADAPTER_CONFIG}` : null),
    load(id) {
      if (id !== `\0${ADAPTER_CONFIG}`) return null;
      const deployId = process.env.DEPLOY_ID;
      return `export const internalFetchHeaders = ${JSON.stringify(deployId ? { 'X-Netlify-Deploy-ID': deployId } : {})};`;
    },
  };
}

export function publicScript(): AstroIntegration {
  let files = new Map<string, string | Uint8Array>();
  return {
    name: 'vitrine:public-script',
    hooks: {
      'astro:build:start': async ({ logger }) => {
        files = new Map();
        const urls = {} as Record<PublicScriptName, string>;
        for (const name of PUBLIC_SCRIPTS) {
          const result = await build({
            configFile: false,
            root: ROOT,
            logLevel: 'warn',
            mode: 'production',
            define: {
              __PREFETCH_PREFETCH_ALL__: 'undefined',
              __PREFETCH_DEFAULT_STRATEGY__: 'undefined',
              __EXPERIMENTAL_CLIENT_PRERENDER__: 'false',
            },
            plugins: [astroPrefetchModule()],
            build: {
              write: false,
              copyPublicDir: false,
              modulePreload: { polyfill: false },
              rolldownOptions: {
                input: { [name]: entryFile(name) },
                output: { entryFileNames: '_astro/[name].[hash].js', chunkFileNames: '_astro/[name].[hash].js' },
              },
            },
          });
          const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
          for (const output of outputs) {
            for (const item of output.output) {
              files.set(item.fileName, item.type === 'chunk' ? item.code : item.source);
              if (item.type === 'chunk' && item.isEntry) urls[name] = `/${item.fileName}`;
            }
          }
          if (!urls[name]) throw new Error(`the public script ${name} has no entry chunk`);
        }
        setPublicScriptUrls(urls);
        logger.info(`${Object.values(urls).join(', ')} and ${files.size - PUBLIC_SCRIPTS.length} file(s) fetched when needed`);
      },
      'astro:build:done': ({ dir }) => {
        const out = fileURLToPath(dir);
        for (const [fileName, source] of files) {
          const path = join(out, fileName);
          mkdirSync(dirname(path), { recursive: true });
          writeFileSync(path, source);
        }
      },
    },
  };
}
