// The public pages' scripts. Astro bundles each component's <script> as a file of its own and Vite
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
const PRELOAD_HELPER = '\0vite/preload-helper.js';

/**
 * Vite wraps each dynamic import of a browser build in its preload helper (about 0.7 KB gzipped in every page's
 * script), which fetches the imported chunk's own imports beside it. The public scripts import only a few parts
 * later (the toaster, the contact form, the back-in-stock form, the municipalities), none on the way to the first
 * paint: they load as plain imports, their imports following them. A failed one still reaches the reload guard
 * (src/client/chunk-reload.ts) as an unhandled rejection.
 */
function plainDynamicImports(): Plugin {
  return {
    name: 'vitrine:public-script-plain-dynamic-imports',
    enforce: 'pre',
    resolveId: (id) => (id === PRELOAD_HELPER ? id : null),
    load: (id) => (id === PRELOAD_HELPER ? 'export const __vitePreload = (load) => load();' : null),
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
            plugins: [plainDynamicImports()],
            build: {
              write: false,
              copyPublicDir: false,
              modulePreload: false,
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
