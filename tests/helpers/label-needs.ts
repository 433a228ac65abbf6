// Which label sets (src/i18n/sets/*.ts) a piece of the browser code needs, read from the source: every string
// literal in the modules it imports statically, and in the components it loads later to draw within itself (a
// dynamic import of a .tsx file: the editor, the shop settings' lower panels), that is a label key (a plain word
// only where it goes to `t(…)`; comments left out), and every template literal starting like one (`orders_status_${s}`: all keys of that prefix). Over-counting is safe (a
// set loaded that was not needed); what it cannot see is a key built some other way.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { resolveRelative } from './source-imports';

const SETS_DIR = 'src/i18n/sets';
const SCREEN_CODE = 'src/conta/screen-code.ts';

/** The static, value imports of a module (not `import type`, not `import(…)`). */
const STATIC_VALUE = /^[ \t]*(?:import|export)\s+(?!type\s)(?:[\w$]+\s*,\s*)?(?:\{[^}]*\}|\*(?:\s+as\s+[\w$]+)?|[\w$]+)\s*from\s*['"]([^'"]+)['"]|^[ \t]*import\s*['"]([^'"]+)['"]/gm;

/** A dynamic import of a component (a .tsx file), drawn within the code that loads it. */
const LATER_COMPONENT = /\bimport\(\s*['"](\.[^'"]+)['"]\s*\)/g;

/**
 * The modules a module brings with it (itself included), following static value imports within the repository, and
 * the components it loads later to draw within itself (their labels load with it). A dynamic import of anything else
 * (a form's rules) is left out, and so are the screens the route table loads.
 */
export function staticGraph(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !/\.(ts|tsx)$/.test(file)) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(STATIC_VALUE)) {
      const specifier = match[1] ?? match[2];
      if (!specifier.startsWith('.')) continue;
      const target = resolveRelative(file, specifier);
      if (target) visit(target);
    }
    // The screens the route table loads are screens of their own, each with its sets (src/conta/screen-code.ts).
    if (file !== SCREEN_CODE) for (const [, specifier] of text.matchAll(LATER_COMPONENT)) {
      const target = resolveRelative(file, specifier);
      if (target?.endsWith('.tsx') && !target.endsWith('/ContaApp.tsx')) visit(target);
    }
  };
  visit(entry);
  return seen;
}

/** Each set's name (its file's) and its Portuguese keys. */
export async function labelSets(): Promise<Map<string, Set<string>>> {
  const sets = new Map<string, Set<string>>();
  for (const name of readdirSync(SETS_DIR).filter((file) => file.endsWith('.ts'))) {
    const module = (await import(join(process.cwd(), SETS_DIR, name))) as { PT: Record<string, string> };
    sets.set(name.replace(/\.ts$/, ''), new Set(Object.keys(module.PT)));
  }
  return sets;
}

/** A module's code without its comments (a word quoted in a comment names no label). */
const withoutComments = (text: string): string => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:\\'"`])\/\/.*$/gm, '$1');

/**
 * Whether a quoted string names a label key. A key with an underscore (`orders_status_paid`) counts wherever it is
 * quoted: the code passes such keys around (a table's titles, a status's label). A plain word (`edit`, `key`) counts
 * only where it is handed to `t(…)` itself: quoted elsewhere it is a value, a field name or a type (`'delete'` as a
 * request kind, `Exclude<keyof Row, 'key'>`), and counting it would load a set for nothing.
 */
function keysNamed(text: string): string[] {
  const quoted = [...text.matchAll(/(['"`])([a-z][a-z0-9_]*)\1/g)].map((match) => match[2]).filter((key) => key.includes('_'));
  const called = [...text.matchAll(/\bt\(\s*(['"`])([a-z][a-z0-9_]*)\1/g)].map((match) => match[2]);
  return [...quoted, ...called];
}

/** The sets whose keys the modules name. A module that imports the sets themselves brings them: those are left out. */
export function setsNeeded(files: Iterable<string>, sets: ReadonlyMap<string, Set<string>>): Set<string> {
  const needed = new Set<string>();
  for (const file of files) {
    if (file.startsWith(`${SETS_DIR}/`)) continue;
    const text = withoutComments(readFileSync(file, 'utf8'));
    const exact = keysNamed(text);
    const prefixes = [...text.matchAll(/`([a-z][a-z0-9_]*_)\$\{/g)].map((match) => match[1]);
    for (const [name, keys] of sets) {
      if (exact.some((key) => keys.has(key)) || prefixes.some((prefix) => [...keys].some((key) => key.startsWith(prefix)))) needed.add(name);
    }
  }
  return needed;
}

/** Whether the modules carry every set themselves (they import the whole Portuguese table). */
export const carriesAllLabels = (files: Iterable<string>): boolean => [...files].includes('src/i18n/labels-pt.ts');
