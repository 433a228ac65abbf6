import { existsSync, rmSync } from 'node:fs';

/**
 * Removes the build output (`dist/`) before `astro dev`: Netlify's dev emulation serves the publish directory's
 * files ahead of the dev server, so a leftover build would show stale pages and a stale /conta shell.
 */
export function removeStaleBuild(dir = 'dist'): void {
  if (!existsSync(dir)) return;
  rmSync(dir, { recursive: true, force: true });
  console.log(`Removed the previous build output (${dir}/): in development the pages render from the sources.`);
}
