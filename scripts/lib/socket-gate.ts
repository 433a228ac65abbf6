import { createConnection, createServer, type Socket } from 'node:net';

/** A TCP port that accepts connections at once and forwards them once a target port is known. */
export type SocketGate = { open: (targetPort: number) => void; close: () => Promise<void> };

function pipe(client: Socket, host: string, port: number, sockets: Set<Socket>): void {
  const upstream = createConnection({ host, port });
  sockets.add(upstream);
  upstream.once('close', () => sockets.delete(upstream));
  const end = () => {
    client.destroy();
    upstream.destroy();
  };
  client.once('error', end);
  upstream.once('error', end);
  client.once('close', end);
  upstream.once('close', end);
  client.pipe(upstream).pipe(client);
}

/**
 * Listens on host:port right away (rejecting with EADDRINUSE when taken). Connections made before `open()`
 * wait, so `astro dev` can start while the embedded database is still initialising and migrating.
 */
export function listenGate(host: string, port: number): Promise<SocketGate> {
  const sockets = new Set<Socket>();
  const waiting: Socket[] = [];
  let target: number | undefined;
  const server = createServer((client) => {
    sockets.add(client);
    client.once('close', () => sockets.delete(client));
    if (target === undefined) waiting.push(client);
    else pipe(client, host, target, sockets);
  });
  const gate: SocketGate = {
    open(targetPort) {
      target = targetPort;
      for (const client of waiting.splice(0)) if (!client.destroyed) pipe(client, host, targetPort, sockets);
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(gate);
    });
  });
}
