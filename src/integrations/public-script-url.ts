/**
 * The address of the public pages' one script (src/client/public.ts), for src/components/PublicScript.astro. In a
 * build, src/integrations/public-script.ts bundles it before the pages are rendered (same process) and leaves its
 * address here; in dev, Vite serves the module itself.
 */
const KEY = '__vitrinePublicScript';

export function setPublicScriptUrl(url: string): void {
  (globalThis as Record<string, unknown>)[KEY] = url;
}

export function publicScriptUrl(): string {
  const built = (globalThis as Record<string, unknown>)[KEY];
  if (typeof built === 'string') return built;
  if (import.meta.env.DEV) return '/src/client/public.ts';
  throw new Error('The public script was not built (src/integrations/public-script.ts runs at astro:build:start).');
}
