import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ANALYTICS, FONT_SERVICE } from '../lib/csp-sources';
import type { AstroUserConfig } from 'astro';
import { IFRAME_HOSTS } from '../lib/embed';
import { compactInline } from '../lib/inline-code';

export { ANALYTICS, FONT_SERVICE };

/** The folder of the inline scripts (src/lib/inline-scripts.ts writes them into pages as they are). */
export const INLINE_SCRIPT_DIR = fileURLToPath(new URL('../scripts/inline/', import.meta.url));

/** The CSP source of a script's text: 'sha256-…' of its exact bytes, without the quotes. */
export function scriptHash(code: string): `sha256-${string}` {
  return `sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}`;
}

/** The hashes of every inline script of the site, as written into the pages (compactInline). */
export function inlineScriptHashes(dir = INLINE_SCRIPT_DIR): `sha256-${string}`[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.js'))
    .sort()
    .map((name) => scriptHash(compactInline(readFileSync(join(dir, name), 'utf8'))));
}

/** The iframe sources embeds and players may use: each allowed host and its subdomains, over https. */
export const frameSources = (): string[] => IFRAME_HOSTS.flatMap((host) => [`https://${host}`, `https://*.${host}`]);

/**
 * Astro's `security.csp`: a <meta> Content-Security-Policy on every built page. Scripts: the site's own files
 * and the hashes of Astro's inline scripts (added by Astro) and of ours. Styles: the site's own and inline ones
 * ('unsafe-inline'), because rich text keeps the editor's colours as style attributes and the account
 * area's libraries (the toasts, the editor) inject styles. Images may come from any https address (rich text
 * links images by address). netlify.toml adds what a <meta> policy cannot carry (frame-ancestors).
 */
export function cspConfig(): Exclude<NonNullable<NonNullable<AstroUserConfig['security']>['csp']>, boolean> {
  return {
    algorithm: 'SHA-256',
    directives: [
      "default-src 'self'",
      `img-src 'self' data: blob: https:`,
      `font-src 'self' ${FONT_SERVICE.files}`,
      "connect-src 'self'",
      "media-src 'self' blob:",
      `frame-src ${frameSources().join(' ')}`,
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "manifest-src 'self'",
      "worker-src 'self'",
    ],
    // 'self' is named: a source added by a page (the analytics tag) would otherwise replace Astro's default.
    scriptDirective: { resources: ["'self'"], hashes: inlineScriptHashes() },
    styleDirective: { resources: ["'self'", "'unsafe-inline'", FONT_SERVICE.styles] },
  };
}
