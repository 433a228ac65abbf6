import { afterEach, describe, expect, it, vi } from 'vitest';
import { ORDER_RETRY_DELAYS_MS, sendOrder } from '../../src/islands/checkout/checkout-api';

/** A stand-in for fetch answering each call with the next of `answers` (a status, or 'down' for no answer). */
function fakeFetch(answers: (number | 'down')[], headers: Record<string, string> = {}) {
  const sent: { key: string | null; body: string }[] = [];
  const fetch = vi.fn(async (_path: string, init: RequestInit) => {
    sent.push({ key: new Headers(init.headers).get('idempotency-key'), body: String(init.body) });
    const answer = answers.shift() ?? 'down';
    if (answer === 'down') throw new TypeError('Failed to fetch');
    const body = answer === 201 ? { id: '7', number: 1001 } : { message: answer === 503 ? 'Serviço temporariamente indisponível.' : 'Erro.' };
    return new Response(JSON.stringify(body), { status: answer, headers: answer === 503 ? headers : {} });
  });
  vi.stubGlobal('fetch', fetch);
  return sent;
}

const BODY = { items: [{ product_id: '1', quantity: 1 }] };

describe('the checkout sends its order again by itself on a 503 or no answer', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  /** sendOrder with the waits recorded instead of waited, and the retries told. */
  async function send(answers: (number | 'down')[], headers?: Record<string, string>) {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const sent = fakeFetch(answers, headers);
    const waits: number[] = [];
    const retries: number[] = [];
    const result = await sendOrder(BODY, 'chave-1', (retry) => retries.push(retry), async (ms) => void waits.push(ms));
    return { result, sent, waits, retries };
  }

  it('two 503s then the order: three sends with the same key, waiting the Retry-After', async () => {
    const { result, sent, waits, retries } = await send([503, 503, 201], { 'retry-after': '2' });
    expect(result).toEqual({ ok: true, data: { id: '7', number: 1001 } });
    expect(sent.map((s) => s.key)).toEqual(['chave-1', 'chave-1', 'chave-1']);
    expect(new Set(sent.map((s) => s.body)).size).toBe(1);
    expect(waits).toEqual([2000, 2000]);
    expect(retries).toEqual([0, 1]);
  });

  it('no answer at all: three more sends with a growing wait, then the failure (status 0)', async () => {
    const { result, sent, waits } = await send(['down', 'down', 'down', 'down']);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.status).toBe(0);
    expect(sent).toHaveLength(4);
    expect(waits).toEqual(ORDER_RETRY_DELAYS_MS);
    expect(ORDER_RETRY_DELAYS_MS).toEqual([500, 1000, 2000]);
  });

  it('a long Retry-After keeps the backoff; the 503 after the last try is answered', async () => {
    const { result, waits } = await send([503, 503, 503, 503], { 'retry-after': '120' });
    expect(!result.ok && result.error.status).toBe(503);
    expect(waits).toEqual([500, 1000, 2000]);
  });

  it.each([409, 422, 500, 401])('never sends again an answer of the server that is not a 503 (%i)', async (status) => {
    const { result, sent, retries } = await send([status]);
    expect(!result.ok && result.error.status).toBe(status);
    expect(sent).toHaveLength(1);
    expect(retries).toEqual([]);
  });
});
