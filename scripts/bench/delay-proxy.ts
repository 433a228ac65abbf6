import { Worker } from 'node:worker_threads';

// The bench's latency mode (BENCH_DB_RTT_MS): a TCP proxy on the loopback between the code and PostgreSQL that holds
// every chunk of bytes for half the round trip in each direction, so a query answered at once costs one round trip,
// as between Netlify's functions and a distant Supabase. Order is kept: chunks of one direction leave in the order
// they came, each at its arrival time plus the delay. It runs in a worker thread of its own: on the bench's event
// loop, busy with the handlers it measures, its timers would fire late and add delay of their own. Only 127.0.0.1 is
// listened on and only the given database is reached.

/** A running proxy: its port on 127.0.0.1 and how to stop it (open connections are destroyed). */
export type DelayProxy = { port: number; close: () => Promise<void> };

// Plain JavaScript, evaluated by the worker (no TypeScript loader there).
const PROXY = `
const { createServer, connect } = require('node:net');
const { parentPort, workerData } = require('node:worker_threads');
const { host, port, oneWay } = workerData;
const sockets = new Set();

function pipeDelayed(from, to) {
  if (oneWay <= 0) return from.pipe(to);
  const queue = [];
  let timer = null;
  const flush = () => {
    timer = null;
    const now = performance.now();
    while (queue.length > 0 && queue[0].at <= now) to.write(queue.shift().chunk);
    if (queue.length > 0) timer = setTimeout(flush, Math.max(0, queue[0].at - performance.now()));
  };
  from.on('data', (chunk) => {
    queue.push({ at: performance.now() + oneWay, chunk });
    if (timer === null) timer = setTimeout(flush, oneWay);
  });
  from.on('end', () => {
    const wait = queue.length > 0 ? Math.max(0, queue[queue.length - 1].at - performance.now()) : 0;
    setTimeout(() => to.end(), wait + 1);
  });
}

const server = createServer((client) => {
  const upstream = connect(port, host);
  for (const socket of [client, upstream]) {
    sockets.add(socket);
    socket.setNoDelay(true);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', (e) => { console.error('[delay-proxy]', socket === client ? 'client' : 'database', e.message); client.destroy(); upstream.destroy(); });
  }
  pipeDelayed(client, upstream);
  pipeDelayed(upstream, client);
});
server.listen(0, '127.0.0.1', () => parentPort.postMessage({ port: server.address().port }));
parentPort.on('message', () => {
  for (const socket of sockets) socket.destroy();
  server.close(() => process.exit(0));
});
`;

/** Starts a proxy to `target` (host and port of the database) adding `rttMs` to every round trip. */
export async function startDelayProxy(target: { host: string; port: number }, rttMs: number): Promise<DelayProxy> {
  const worker = new Worker(PROXY, { eval: true, workerData: { host: target.host, port: target.port, oneWay: rttMs / 2 } });
  const port = await new Promise<number>((resolve, reject) => {
    worker.once('message', (message: { port: number }) => resolve(message.port));
    worker.once('error', reject);
  });
  return {
    port,
    close: async () => {
      const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
      worker.postMessage('close');
      await exited;
    },
  };
}

/** The same connection string through the proxy (127.0.0.1 and its port). */
export function throughProxy(url: string, port: number): string {
  const parsed = new URL(url);
  parsed.hostname = '127.0.0.1';
  parsed.port = String(port);
  return parsed.toString();
}
