// How the /conta app's code is cut into files. Left to the bundler, the shell came in 21 files and a screen in up to
// 25 more: one file for each set of screens sharing a module. Each file is a request (its headers, a round trip, a
// place in the browser's six connections to a host over HTTP/1.1), and /conta/settings's API calls waited behind its
// 25 files. Cut here instead:
// - `conta`: the shell, every module the island (ContaEntry) and the app (ContaApp) import, at any depth;
// - `conta-kit`: the app's own modules that KIT_SHARE screens or more import (fields, lists, dialogs, the loading
//   state) and that need nothing outside the kit and the shell, so loading it never brings another file;
// - one file per screen: what only that screen imports, and the label sets only it names; what the screen shares with
//   a part it loads later (a form's rules) in a file of its own, `<screen>-shared`, so that the part does not bring
//   the screen's file (and left to the bundler, such modules went into the screen's entry file, which it then wrote
//   with an export it never defined);
// - the rest as the bundler cuts it: the libraries some screens share (zod for the forms, the editor),
//   what a few screens share (a list and its form), the label sets several screens name.
// A module that anything outside /conta reaches (the public islands, React's renderer) is left where the bundler
// puts it: grouping it here would make the public pages load the account's files.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { screensOf } from './conta-preload';

/** What the bundler knows of a module: its static and dynamic imports, and whether a page loads it directly. */
export type ModuleGraph = {
  getModuleInfo(id: string): {
    importers: readonly string[];
    importedIds: readonly string[];
    dynamicallyImportedIds: readonly string[];
    isEntry: boolean;
  } | null;
};

const ISLAND = 'src/conta/ContaEntry.tsx';
const APP = 'src/conta/ContaApp.tsx';
const SCREEN_CODE = 'src/conta/screen-code.ts';

/** How many screens must import a module for it to go in the kit: what fewer share goes in a file of their own. */
export const KIT_SHARE = 4;

const normal = (id: string) => id.replaceAll('\\', '/');
const isModule = (id: string, path: string) => normal(id).endsWith(`/${path}`);
const isPackage = (id: string) => normal(id).includes('/node_modules/') || id.startsWith('\0');

function reach(graph: ModuleGraph, roots: Iterable<string>, dynamic: boolean): Set<string> {
  const seen = new Set<string>();
  const todo = [...roots];
  while (todo.length) {
    const id = todo.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    todo.push(...info.importedIds, ...(dynamic ? info.dynamicallyImportedIds : []));
  }
  return seen;
}

/**
 * The /conta chunk of each module the app alone reaches, by module id (the others are not in the map).
 * `ids` is every module of the build; `source` is src/conta/screen-code.ts's text (its screens and their label sets).
 */
export function contaChunkNames(ids: readonly string[], graph: ModuleGraph, source: string): Map<string, string> {
  const names = new Map<string, string>();
  const island = ids.find((id) => isModule(id, ISLAND));
  const app = ids.find((id) => isModule(id, APP));
  if (!island || !app) return names;
  const outside = reach(graph, ids.filter((id) => id !== island && graph.getModuleInfo(id)?.isEntry), true);
  const shellAll = reach(graph, [island, app], false);
  const shell = new Set([...shellAll].filter((id) => !outside.has(id)));
  for (const id of shell) names.set(id, 'conta');

  const screens = screensOf(source).flatMap((screen) => {
    const id = ids.find((candidate) => isModule(candidate, screen.module));
    return id ? [{ ...screen, id }] : [];
  });
  const ownOf = (root: string) => [...reach(graph, [root], false)].filter((id) => !shell.has(id) && !outside.has(id));
  const own = new Map(screens.map((screen) => [screen.name, ownOf(screen.id)]));
  const users = new Map<string, number>();
  for (const modules of own.values()) for (const id of modules) users.set(id, (users.get(id) ?? 0) + 1);
  // What the app loads later, beside a screen (a form's rules, the editor): a module one of these imports too is not
  // one screen's alone, or loading it would bring that screen's whole file.
  const loadedLater = new Set(
    [...reach(graph, [island, app], true)].flatMap((id) => graph.getModuleInfo(id)?.dynamicallyImportedIds ?? []),
  );
  for (const screen of screens) loadedLater.delete(screen.id);
  const sharedLater = new Set([...loadedLater].filter((id) => !normal(id).includes('/src/i18n/sets/')).flatMap(ownOf));

  // The kit: the app's widely shared modules whose imports are all in the kit or loaded with the shell. Labels load
  // by set (src/conta/screen-code.ts), never with the kit.
  const kit = new Set([...users].filter(([id, count]) => count >= KIT_SHARE && !isPackage(id) && !normal(id).includes('/src/i18n/')).map(([id]) => id));
  for (let changed = true; changed; ) {
    changed = false;
    for (const id of kit) {
      if (graph.getModuleInfo(id)?.importedIds.every((next) => kit.has(next) || shellAll.has(next))) continue;
      kit.delete(id);
      changed = true;
    }
  }
  for (const id of kit) names.set(id, 'conta-kit');

  const setUsers = new Map<string, string[]>();
  for (const screen of screens) for (const set of screen.sets) setUsers.set(set, [...(setUsers.get(set) ?? []), screen.name]);
  for (const screen of screens) {
    for (const id of own.get(screen.name) ?? []) {
      if (users.get(id) === 1 && !isPackage(id)) names.set(id, sharedLater.has(id) ? `${screen.name}-shared` : screen.name);
    }
    for (const set of screen.sets) {
      const id = ids.find((candidate) => isModule(candidate, `src/i18n/sets/${set}.ts`));
      const onlyLoaded = id && !outside.has(id) && !graph.getModuleInfo(id)?.importers.length;
      if (onlyLoaded && setUsers.get(set)?.length === 1) names.set(id, screen.name);
    }
  }
  return names;
}

/** The bundler's group that applies contaChunkNames (its `test` sees every module before its `name` is asked). */
export function contaChunkGroup() {
  const ids: string[] = [];
  let names: Map<string, string> | null = null;
  return {
    debugName: 'conta',
    // Only the modules named here: by default a group takes in the dependencies of what it captures, and a screen's
    // file took the shell's modules with it. The names above never make a file import one that imports it back.
    includeDependenciesRecursively: false,
    test: (id: string) => {
      ids.push(id);
      return true;
    },
    name: (id: string, graph: ModuleGraph) => {
      names ??= contaChunkNames(ids, graph, readFileSync(fileURLToPath(new URL(`../../${SCREEN_CODE}`, import.meta.url)), 'utf8'));
      return names.get(id) ?? null;
    },
  };
}

/**
 * The islands' entry files may export more than their component (Astro asks for exact signatures): the group above
 * takes only the modules it names, which the bundler allows only so.
 */
export function contaChunkEntries(): Plugin {
  return {
    name: 'vitrine:conta-chunk-entries',
    applyToEnvironment: (environment) => environment.name === 'client',
    options: (options) => ({ ...options, preserveEntrySignatures: 'allow-extension' }),
  };
}
