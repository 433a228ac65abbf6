// npm run dev: DATABASE_URL or the embedded database (.data/db on 127.0.0.1:54322), migrations, `astro dev`.
import './lib/load-env';
import { bin, runChild, startChild } from './lib/child';
import { describeUrl, externalUrl } from './lib/database';
import {
  EMBEDDED_HOST,
  EMBEDDED_PORT,
  embeddedOwner,
  freePort,
  localUrl,
  startEmbedded,
  type EmbeddedDb,
} from './lib/embedded-db';
import { applyMigrations } from './lib/migrations';
import { removeStaleBuild } from './lib/stale-build';
import { listenGate, type SocketGate } from './lib/socket-gate';

/** The port astro dev will listen on: `-- --port N`, else PORT, else 4321 (as astro.config.mjs reads it). */
function sitePort(args: string[]): number {
  const flag = args.indexOf('--port');
  return Number(flag >= 0 ? args[flag + 1] : process.env.PORT) || 4321;
}

/**
 * SITE_URL for the dev server: the one set, else the dev address itself, so the links the site mails (password
 * reset) point at it; the server never builds them from the host a request names.
 */
const siteUrl = (port: number): string => process.env.SITE_URL || `http://127.0.0.1:${port}`;

const announce = (port: number, database: string) =>
  console.log(`\nVitrine: site at http://127.0.0.1:${port}/ · database: ${database}\n`);

async function claimPort(): Promise<SocketGate> {
  try {
    return await listenGate(EMBEDDED_HOST, EMBEDDED_PORT);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    throw new Error(
      `Port ${EMBEDDED_PORT} is already in use (another \`npm run dev\`? \`supabase start\`?). ` +
        'Stop that process, or set DATABASE_URL to use a database of your own.',
    );
  }
}

// The site starts at once while PGlite opens and migrates; database connections wait at the gate meanwhile.
async function runEmbedded(args: string[], port: number): Promise<number> {
  const owner = await embeddedOwner();
  if (owner) throw new Error(`The embedded database (.data/db) is open in process ${owner}. Stop it first.`);
  const gate = await claimPort();
  announce(port, `embedded PGlite (.data/db) on ${EMBEDDED_HOST}:${EMBEDDED_PORT}`);
  // PGlite runs one query at a time: one connection per process is enough and avoids queueing.
  const env = { DATABASE_URL: localUrl(EMBEDDED_PORT), DATABASE_POOL_MAX: '1', SITE_URL: siteUrl(port) };
  const astro = startChild(bin('astro'), ['dev', ...args], env);
  let db: EmbeddedDb | undefined;
  let ready = false;
  try {
    db = await startEmbedded(await freePort());
    await applyMigrations(db.url);
    gate.open(db.port);
    ready = true;
  } catch (error) {
    console.error(`npm run dev: the embedded database did not start: ${error instanceof Error ? error.message : error}`);
    astro.stop();
  }
  const code = await astro.exited;
  await gate.close();
  await db?.stop();
  return ready ? code : 1;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const port = sitePort(args);
  removeStaleBuild();
  const url = externalUrl();
  if (!url) {
    process.exitCode = await runEmbedded(args, port);
    return;
  }
  await applyMigrations(url);
  announce(port, `DATABASE_URL (${describeUrl(url)})`);
  process.exitCode = await runChild(bin('astro'), ['dev', ...args], { DATABASE_URL: url, SITE_URL: siteUrl(port) });
}

main().catch((error: unknown) => {
  console.error(`npm run dev: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
