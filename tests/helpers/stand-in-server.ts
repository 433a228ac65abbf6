import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Socket } from 'node:net';

/** One request a stand-in server received (`headers` with lower-case names, a repeated one joined by ', '). */
export type Received = {
  method: string;
  path: string;
  query: Record<string, string>;
  authorization: string;
  headers: Record<string, string>;
  body: string;
};

/** A local HTTP server playing an outside service: its base address, what it received, and close(). */
export type StandIn = { url: string; received: Received[]; close: () => Promise<void> };

/** A handler of the stand-in: answers one request (it may wait first). */
export type StandInHandler = (request: Received, response: ServerResponse) => Promise<void> | void;

/** Sends a JSON answer. */
export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

async function readRequest(request: IncomingMessage): Promise<Received> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const url = new URL(request.url ?? '/', 'http://stand-in');
  return {
    method: request.method ?? 'GET',
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    authorization: request.headers.authorization ?? '',
    headers: Object.fromEntries(
      Object.entries(request.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : (value ?? '')]),
    ),
    body: Buffer.concat(chunks).toString('utf8'),
  };
}

/** Starts a stand-in on 127.0.0.1 and a free port (or the one given); every request is recorded before it is answered. */
export async function startStandIn(handler: StandInHandler, port = 0): Promise<StandIn> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    void readRequest(request).then(async (read) => {
      received.push(read);
      await handler(read, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Waits, for the slow behaviours (the client's own timeout is what ends the wait). */
export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A stand-in with its behaviour switchable while it runs (`server.mode = 'error'`). */
export function withMode<M extends string, T extends StandIn>(standIn: T, state: { mode: M }): T & { mode: M } {
  return Object.defineProperty(standIn, 'mode', {
    get: () => state.mode,
    set: (value: M) => {
      state.mode = value;
    },
    enumerable: true,
  }) as T & { mode: M };
}

/** A handler that reads the request and never answers: only the caller's own time limit ends its wait. */
export const neverAnswer: StandInHandler = () => undefined;

/**
 * A TCP server that accepts connections and never says a word (an SMTP server that never sends its greeting), or
 * says only `greeting` and then nothing (one that stops answering mid-conversation), with how many connections it
 * accepted.
 */
export async function startSilentServer(
  greeting?: string,
): Promise<{ url: (scheme: string) => string; readonly accepted: number; close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  let accepted = 0;
  const server = createTcpServer((socket) => {
    accepted += 1;
    sockets.add(socket);
    if (greeting) socket.write(greeting);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (scheme) => `${scheme}://127.0.0.1:${port}`,
    get accepted() {
      return accepted;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
