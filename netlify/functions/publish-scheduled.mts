import type { Config } from '@netlify/functions';
import { getSql } from '../../src/server/db/client';
import { runScheduledPublish } from '../../src/server/publish/scheduled';

// Every minute (Netlify runs scheduled functions on published deploys only): sends the rebuild a change
// within the last minute left pending, so no change waits for the next save to be published, and asks for one
// when a post scheduled for later has become due (src/server/publish/scheduled.ts).
export default async (): Promise<Response> => {
  const result = await runScheduledPublish(getSql('job'));
  if (result) console.info(`[publish] scheduled run: ${result.outcome}`);
  return new Response(null, { status: 204 });
};

export const config: Config = { schedule: '* * * * *' };
