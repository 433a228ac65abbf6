/**
 * The public pages' scripts: each page loads one, bundled on its own from an entry of src/client/entries
 * by src/integrations/public-script.ts and requested after the first paint (src/components/PublicScript.astro). A
 * page names the one with its parts (the Default, Bare and Account layouts' `script` prop); a page that names none
 * gets `all`. `conta-start` is the /conta page's own, in its head: written into the built page
 * (src/integrations/conta-preload.ts), requested in dev.
 */
export const PUBLIC_SCRIPTS = ['core', 'content', 'shop', 'account', 'search', 'all', 'conta-start'] as const;
export type PublicScriptName = (typeof PUBLIC_SCRIPTS)[number];

const KEY = '__vitrinePublicScripts';

/** Called by the integration once the scripts are built, before the pages are rendered (same process). */
export function setPublicScriptUrls(urls: Record<PublicScriptName, string>): void {
  (globalThis as Record<string, unknown>)[KEY] = urls;
}

/** The address of a page's script: the built file, or in dev the entry module that Vite serves. */
export function publicScriptUrl(name: PublicScriptName): string {
  const built = (globalThis as Record<string, unknown>)[KEY] as Record<PublicScriptName, string> | undefined;
  if (built) return built[name];
  if (import.meta.env.DEV) return `/src/client/entries/${name}.ts`;
  throw new Error('The public scripts were not built (src/integrations/public-script.ts runs at astro:build:start).');
}
