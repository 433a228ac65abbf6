import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { getSql } from '../../src/server/db/client';
import { resetDb } from './db';

/** A local stand-in for Netlify's build hook: counts the POSTs it receives and answers with `status` (0: never). */
export type FakeHook = {
  url: string;
  calls: { method: string; path: string }[];
  status: number;
  close: () => Promise<void>;
};

/** A fake hook's record before it listens (calls, status); startFakeHook fills in its url and close. */
const newHook = (): FakeHook => ({ calls: [], status: 200 }) as unknown as FakeHook;

/** Starts the fake hook on 127.0.0.1 (a free port), into `hook` when given; pair with `close()`. */
export async function startFakeHook(hook: FakeHook = newHook()): Promise<FakeHook> {
  const calls = hook.calls;
  const server: Server = createServer((request, response) => {
    calls.push({ method: request.method ?? '', path: request.url ?? '' });
    request.resume();
    request.on('end', () => {
      if (hook.status === 0) return;
      response.writeHead(hook.status, { 'content-type': 'text/plain' });
      response.end(hook.status < 300 ? '' : 'erro');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  hook.url = `http://127.0.0.1:${port}/build_hooks/teste`;
  hook.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return hook;
}

/** An address where nothing listens (a port just freed), for the refused-connection case. */
export async function refusedUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/build_hooks/fechado`;
}

/** Sets or clears NETLIFY_BUILD_HOOK_URL (read at call time by the publish code). */
/**
 * Runs the enclosing tests against a fake build hook: started once; before each test the database is emptied, the
 * recorded calls cleared, the status set to 200 and NETLIFY_BUILD_HOOK_URL pointed at it; unset after each test.
 */
export function useFakeHook(): FakeHook {
  const hook = newHook();
  beforeAll(async () => {
    await startFakeHook(hook);
  });
  afterAll(async () => {
    setHookUrl(undefined);
    await hook.close();
  });
  beforeEach(async () => {
    await resetDb();
    hook.calls.length = 0;
    hook.status = 200;
    setHookUrl(hook.url);
  });
  afterEach(() => setHookUrl(undefined));
  return hook;
}

export function setHookUrl(url: string | undefined): void {
  if (url === undefined) delete process.env.NETLIFY_BUILD_HOOK_URL;
  else process.env.NETLIFY_BUILD_HOOK_URL = url;
}

/** Moves the last hook call (and a pending change) back by some seconds, as if that time had passed. */
export async function movePublishClock(seconds: number): Promise<void> {
  await getSql()`
    update publish_state set
      last_requested_at = last_requested_at - make_interval(secs => ${seconds}),
      pending_since = pending_since - make_interval(secs => ${seconds})
    where id = 1`;
}

/** The stored publishing row (null when missing). */
export async function publishRow() {
  const [row] = await getSql()<{ last_requested_at: Date | null; pending_since: Date | null; last_reason: string | null; last_error: string | null }[]>`
    select last_requested_at, pending_since, last_reason, last_error from publish_state where id = 1`;
  return row ?? null;
}
