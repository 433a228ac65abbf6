// The public pages' one script (issue 22). Astro bundles each component's <script> as a file of its own and Vite
// shares modules between them (and with the islands and /conta) in more files: a public page requested 7-9 module
// scripts in an import chain, before its first paint. This integration bundles src/client/public.ts, what every
// public page runs, on its own (a separate Vite build: nothing shared with the rest of the site, so a single file,
// plus the few parts fetched only when needed), before the pages are rendered; the layouts write its address into
// the page (src/components/PublicScript.astro), and src/scripts/inline/scripts.js requests it after the first
// paint. The files join the build's output at the end. In dev, Vite serves the module itself.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { build, type Plugin, type Rolldown } from 'vite';
import { setPublicScriptUrl } from './public-script-url';

const ENTRY = fileURLToPath(new URL('../client/public.ts', import.meta.url));
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
  let files: { fileName: string; source: string | Uint8Array }[] = [];
  return {
    name: 'vitrine:public-script',
    hooks: {
      'astro:build:start': async ({ logger }) => {
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
              input: { public: ENTRY },
              output: { entryFileNames: '_astro/[name].[hash].js', chunkFileNames: '_astro/[name].[hash].js' },
            },
          },
        });
        const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
        files = [];
        let entry = '';
        for (const output of outputs) {
          for (const item of output.output) {
            files.push({ fileName: item.fileName, source: item.type === 'chunk' ? item.code : item.source });
            if (item.type === 'chunk' && item.isEntry) entry = item.fileName;
          }
        }
        if (!entry) throw new Error('the public script has no entry chunk');
        setPublicScriptUrl(`/${entry}`);
        logger.info(`/${entry} and ${files.length - 1} file(s) fetched when needed`);
      },
      'astro:build:done': ({ dir }) => {
        const out = fileURLToPath(dir);
        for (const file of files) {
          const path = join(out, file.fileName);
          mkdirSync(dirname(path), { recursive: true });
          writeFileSync(path, file.source);
        }
      },
    },
  };
}
