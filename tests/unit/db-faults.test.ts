import { describe, expect, it, vi } from 'vitest';
import { isConnectionFault, isTimeoutFault, RETRY_AFTER_SECONDS, SERVICE_UNAVAILABLE } from '../../src/server/db/faults';
import { conflict } from '../../src/server/http/http-error';
import { errorResponse, json } from '../../src/server/http/respond';
import { retryOnce, route, type MethodHandler } from '../../src/server/http/route';

/** An error carrying a code, as PostgreSQL (through postgres.js), Node's socket or postgres.js report theirs. */
const coded = (code: string) => Object.assign(new Error(`failed: ${code}`), { code });

const CONNECTION_CODES = ['57P01', '57P02', '57P03', '08000', '08003', '08006', '08001', '08004', 'ECONNRESET', 'ECONNREFUSED',
  'EPIPE', 'ETIMEDOUT', 'CONNECTION_ENDED', 'CONNECTION_CLOSED', 'CONNECTION_DESTROYED', 'CONNECT_TIMEOUT'];

describe('faults: what a lost connection and a reached limit look like', () => {
  it.each(CONNECTION_CODES)('%s is a lost connection, not a timeout', (code) => {
    expect(isConnectionFault(coded(code))).toBe(true);
    expect(isTimeoutFault(coded(code))).toBe(false);
  });

  it.each(['57014', '55P03'])('%s is a reached limit, not a lost connection', (code) => {
    expect(isTimeoutFault(coded(code))).toBe(true);
    expect(isConnectionFault(coded(code))).toBe(false);
  });

  it('finds the code of an error wrapped as a cause', () => {
    expect(isConnectionFault(new Error('outer', { cause: coded('ECONNRESET') }))).toBe(true);
  });

  it.each(['23505', '40001', 'VTSTK', 'ERR_INVALID_ARG_TYPE'])('%s is neither', (code) => {
    expect(isConnectionFault(coded(code))).toBe(false);
    expect(isTimeoutFault(coded(code))).toBe(false);
  });

  it.each([...CONNECTION_CODES, '57014', '55P03'])('errorResponse answers %s with 503, Retry-After and the message', async (code) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const response = errorResponse(coded(code), new Request('http://localhost/api/orders', { method: 'POST' }));
    warn.mockRestore();
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
    expect(await response.json()).toEqual({ message: SERVICE_UNAVAILABLE });
  });
});

/** A handler that fails with the codes given, one per call, then answers what it read of the body. */
function failing(...codes: string[]) {
  const calls: string[] = [];
  const handler: MethodHandler = async (request) => {
    calls.push(request.method === 'GET' ? 'get' : await request.text());
    const code = codes.shift();
    if (code) throw coded(code);
    return json({ calls: calls.length, body: calls.at(-1) });
  };
  return { handler, calls };
}

const ask = (handler: ReturnType<typeof route>, method: string, body?: string) =>
  handler(new Request('http://localhost:8888/api/things', { method, body }));

describe('route(): a lost connection runs a safe handler once more', () => {
  const quiet = () => vi.spyOn(console, 'warn').mockImplementation(() => {});

  it('runs a GET again once and answers the second run', async () => {
    const spy = quiet();
    const { handler, calls } = failing('CONNECTION_CLOSED');
    const response = await ask(route({ GET: handler }), 'GET');
    spy.mockRestore();
    expect(response.status).toBe(200);
    expect(calls).toHaveLength(2);
  });

  it('answers 503 when the second run loses its connection too (never a third run)', async () => {
    const spy = quiet();
    const { handler, calls } = failing('57P01', 'ECONNRESET', 'ECONNRESET');
    const response = await ask(route({ GET: handler }), 'GET');
    spy.mockRestore();
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
    expect(calls).toHaveLength(2);
  });

  it('runs a write marked retryOnce again with its body read anew', async () => {
    const spy = quiet();
    const { handler, calls } = failing('08006');
    const response = await ask(route({ POST: retryOnce(handler) }), 'POST', '{"a":1}');
    spy.mockRestore();
    expect(response.status).toBe(200);
    expect(calls).toEqual(['{"a":1}', '{"a":1}']);
    expect(await response.json()).toEqual({ calls: 2, body: '{"a":1}' });
  });

  it('never runs an unmarked write again: 503 for the client to decide', async () => {
    const spy = quiet();
    const { handler, calls } = failing('CONNECTION_ENDED');
    const response = await ask(route({ POST: handler }), 'POST', '{}');
    spy.mockRestore();
    expect(response.status).toBe(503);
    expect(calls).toHaveLength(1);
  });

  it('does not run again on a reached limit (it would wait as long again) nor on an answer of its own', async () => {
    const spy = quiet();
    const timeout = failing('55P03');
    expect((await ask(route({ GET: timeout.handler }), 'GET')).status).toBe(503);
    expect(timeout.calls).toHaveLength(1);
    const own: MethodHandler = vi.fn(async () => {
      throw conflict('Já existe.');
    });
    expect((await ask(route({ GET: own }), 'GET')).status).toBe(409);
    expect(own).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });
});
