import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The repository's Markdown for people: README.md and every docs/*.md. Each relative link must open a file of the
// repository, each anchor a heading of its target (GitHub's slug); the text names no issue number and no path under
// ../shared (a folder outside the repository).

const ROOT = resolve(__dirname, '../..');
const DOCS = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
].filter((file) => existsSync(join(ROOT, file)));

const read = (file: string): string => readFileSync(join(ROOT, file), 'utf8');

/** The text with fenced code blocks blanked (lines kept, so a line number still points at the right place). */
function withoutFences(text: string): string {
  let fence: string | null = null;
  return text
    .split('\n')
    .map((line) => {
      const open = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
      if (fence === null && open) {
        fence = open[1];
        return '';
      }
      if (fence !== null) {
        if (line.trim().startsWith(fence[0].repeat(fence.length)) && line.trim().replace(/[`~]/g, '') === '') fence = null;
        return '';
      }
      return line;
    })
    .join('\n');
}

/** The text outside code: fenced blocks and inline code spans blanked. */
function prose(text: string): string {
  return withoutFences(text).replace(/(`+)[^`\n]*?\1/g, (span) => ' '.repeat(span.length));
}

/** GitHub's anchor for a heading: markup dropped, lower-case, punctuation but '-' and '_' removed, spaces to '-'. */
function slug(heading: string): string {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** Every anchor of a Markdown file: its headings' slugs, a repeated one numbered as GitHub does (-1, -2, …). */
function anchors(text: string): Set<string> {
  const seen = new Map<string, number>();
  const result = new Set<string>();
  for (const line of withoutFences(text).split('\n')) {
    const heading = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = slug(heading[1]);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    result.add(count === 0 ? base : `${base}-${count}`);
  }
  for (const named of text.matchAll(/<a\s+(?:name|id)="([^"]+)"/g)) result.add(named[1]);
  return result;
}

/** Links outside code: inline links and images `[text](target "title")`, reference definitions `[ref]: target`, and
 * HTML `href`/`src` attributes. */
function links(text: string): { target: string; line: number }[] {
  const found: { target: string; line: number }[] = [];
  prose(text)
    .split('\n')
    .forEach((line, index) => {
      const targets = [
        ...[...line.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((match) => match[1]),
        ...[...line.matchAll(/^\s{0,3}\[[^\]]+\]:\s*<?([^\s>]+)>?/g)].map((match) => match[1]),
        ...[...line.matchAll(/\s(?:href|src)="([^"]+)"/g)].map((match) => match[1]),
      ];
      for (const target of targets) found.push({ target, line: index + 1 });
    });
  return found;
}

const external = (target: string): boolean => /^[a-z][a-z0-9+.-]*:/i.test(target);

/** What is wrong with each relative link of a file: a missing file, an anchor none of its target's headings has. */
function brokenLinks(file: string, text: string, readFile: (path: string) => string | null): string[] {
  const problems: string[] = [];
  for (const { target, line } of links(text)) {
    if (external(target)) continue;
    const hash = target.indexOf('#');
    const path = decodeURI(hash === -1 ? target : target.slice(0, hash));
    const anchor = hash === -1 ? null : decodeURIComponent(target.slice(hash + 1));
    const resolved = path === '' ? file : relative(ROOT, resolve(ROOT, dirname(file), path));
    if (resolved.startsWith('..')) {
      problems.push(`${file}:${line}: ${target} leaves the repository`);
      continue;
    }
    const content = readFile(resolved);
    if (content === null) {
      problems.push(`${file}:${line}: ${target}: no file ${resolved}`);
      continue;
    }
    if (anchor !== null && anchor !== '' && resolved.endsWith('.md') && !anchors(content).has(anchor)) {
      problems.push(`${file}:${line}: ${target}: no heading #${anchor} in ${resolved}`);
    }
  }
  return problems;
}

const ISSUE_PATTERNS = [/\bissue \d+/i, /\(#\d+\)/];

/** Issue numbers in the text outside code, with their line. */
function issueNumbers(file: string, text: string): string[] {
  const problems: string[] = [];
  prose(text)
    .split('\n')
    .forEach((line, index) => {
      for (const pattern of ISSUE_PATTERNS) {
        const match = pattern.exec(line);
        if (match) problems.push(`${file}:${index + 1}: "${match[0]}"`);
      }
    });
  return problems;
}

/** Paths under ../shared anywhere in the file, code included: that folder is not in the repository. */
function sharedPaths(file: string, text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, index) => (/\.\.\/shared\b/.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : []));
}

const readRepoFile = (path: string): string | null => {
  const full = join(ROOT, path);
  if (!existsSync(full)) return null;
  return statSync(full).isFile() ? readFileSync(full, 'utf8') : '';
};

describe('the rules', () => {
  it('slugs headings as GitHub does', () => {
    expect(slug('Shop: payments — Mercado Pago')).toBe('shop-payments--mercado-pago');
    expect(slug('Privacy (LGPD)')).toBe('privacy-lgpd');
    expect(slug('Headers and caching (`netlify.toml`)')).toBe('headers-and-caching-netlifytoml');
    expect(slug('Avaliações e Pix')).toBe('avaliações-e-pix');
    expect(slug('snake_case and [a link](x.md)')).toBe('snake_case-and-a-link');
    expect([...anchors('# A\n## A\n```\n# not a heading\n```\n### B!\n')]).toEqual(['a', 'a-1', 'b']);
  });

  it('finds links outside code only, and reports missing files and anchors', () => {
    const files: Record<string, string> = { 'docs/B.md': '# Coupons\n', 'README.md': '# Vitrine\n' };
    const text = [
      '[ok](B.md#coupons) [up](../README.md) [self](#here) [web](https://example.com/x.md)',
      '## Here',
      '[gone](C.md) [bad anchor](B.md#stock) `[code](D.md)`',
      '```',
      '[fenced](E.md)',
      '```',
      '[out](../../x.md)',
      '[ref]: D.md#x',
      '<a href="B.md#coupons">ok</a> <img src="docs-missing.png">',
    ].join('\n');
    expect(brokenLinks('docs/A.md', text, (path) => (path === 'docs/A.md' ? text : (files[path] ?? null)))).toEqual([
      'docs/A.md:3: C.md: no file docs/C.md',
      'docs/A.md:3: B.md#stock: no heading #stock in docs/B.md',
      'docs/A.md:7: ../../x.md leaves the repository',
      'docs/A.md:8: D.md#x: no file docs/D.md',
      'docs/A.md:9: docs-missing.png: no file docs/docs-missing.png',
    ]);
  });

  it('finds issue numbers outside code and ../shared paths anywhere', () => {
    const text = 'Fixed in issue 22.\nSee (#12).\n`issue 3` and\n```\nissue 4\n```\nporsager/postgres#1199\n';
    expect(issueNumbers('X.md', text)).toEqual(['X.md:1: "issue 22"', 'X.md:2: "(#12)"']);
    expect(sharedPaths('X.md', 'see `../shared/notes.md`\nshared/ alone is fine\n')).toEqual([
      'X.md:1: see `../shared/notes.md`',
    ]);
  });
});

describe.each(DOCS)('%s', (file) => {
  const text = read(file);

  it('links only to files and headings that exist', () => {
    expect(brokenLinks(file, text, readRepoFile)).toEqual([]);
  });

  it('names no issue number', () => {
    expect(issueNumbers(file, text)).toEqual([]);
  });

  it('cites no path under ../shared', () => {
    expect(sharedPaths(file, text)).toEqual([]);
  });
});

// The code's comments describe the code as it is, like the docs: no issue numbers either (git keeps the history).
// The migrations are left as applied: a database that ran one must find the same file.
const SOURCE_DIRS = ['src', 'netlify', 'scripts', 'tests'];
const SOURCE_EXT = /\.(ts|tsx|mts|js|mjs|astro|css|sql)$/;

function sourceFiles(dir: string): string[] {
  const full = join(ROOT, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return SOURCE_EXT.test(entry.name) ? [path] : [];
  });
}

describe('the source', () => {
  it('cites no issue number in its comments', () => {
    const self = relative(ROOT, __filename);
    const rootFiles = readdirSync(ROOT).filter((name) => SOURCE_EXT.test(name) && statSync(join(ROOT, name)).isFile()); // the configs
    const found = [...rootFiles, ...SOURCE_DIRS.flatMap(sourceFiles)]
      .filter((file) => file !== self)
      .flatMap((file) =>
        read(file)
          .split('\n')
          .flatMap((line, index) => (/\bissue #?\d+/i.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
      );
    expect(found).toEqual([]);
  });
});
