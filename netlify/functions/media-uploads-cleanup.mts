import type { Config } from '@netlify/functions';
import { getSql } from '../../src/server/db/client';
import { cleanupStaleUploads } from '../../src/server/medias/media-uploads';

// Every hour (Netlify runs scheduled functions on published deploys only): removes library uploads abandoned for
// more than a day (never completed, or completed but never attached to an item) with their stored parts.
export default async (): Promise<Response> => {
  const removed = await cleanupStaleUploads(getSql('job'));
  if (removed > 0) console.info(`[media-uploads] removed ${removed} abandoned upload(s)`);
  return new Response(null, { status: 204 });
};

export const config: Config = { schedule: '@hourly' };
