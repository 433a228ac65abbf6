import { readFileSync } from 'node:fs';
import path from 'node:path';
import { envValue } from '../env';

/** The stand-in build hook of `npm run preview` (scripts/preview.ts): a POST there rebuilds the site. */
export const PREVIEW_HOOK_PATH = '/__preview/build';

/** The state of the preview server's builds, which it writes to a file the functions read. */
export type PreviewBuildStatus = {
  running: boolean;
  started_at: string | null;
  finished_at: string | null;
  ok: boolean | null;
};

/** Where `npm run preview` keeps its build status. */
export const previewStatusFile = (): string => path.resolve('.data/preview-build.json');

/** The preview server's build status, when the functions run under `npm run preview`; null otherwise. */
export function readPreviewBuild(): PreviewBuildStatus | null {
  const file = envValue('PREVIEW_BUILD_STATUS_FILE');
  if (!file) return null;
  try {
    const status = JSON.parse(readFileSync(file, 'utf8')) as PreviewBuildStatus;
    return typeof status.running === 'boolean' ? status : null;
  } catch {
    return null;
  }
}
