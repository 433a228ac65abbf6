import { describe, expect, it } from 'vitest';
import { astroParts, findCycles, importGraph, importsOf, sources, specifiersIn } from '../helpers/source-imports';

// No import circle among the modules of src/ and netlify/ (type-only imports and an .astro file's frontmatter and
// <script> blocks included): a circle runs at whatever order the bundler picks and makes a reader go round.
describe('the import graph of src/ and netlify/', () => {
  const imports = [...sources('src'), ...sources('netlify')].flatMap(importsOf);

  it('has no circle', () => {
    expect(findCycles(importGraph(imports)).map((cycle) => cycle.join(' -> '))).toEqual([]);
  });

  it('sees every edge: each relative import names a file', () => {
    expect(imports.filter((item) => item.target === undefined).map((item) => `${item.file} -> ${item.specifier}`)).toEqual([]);
  });
});

describe('findCycles', () => {
  it.each([
    ['no edge', { a: [] }, []],
    ['a chain', { a: ['b'], b: ['c'], c: [] }, []],
    ['a diamond', { a: ['b', 'c'], b: ['d'], c: ['d'], d: [] }, []],
    ['a module importing itself', { a: ['a'] }, [['a', 'a']]],
    ['two modules importing each other', { a: ['b'], b: ['a'] }, [['a', 'b', 'a']]],
    ['three in a ring, entered from outside', { x: ['b'], a: ['b'], b: ['c'], c: ['a'] }, [['a', 'b', 'c', 'a']]],
    ['two separate circles', { a: ['b'], b: ['a'], c: ['d'], d: ['c'] }, [['a', 'b', 'a'], ['c', 'd', 'c']]],
  ])('%s', (_name, edges, expected) => {
    expect(findCycles(new Map(Object.entries(edges)))).toEqual(expected);
  });
});

describe('specifiersIn', () => {
  it.each([
    ["import { a } from './a';", ['./a']],
    ["import type { A } from '../a';", ['../a']],
    ["import x, { y } from 'pkg';", ['pkg']],
    ["import * as z from './z';", ['./z']],
    ["export { a } from './a';\nexport * from './b';", ['./a', './b']],
    ["import {\n  a,\n  type B,\n} from './multi-line';", ['./multi-line']],
    ["import './side-effect.css';", ['./side-effect.css']],
    ["const m = await import('./lazy');\nlazy(() => import(\"../Screen\"));", ['./lazy', '../Screen']],
    ["import text from './inline.js?raw';", ['./inline.js?raw']],
    ['// a row being typed into does not vanish from "only missing".', []],
    ["(['from', 'to'] as const).map((name) => name);", []],
    ['const from = "x"; // imported from "./not-an-import"', []],
  ])('%j', (code, expected) => {
    expect(specifiersIn(code)).toEqual(expected);
  });
});

describe('astroParts', () => {
  it('tells the frontmatter from the <script> blocks', () => {
    const file = [
      '---',
      "import { load } from '../server/x';",
      '---',
      '<p>{load()}</p>',
      '<script>',
      "  import { bind } from '../client/y';",
      '</script>',
      '<script type="module">import \'../client/z\';</script>',
    ].join('\n');
    expect(astroParts(file)).toEqual({
      frontmatter: "import { load } from '../server/x';",
      scripts: ["\n  import { bind } from '../client/y';\n", "import '../client/z';"],
    });
  });

  it('takes a file without frontmatter as template only', () => {
    expect(astroParts("<hr />\n---\n<script>import './a';</script>")).toEqual({ frontmatter: '', scripts: ["import './a';"] });
  });
});
