import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The JavaScript one built page loads at start: each file with its gzip size, and the total. */
export type PageJs = { page: string; files: { path: string; gzip: number }[]; gzip: number; inlineGzip: number };

const SCRIPT_SRC = /<script\b[^>]*\bsrc="([^"]+)"/g;
const MODULE_PRELOAD = /<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"|<link\b[^>]*href="([^"]+)"[^>]*rel="modulepreload"/g;
const ISLAND_URL = /\b(?:component-url|renderer-url)="([^"]+)"/g;
// The public pages' one script, which src/scripts/inline/scripts.js requests after the first paint.
const AFTER_PAINT = /<script\b[^>]*\bdata-src="([^"]+)"/g;
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g;
// Static imports of a built chunk (`import{a}from"./x.js"`, `import"./y.js"`, `export*from"./z.js"`); `import(` is lazy.
const STATIC_IMPORT = /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.js)["']/g;

/**
 * The local .js addresses a page's HTML loads: scripts, module preloads, island component/renderer URLs and the one
 * script started after the first paint.
 */
export function pageScriptUrls(html: string): string[] {
  const urls = new Set<string>();
  for (const pattern of [SCRIPT_SRC, MODULE_PRELOAD, ISLAND_URL, AFTER_PAINT]) {
    for (const match of html.matchAll(pattern)) {
      const url = match[1] ?? match[2];
      if (url && url.startsWith('/') && !url.startsWith('//') && url.endsWith('.js')) urls.add(url);
    }
  }
  return [...urls];
}

/** The modules a built chunk imports statically, as site paths (resolved against the chunk's own path). */
export function staticImports(code: string, from: string): string[] {
  const out = new Set<string>();
  for (const match of code.matchAll(STATIC_IMPORT)) out.add(new URL(match[1], `http://x${from}`).pathname);
  return [...out];
}

/** Every .js file a page loads at start (its scripts and what they import statically, not lazy imports), gzipped. */
export function measurePageJs(dist: string, page: string): PageJs | null {
  const htmlFile = join(dist, page.replace(/^\//, ''), page.endsWith('.html') ? '' : 'index.html');
  if (!existsSync(htmlFile)) return null;
  const html = readFileSync(htmlFile, 'utf8');
  const seen = new Set<string>();
  const queue = pageScriptUrls(html);
  const files: PageJs['files'] = [];
  while (queue.length > 0) {
    const path = queue.shift() as string;
    if (seen.has(path)) continue;
    seen.add(path);
    const file = join(dist, path);
    if (!existsSync(file)) continue;
    const code = readFileSync(file);
    files.push({ path, gzip: gzipSync(code, { level: 9 }).length });
    queue.push(...staticImports(code.toString('utf8'), path));
  }
  const inline = [...html.matchAll(INLINE_SCRIPT)].map((m) => m[1]).join('\n');
  const inlineGzip = inline.trim() ? gzipSync(inline, { level: 9 }).length : 0;
  return { page, files, gzip: files.reduce((sum, f) => sum + f.gzip, 0), inlineGzip };
}

/** Kilobytes with one decimal. */
export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
