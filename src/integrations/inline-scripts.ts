// The inline scripts as they are written into the pages (src/lib/inline-scripts.ts imports each file of
// src/scripts/inline with `?raw`): minified here, at build time and in dev, by the Vite plugin below, and hashed for
// the Content-Security-Policy from the same text (src/integrations/csp.ts). Every byte of them is in each page's
// HTML, on the way to the first paint; the files stay readable, with their comments.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { minifySync, type Plugin } from 'vite';

/** The folder of the inline scripts. */
export const INLINE_SCRIPT_DIR = fileURLToPath(new URL('../scripts/inline/', import.meta.url));

/** An inline script's text as written into the pages: minified (each file is one function, run where it stands). */
export function inlineScriptText(file: string, code: string): string {
  const result = minifySync(file, code, { compress: { target: 'es2015' }, mangle: true });
  if (result.errors.length > 0) throw new Error(`${file}: ${result.errors.map((error) => error.message).join('; ')}`);
  return result.code.trim();
}

/** Vite: `src/scripts/inline/*.js?raw` gives the script as written into the pages (inlineScriptText). */
export function inlineScriptsPlugin(): Plugin {
  return {
    name: 'vitrine:inline-scripts',
    enforce: 'pre',
    load(id) {
      const [path, query] = id.split('?');
      if (query !== 'raw' || !path.startsWith(INLINE_SCRIPT_DIR) || !path.endsWith('.js')) return null;
      this.addWatchFile(path);
      return `export default ${JSON.stringify(inlineScriptText(path, readFileSync(path, 'utf8')))};`;
    },
  };
}
