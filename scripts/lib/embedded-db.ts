import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createConnection, createServer } from 'node:net';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { isAlive } from './process-alive';

/** Where the embedded database keeps its files (git-ignored). */
export const EMBEDDED_DIR = path.resolve('.data/db');
/** The address `npm run dev` serves the embedded database on (the port `supabase start` uses). */
export const EMBEDDED_HOST = '127.0.0.1';
/** Port of the embedded database served by `npm run dev`. */
export const EMBEDDED_PORT = 54322;
// One process at a time may open the data folder; this file names it (PGlite itself does not lock).
const LOCK_FILE = path.resolve('.data/db.lock');

/**
 * The PostgreSQL extensions the migrations create (the shop's search: migration 20261127005000). PGlite ships
 * them but loads only those named when it starts; without them `create extension` fails.
 */
export const PGLITE_EXTENSIONS = { pg_trgm, unaccent };

/** The embedded database open in this process, served over the Postgres protocol. */
export type EmbeddedDb = { url: string; port: number; stop: () => Promise<void> };

/** The connection string of a Postgres socket on this machine (PGlite accepts any password). */
export const localUrl = (port: number): string => `postgres://postgres:postgres@${EMBEDDED_HOST}:${port}/postgres`;

/** Whether something accepts TCP connections on the port (a quick probe, 1 s at most). */
export function portAnswers(port: number, host = EMBEDDED_HOST): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host, port });
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, EMBEDDED_HOST, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** The id of another live process that has the embedded database open, or null. */
export async function embeddedOwner(): Promise<number | null> {
  if (!existsSync(LOCK_FILE)) return null;
  const pid = Number((await readFile(LOCK_FILE, 'utf8')).trim());
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid) ? pid : null;
}

/**
 * Opens the embedded database (.data/db, created on first use) and serves it on the port. PGlite runs one
 * query at a time; the socket server queues queries and keeps a transaction's statements together, so a few
 * connections (a dev server plus a seed script) are safe while each pool stays small.
 */
export async function startEmbedded(port: number, maxConnections = 10): Promise<EmbeddedDb> {
  const owner = await embeddedOwner();
  if (owner) throw new Error(`The embedded database (.data/db) is already open in process ${owner}.`);
  await mkdir(EMBEDDED_DIR, { recursive: true });
  await writeFile(LOCK_FILE, String(process.pid));
  let db: PGlite | undefined;
  try {
    db = await PGlite.create(EMBEDDED_DIR, { extensions: PGLITE_EXTENSIONS });
    const server = new PGLiteSocketServer({ db, host: EMBEDDED_HOST, port, maxConnections });
    await server.start();
    let stopped: Promise<void> | undefined;
    const stop = () => (stopped ??= closeAll(server, db as PGlite));
    return { url: localUrl(port), port, stop };
  } catch (error) {
    await db?.close().catch((closeError) => console.error('Closing PGlite after a failed start:', closeError));
    await rm(LOCK_FILE, { force: true });
    throw error;
  }
}

async function closeAll(server: PGLiteSocketServer, db: PGlite): Promise<void> {
  try {
    await server.stop();
    await db.close();
  } finally {
    await rm(LOCK_FILE, { force: true });
  }
}

/** Deletes the embedded database's files (refuses while another process has them open). */
export async function deleteEmbedded(): Promise<void> {
  const owner = await embeddedOwner();
  if (owner) throw new Error(`The embedded database is open in process ${owner} (npm run dev?). Stop it first.`);
  await rm(EMBEDDED_DIR, { recursive: true, force: true });
  await rm(LOCK_FILE, { force: true });
}
