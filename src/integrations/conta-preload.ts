// The /conta page's code asked for as the page starts, not level by level. A browser learns a module's imports
// only once it has that module: the account app's island (src/conta/ContaEntry.tsx) is reached late in the page,
// and its imports, their imports and the first screen's came one round trip after another. After the build this
// integration writes into the /conta page (the one page that answers every /conta path):
// - a modulepreload link in its head for every file the island and React's renderer import, at any depth, after the
//   page's first script;
// - the files of each screen (the shell's, its code, what it imports, its label sets: src/conta/screen-code.ts; the
//   biggest first) as JSON, which the page's own first script reads to ask for the first screen's files at once
//   (src/client/account-start.ts), right after its API calls.
// Nothing changes in dev, where Vite serves the modules one by one.
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { Plugin } from 'vite';
import { CONTA_PRELOAD_ID, type PreloadMap } from '../lib/conta-preload';
import { withScriptHash } from './csp';

/** A built file: its name, its static imports, the source modules it holds (relative to the repository), its size. */
type Chunk = { file: string; imports: string[]; modules: string[]; size?: number };

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Every file a chunk needs before it runs: itself and its static imports, at any depth. */
export function closure(chunks: ReadonlyMap<string, Chunk>, file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const next of chunks.get(file)?.imports ?? []) closure(chunks, next, seen);
  return seen;
}

/** Each screen of src/conta/screen-code.ts: its module (relative to src/conta) and its label sets' names. */
export function screensOf(source: string): { name: string; module: string; sets: string[] }[] {
  return [...source.matchAll(/^ {2}(\w+): screen\(\(\) => import\('\.\/([^']+)'\), \[([^\]]*)\]\)/gm)].map(([, name, module, sets]) => ({
    name,
    module: `src/conta/${module}.tsx`,
    sets: [...sets.matchAll(/'([^']+)'/g)].map((match) => match[1]),
  }));
}

/**
 * The files of each screen, by name: the shell's (`shell`), the file holding its module and those holding its label
 * sets, with what they import; the biggest first. Over HTTP/1.1 a browser asks a host for six files at a time, in the
 * order it was asked for them: React's renderer (65 KB), asked for last, came last, and the screen waited for it
 * while the small files had long arrived. Asked for first, it comes while the others do, and runs while they come.
 */
export function screenFiles(chunks: ReadonlyMap<string, Chunk>, source: string, shell: Iterable<string> = []): Record<string, string[]> {
  const byModule = new Map([...chunks.values()].flatMap((chunk) => chunk.modules.map((module) => [module, chunk.file] as const)));
  const files: Record<string, string[]> = {};
  for (const screen of screensOf(source)) {
    const roots = [screen.module, ...screen.sets.map((set) => `src/i18n/sets/${set}.ts`)].map((module) => byModule.get(module));
    if (roots.some((root) => !root)) continue; // not built as a chunk of its own: the app asks for it as before
    const all = new Set<string>(shell);
    for (const root of roots) closure(chunks, root!, all);
    const size = (file: string) => chunks.get(file)?.size ?? 0;
    files[screen.name] = [...all].sort((a, b) => size(b) - size(a)).map((file) => `/${file}`);
  }
  return files;
}

/**
 * The screens' files as the page carries them: each file once (`f`), each screen as the indexes of its files (`s`);
 * a screen's list of whole paths repeated the shared files thirty times over (29 KB against 6 KB).
 */
export function compactMap(files: Record<string, string[]>): PreloadMap {
  const all = [...new Set(Object.values(files).flat())];
  const index = new Map(all.map((file, i) => [file, i]));
  return { f: all, s: Object.fromEntries(Object.entries(files).map(([name, list]) => [name, list.map((file) => index.get(file)!)])) };
}

const START_SCRIPT = /<script type="module" async src="\/(_astro\/conta-start\.[\w-]+\.js)"><\/script>/;

/**
 * The /conta page with its first script written into it rather than requested: a request of its own, it reached the
 * browser behind the page's other files (six connections to a host over HTTP/1.1) and the API calls it starts left
 * late and queued behind the app's code. Written in, they leave as the head is parsed: it is a classic script, run
 * where the parser meets it, in a function of its own (strict, as the module it was bundled as). An inline module
 * script, even `async`, runs in a task of its own after the parser has gone on: behind the parsing of the page's
 * 45 KB of CSS, which on a slow phone put the API calls half a second later. The policy of the page allows it by its
 * hash. The bundle is one file with no imports and no exports (src/integrations/public-script.ts); a file with any,
 * or that reads `import.meta`, is left requested.
 */
export function withInlineStart(html: string, readFile: (file: string) => string): string {
  const tag = START_SCRIPT.exec(html);
  if (!tag) return html;
  const bundle = readFile(tag[1]).trim();
  if (/(^|[^.\w$])(import\s*(\(|[{*"']|[\w$]+\s+from\b)|export\s*[{*]|export\s+(default|const|let|var|function|class)\b)|import\.meta/.test(bundle)) return html;
  const code = `(function(){"use strict";${bundle}\n})();`.replaceAll('</script', '<\\/script');
  return withScriptHash(html.replace(tag[0], () => `<script>${code}</script>`), code);
}

/** The /conta page with its preloads: the island's and the renderer's files, and the screens' map. */
export function withPreloads(html: string, chunks: ReadonlyMap<string, Chunk>, source: string): string {
  const island = /<astro-island[^>]*component-url="\/([^"]+)"[^>]*renderer-url="\/([^"]+)"[^>]*opts="[^"]*ContaEntry/.exec(html);
  if (!island) throw new Error('conta-preload: the /conta page has no ContaEntry island');
  const shell = new Set<string>();
  closure(chunks, island[1], shell);
  closure(chunks, island[2], shell);
  const links = [...shell].map((file) => `<link rel="modulepreload" href="/${file}">`).join('');
  const map = JSON.stringify(compactMap(screenFiles(chunks, source, shell))).replaceAll('<', '\\u003c');
  const data = `<script type="application/json" id="${CONTA_PRELOAD_ID}">${map}</script>`;
  // The map before the page's own first script, which reads it as it runs; the links after it: over HTTP/1.1 a browser
  // opens six connections to a host, and that script, which starts the API calls, must not wait for one behind them.
  const at = html.indexOf('<script type="module" async');
  const head = html.indexOf('</head>');
  if (at < 0 || at > head) return html.slice(0, head) + data + links + html.slice(head);
  const after = html.indexOf('</script>', at) + '</script>'.length;
  return html.slice(0, at) + data + html.slice(at, after) + links + html.slice(after);
}

export function contaPreload(): AstroIntegration {
  const chunks = new Map<string, Chunk>();
  const record: Plugin = {
    name: 'vitrine:conta-preload',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        const root = ROOT.replaceAll('\\', '/');
        const modules = Object.keys(item.modules).map((id) => id.replaceAll('\\', '/').replace(root, ''));
        chunks.set(item.fileName, { file: item.fileName, imports: item.imports, modules, size: item.code.length });
      }
    },
  };
  return {
    name: 'vitrine:conta-preload',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({ vite: { plugins: [record] } });
      },
      'astro:build:done': ({ dir }) => {
        const page = join(fileURLToPath(dir), 'conta', 'index.html');
        if (!existsSync(page) || chunks.size === 0) return;
        // Vite drops the chunks that held only CSS after this plugin saw them: neither their file nor an import of it is left.
        const gone = new Set([...chunks.keys()].filter((file) => !existsSync(join(fileURLToPath(dir), file))));
        for (const file of gone) chunks.delete(file);
        for (const chunk of chunks.values()) chunk.imports = chunk.imports.filter((file) => !gone.has(file));
        const source = readFileSync(join(ROOT, 'src/conta/screen-code.ts'), 'utf8');
        const read = (file: string) => readFileSync(join(fileURLToPath(dir), file), 'utf8');
        writeFileSync(page, withInlineStart(withPreloads(readFileSync(page, 'utf8'), chunks, source), read));
      },
    },
  };
}
