/**
 * The id of the /conta page's map of each screen's files (written after the build by src/integrations/conta-preload.ts,
 * read by the page's first script, src/client/account-start.ts).
 */
export const CONTA_PRELOAD_ID = 'conta-preload';

/** The map: every file once (`f`), and each screen's files as indexes into it (`s`). */
export type PreloadMap = { f: string[]; s: Record<string, number[]> };

/** A screen's files in the map, or none (no map, an unknown screen, or a map that is not one). */
export function screenFilesIn(map: unknown, screen: string): string[] {
  if (!map || typeof map !== 'object') return [];
  const { f, s } = map as Partial<PreloadMap>;
  const indexes = s && Object.hasOwn(s, screen) ? s[screen] : null;
  if (!Array.isArray(f) || !Array.isArray(indexes)) return [];
  return indexes.map((i) => f[i]).filter((file): file is string => typeof file === 'string');
}
