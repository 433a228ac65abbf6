import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ANALYTICS, FONT_SERVICE } from '../lib/csp-sources';
import type { AstroIntegration, AstroUserConfig } from 'astro';
import { IFRAME_HOSTS } from '../lib/embed';
import { INLINE_SCRIPT_DIR, inlineScriptText } from './inline-scripts';

export { ANALYTICS, FONT_SERVICE };

/** The CSP source of a script's text: 'sha256-…' of its exact bytes, without the quotes. */
export function scriptHash(code: string): `sha256-${string}` {
  return `sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}`;
}

/** The hashes of every inline script of the site, as written into the pages (inlineScriptText). */
export function inlineScriptHashes(dir = INLINE_SCRIPT_DIR): `sha256-${string}`[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.js'))
    .sort()
    .map((name) => scriptHash(inlineScriptText(join(dir, name), readFileSync(join(dir, name), 'utf8'))));
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

const CSP_META = /<meta http-equiv="content-security-policy" content="([^"]*)">/i;
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * A page's policy with only the script hashes it needs: Astro writes the hashes of every inline script of the site
 * (ours and its own island scripts) into every page's <meta>, about 55 bytes each that do not compress, in the
 * head, before the body's components have said what they write. A hash is kept when an inline script of this page
 * (one without src) has it; the policy's other sources stay as they are.
 */
export function withPageHashes(html: string): string {
  const meta = CSP_META.exec(html);
  if (!meta) return html;
  const present = new Set<string>();
  for (const [, attributes, code] of html.matchAll(INLINE_SCRIPT)) {
    // data-src (the loader's) is not src: that script is inline.
    if (!/(^|\s)src\s*=/i.test(attributes)) present.add(scriptHash(code));
  }
  const policy = meta[1]
    .split(';')
    .map((directive) => {
      if (!/^\s*script-src\s/.test(directive)) return directive;
      return directive
        .split(' ')
        .filter((source) => !/^'sha256-[^']+'$/.test(source) || present.has(source.slice(1, -1)))
        .join(' ');
    })
    .join(';');
  return html.replace(meta[0], meta[0].replace(meta[1], policy));
}

/** A page's policy allowing one more inline script, of this exact text (a later step of the build wrote it in). */
export function withScriptHash(html: string, code: string): string {
  const meta = CSP_META.exec(html);
  if (!meta) return html;
  const hash = `'${scriptHash(code)}'`;
  const policy = meta[1]
    .split(';')
    .map((directive) => (/^\s*script-src\s/.test(directive) && !directive.split(' ').includes(hash) ? `${directive} ${hash}` : directive))
    .join(';');
  return html.replace(meta[0], meta[0].replace(meta[1], policy));
}

function* htmlFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(path);
    else if (entry.name.endsWith('.html')) yield path;
  }
}

/** After the build, each page's policy names only the hashes of its own inline scripts (withPageHashes). */
export function cspPageHashes(): AstroIntegration {
  return {
    name: 'vitrine:csp-page-hashes',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        let pages = 0;
        for (const file of htmlFiles(fileURLToPath(dir))) {
          const html = readFileSync(file, 'utf8');
          const trimmed = withPageHashes(html);
          if (trimmed === html) continue;
          writeFileSync(file, trimmed);
          pages += 1;
        }
        logger.info(`script hashes trimmed to each page's own in ${pages} page(s)`);
      },
    },
  };
}
