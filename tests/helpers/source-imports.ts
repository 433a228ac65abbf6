// The import graph of src/ and netlify/, read from the source text: what tests/unit/layers.test.ts and
// tests/unit/import-cycles.test.ts check. Static, re-exported, bare and dynamic imports (type-only ones too: a type
// tied to a layer ties the module to it); an .astro file's frontmatter runs at build time on the server and its
// <script> blocks are bundled for the browser, so the two are told apart.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

/** Every source file (.ts, .tsx, .mts, .astro) under a folder, as a path relative to the repository. */
export function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : /\.(ts|tsx|mts|astro)$/.test(name) ? [path] : [];
  });
}

// A statement starting a line: `import x from`, `import type { a } from`, `import x, { a } from`, `export * from`,
// `export { a } from`; a bare `import 'x'`; a dynamic `import('x')` anywhere. Anchored so that prose in comments
// ("… from "only missing"") is not taken for an import.
const STATIC =
  /^[ \t]*(?:import|export)\s+(?:type\s+)?(?:[\w$]+\s*,\s*)?(?:\{[^}]*\}|\*(?:\s+as\s+[\w$]+)?|[\w$]+)\s*from\s*['"]([^'"]+)['"]/gm;
const BARE = /^[ \t]*import\s*['"]([^'"]+)['"]/gm;
const DYNAMIC = /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The module specifiers a piece of code imports. */
export const specifiersIn = (code: string): string[] =>
  [STATIC, BARE, DYNAMIC].flatMap((pattern) => [...code.matchAll(pattern)].map((match) => match[1]));

/** An .astro file's frontmatter (between the `---` fences) and the bodies of its <script> blocks. */
export function astroParts(text: string): { frontmatter: string; scripts: string[] } {
  const fence = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*$/m.exec(text);
  const frontmatter = fence && text.slice(0, fence.index).trim() === '' ? fence[1] : '';
  const template = fence && frontmatter ? text.slice(fence.index + fence[0].length) : text;
  const scripts = [...template.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
  return { frontmatter, scripts };
}

/** Where a piece of a file runs: all of a module, an .astro file's frontmatter, or one of its <script> blocks. */
export type Side = 'module' | 'frontmatter' | 'script';

/**
 * One import: the specifier as written and the file it resolves to: null for a package, undefined for a relative
 * specifier that names no file.
 */
export type SourceImport = { file: string; side: Side; specifier: string; target: string | null | undefined };

const isRelative = (specifier: string): boolean => specifier.startsWith('./') || specifier.startsWith('../');

/**
 * The file a relative specifier names, as Vite and TypeScript resolve it: as written, with a source extension, or
 * a folder's index; a query (`?raw`) is dropped. Undefined when nothing is there.
 */
export function resolveRelative(file: string, specifier: string): string | undefined {
  const path = normalize(join(dirname(file), specifier.replace(/\?.*$/, '')));
  const candidates = [path, ...['.ts', '.tsx', '.mts', '.astro'].map((ext) => path + ext), join(path, 'index.ts'), join(path, 'index.tsx')];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

/** The imports of one source file, each resolved. */
export function importsOf(file: string): SourceImport[] {
  const text = readFileSync(file, 'utf8');
  const parts: { side: Side; code: string }[] = file.endsWith('.astro')
    ? (({ frontmatter, scripts }) => [
        { side: 'frontmatter' as const, code: frontmatter },
        ...scripts.map((code) => ({ side: 'script' as const, code })),
      ])(astroParts(text))
    : [{ side: 'module', code: text }];
  return parts.flatMap(({ side, code }) =>
    specifiersIn(code).map((specifier) => ({
      file,
      side,
      specifier,
      target: isRelative(specifier) ? resolveRelative(file, specifier) : null,
    })),
  );
}

/** Whether a path is a source module (not a stylesheet, an image or a `?raw` text). */
export const isSourceModule = (path: string): boolean => /\.(ts|tsx|mts|astro)$/.test(path);

/** The folder a path lies in, as the layers name it: 'src/lib', 'src/conta', 'netlify'. */
export const folderOf = (path: string): string => (path.startsWith('netlify/') ? 'netlify' : path.split('/').slice(0, 2).join('/'));

/** Which source modules each source module imports (relative imports only; packages are not followed). */
export function importGraph(imports: readonly SourceImport[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const { file, target } of imports) {
    const edges = graph.get(file) ?? [];
    if (target && isSourceModule(target) && !edges.includes(target)) edges.push(target);
    graph.set(file, edges);
  }
  return graph;
}

/**
 * Import circles, each as the path that closes it (`a -> b -> a`): a depth-first walk meets a module still open
 * exactly when the graph has a circle, so an empty answer means there is none.
 */
export function findCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const open = new Set<string>();
  const done = new Set<string>();
  const path: string[] = [];
  const cycles = new Map<string, string[]>();
  const visit = (node: string): void => {
    open.add(node);
    path.push(node);
    for (const next of graph.get(node) ?? []) {
      if (open.has(next)) {
        const cycle = path.slice(path.indexOf(next));
        cycles.set([...cycle].sort().join(' '), [...cycle, next]);
      } else if (!done.has(next)) visit(next);
    }
    path.pop();
    open.delete(node);
    done.add(node);
  };
  for (const node of [...graph.keys()].sort()) if (!done.has(node)) visit(node);
  return [...cycles.values()];
}
