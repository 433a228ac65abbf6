import type { Config } from '@netlify/functions';
import { getSql } from '../../src/server/db/client';
import { flushPending } from '../../src/server/publish/publish';

// Every minute (Netlify runs scheduled functions on published deploys only): sends the rebuild a change
// within the last minute left pending, so no change waits for the next save to be published.
export default async (): Promise<Response> => {
  const result = await flushPending(getSql());
  if (result) console.info(`[publish] scheduled flush: ${result.outcome}`);
  return new Response(null, { status: 204 });
};

export const config: Config = { schedule: '* * * * *' };
