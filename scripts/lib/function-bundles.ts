// The functions as Netlify's build deploys them, for `npm run preview`: netlify.toml's [functions] settings are
// read with Netlify's own config reader (@netlify/config) and the functions built with its bundler
// (@netlify/zip-it-and-ship-it, the one its build and CLI call), into a folder per function instead of a zip.
// A start with the same sources, dependencies and settings reuses the previous bundles (a stamp file records
// what they were built from); removing .data/preview-functions forces a new build.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { resolveConfig } from '@netlify/config';
import { zipFunctions, type Config as BundlerConfig, type NodeBundlerName } from '@netlify/zip-it-and-ship-it';

/** Where `npm run preview` keeps the functions it built. */
export const FUNCTIONS_DIST = '.data/preview-functions';

/**
 * One built function: its name, the module to import, the paths it answers, its schedule, if any, and whether a
 * static file at one of its paths is served instead (`preferStatic`).
 */
export type BundledFunction = { name: string; entry: string; paths: string[]; schedule?: string; preferStatic?: boolean };

/** A function's settings as netlify.toml spells them (`[functions]`, `[functions.name]`). */
type TomlFunctionConfig = {
  external_node_modules?: string[];
  included_files?: string[];
  ignored_node_modules?: string[];
  node_bundler?: string;
  schedule?: string;
};

/** netlify.toml's function settings in the bundler's terms, translated as Netlify's build and CLI do. */
function bundlerConfig(functions: Record<string, TomlFunctionConfig>, root: string): BundlerConfig {
  return Object.fromEntries(
    Object.entries(functions).map(([pattern, config]) => [
      pattern,
      {
        externalNodeModules: config.external_node_modules,
        includedFiles: config.included_files,
        includedFilesBasePath: root,
        ignoredNodeModules: config.ignored_node_modules,
        nodeBundler: (config.node_bundler === 'esbuild' ? 'esbuild_zisi' : config.node_bundler) as NodeBundlerName | undefined,
        schedule: config.schedule,
        zipGo: true,
      },
    ]),
  );
}

/** The module of a built function: its source's path under the function's folder, as .mjs. */
const entryOf = (root: string, folder: string, mainFile: string): string =>
  path.join(folder, path.relative(root, mainFile)).replace(/\.[cm]?[jt]sx?$/, '.mjs');

/** What the bundles in FUNCTIONS_DIST were built from, and what they are. */
type Stamp = { key: string; inputs: string[]; functions: BundledFunction[] };
const STAMP = 'preview-stamp.json';

/**
 * A fingerprint of what bundles are made of: the dependency versions (package-lock.json), netlify.toml, the files
 * of the functions directory, and the size and time of every file the bundler read; null when one is gone or
 * was saved at `since` or later (while the bundler ran: the bundle may hold the version before).
 */
function fingerprint(root: string, functionsDir: string, inputs: string[], since = Infinity): string | null {
  const hash = createHash('sha256');
  for (const file of ['package-lock.json', 'netlify.toml']) hash.update(readFileSync(path.join(root, file)));
  hash.update(readdirSync(functionsDir).sort().join('\n'));
  for (const file of inputs) {
    const stat = statSync(file, { throwIfNoEntry: false });
    if (!stat || stat.mtimeMs >= since) return null;
    hash.update(`${file}\0${stat.size}\0${stat.mtimeMs}\n`);
  }
  return hash.digest('hex');
}

/** The bundles of a previous start, when nothing they were built from has changed since; null otherwise. */
function reusable(root: string, dist: string, functionsDir: string): BundledFunction[] | null {
  const file = path.join(dist, STAMP);
  if (!existsSync(file)) return null;
  const stamp = JSON.parse(readFileSync(file, 'utf8')) as Stamp;
  return stamp.key === fingerprint(root, functionsDir, stamp.inputs) ? stamp.functions : null;
}

/** Netlify's resolved configuration of the project (netlify.toml with Netlify's defaults), offline. */
async function netlifyConfig(root: string) {
  const { config } = await resolveConfig({ config: path.join(root, 'netlify.toml'), cwd: root, repositoryRoot: root, context: 'production', offline: true, mode: 'cli' });
  return config as { functionsDirectory: string; functions?: Record<string, TomlFunctionConfig> };
}

/**
 * Builds every function of netlify.toml's functions directory into FUNCTIONS_DIST (emptied first), one folder
 * each, and lists them with the paths and schedules the bundler read from their `config`; `reused` when the
 * previous start's bundles were still current and nothing was built.
 */
export async function bundleFunctions(root: string): Promise<{ functions: BundledFunction[]; reused: boolean }> {
  const config = await netlifyConfig(root);
  const dist = path.join(root, FUNCTIONS_DIST);
  const previous = reusable(root, dist, config.functionsDirectory);
  if (previous) return { functions: previous, reused: true };
  rmSync(dist, { recursive: true, force: true });
  const started = Date.now();
  const results = await zipFunctions([config.functionsDirectory], dist, {
    archiveFormat: 'none',
    basePath: root,
    repositoryRoot: root,
    config: bundlerConfig(config.functions ?? {}, root),
  });
  const functions = results.map((result) => ({
    name: result.name,
    entry: entryOf(root, result.path, result.mainFile),
    paths: (result.routes ?? []).map((route) => route.pattern),
    schedule: result.schedule,
    preferStatic: (result.routes ?? []).some((route) => 'prefer_static' in route && route.prefer_static === true),
  }));
  const inputs = [...new Set(results.flatMap((result) => result.inputs ?? []))].sort();
  const key = fingerprint(root, config.functionsDirectory, inputs, started);
  if (key) writeFileSync(path.join(dist, STAMP), JSON.stringify({ key, inputs, functions } satisfies Stamp));
  return { functions, reused: false };
}
