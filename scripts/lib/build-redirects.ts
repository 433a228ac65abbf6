import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

// NetlifyDev reads `_redirects` only from the project folder, once, at start: the build's own `dist/_redirects`
// (the id redirects, src/integrations/id-redirects.ts) would be ignored by the preview. This reads it from the
// served build, again whenever a rebuild replaced it. Only what the build writes is understood: `from to status`
// lines with exact paths (no splats, placeholders or conditions).

type Rule = { to: string; status: number };

/** The exact-path rules of a `_redirects` text (comments, blank and other lines skipped). */
export function parseRedirects(text: string): Map<string, Rule> {
  const rules = new Map<string, Rule>();
  for (const line of text.split('\n')) {
    const [from, to, status] = line.trim().split(/\s+/);
    if (!from?.startsWith('/') || !to || from.includes('*') || from.includes(':')) continue;
    const code = Number(status ?? 301);
    if ([301, 302, 307, 308].includes(code) && !rules.has(from)) rules.set(from, { to, status: code });
  }
  return rules;
}

/** The redirects of the build in `dir`, read again when its `_redirects` changes; a redirect Response or null. */
export function buildRedirects(dir: string) {
  const file = join(dir, '_redirects');
  let stamp = -1;
  let rules = new Map<string, Rule>();
  return (pathname: string): Response | null => {
    let mtime = 0;
    try {
      mtime = statSync(file).mtimeMs;
    } catch {
      return null; // no _redirects in this build: nothing to redirect
    }
    if (mtime !== stamp) {
      rules = parseRedirects(readFileSync(file, 'utf8'));
      stamp = mtime;
    }
    const rule = rules.get(pathname) ?? rules.get(pathname.replace(/\/$/, ''));
    return rule ? new Response(null, { status: rule.status, headers: { location: rule.to } }) : null;
  };
}
