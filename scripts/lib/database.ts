import { EMBEDDED_PORT, embeddedOwner, freePort, localUrl, portAnswers, startEmbedded } from './embedded-db';

/** The database a script works on: its connection string, a description, the pool size to use, and a stop. */
export type Target = {
  url: string;
  label: string;
  embedded: boolean;
  poolMax: number;
  stop: () => Promise<void>;
};

/** Describes a connection string without its password. */
export function describeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`;
  } catch {
    return '(unparsable DATABASE_URL)';
  }
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/**
 * Refuses (throws) a script's destructive or insecure step on a database that is not on this machine, unless
 * forced (the script's --force): `action` says what is refused, e.g. "drop its data".
 */
export function refuseRemote(url: string, action: string, force = process.argv.includes('--force')): void {
  const host = new URL(url).hostname;
  if (!LOCAL_HOSTS.has(host) && !force) {
    throw new Error(`DATABASE_URL points at ${host}, not this machine. Refusing to ${action}; add --force to do it anyway.`);
  }
}

/** DATABASE_URL when set and not empty. */
export const externalUrl = (): string | undefined => process.env.DATABASE_URL || undefined;

const noop = async () => {};

/**
 * Picks the database for a one-off script (migrate, seed, build): DATABASE_URL when set; otherwise the embedded
 * one, through the running dev server's socket on 54322 when it answers, else opened here on a free port.
 */
export async function resolveDatabase(): Promise<Target> {
  const url = externalUrl();
  if (url) return { url, label: `DATABASE_URL (${describeUrl(url)})`, embedded: false, poolMax: 3, stop: noop };
  const owner = await embeddedOwner();
  if (await portAnswers(EMBEDDED_PORT)) {
    const via = owner ? `the dev server (process ${owner})` : 'the server answering there';
    const label = `embedded database through ${via} on 127.0.0.1:${EMBEDDED_PORT}`;
    return { url: localUrl(EMBEDDED_PORT), label, embedded: true, poolMax: 1, stop: noop };
  }
  if (owner) {
    throw new Error(`The embedded database (.data/db) is open in process ${owner}, which does not serve it. Wait for it or stop it.`);
  }
  const db = await startEmbedded(await freePort());
  return { url: db.url, label: 'embedded database (.data/db, opened by this script)', embedded: true, poolMax: 1, stop: db.stop };
}
