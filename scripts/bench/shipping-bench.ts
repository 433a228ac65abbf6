// The shipping quote in `npm run bench`: POST /api/shipping/quote as the cart sends it (a demo product, 2 units),
// each request from its own address (the endpoint is rate-limited per address). The Correios and Melhor Envio cases
// run against the tests' local stand-ins of their APIs, never the internet.
import shippingQuote from '../../netlify/functions/shipping-quote.mts';
import { getSql } from '../../src/server/db/client';
import { recordFailure } from '../../src/server/shop/shipping/correios-state';
import { MELHORENVIO_RULE } from '../../src/server/shop/shipping/melhorenvio';
import { recordMelhorEnvioFailure } from '../../src/server/shop/shipping/melhorenvio-state';
import { saveShopSettings } from '../../src/server/shop/config/shop-settings';
import { CORREIOS_LOGIN, startCorreiosServer } from '../../tests/helpers/correios-server';
import { MELHORENVIO_TOKEN, startMelhorEnvioServer } from '../../tests/helpers/melhorenvio-server';
import { DEMO_SHOP } from '../seed/shop-settings';
import { measure, type BenchCase, type BenchLimits, type BenchResult, type Handler } from './runner';

const quoteHandler = shippingQuote as Handler;

let items: { product_id: string; quantity: number }[] = [];
const quoteCase = (name: string, cep: (i: number) => string): BenchCase => ({
  name,
  status: 200,
  request: (i) =>
    new Request('http://localhost:8888/api/shipping/quote', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ postal_code: cep(i), items }),
    }),
});
// São Paulo CEPs, a new one per request (01000-000 onwards), so every quote misses the 24 h cache.
const newCep = (i: number) => String(1_000_000 + i * 7).padStart(8, '0');
const setProvider = (provider: 'tabela' | 'correios' | 'melhorenvio') => getSql()`update shop_settings set provider = ${provider}`;
// Melhor Envio's own limit (240 calls a minute, under its 250): its bucket emptied before a case that calls it.
const clearMelhorEnvioLimit = () => getSql()`delete from rate_events where bucket = ${MELHORENVIO_RULE.bucket}`;

/**
 * Quotes with the table, with the stand-in Correios answering (new CEPs, then cached), timing out, and paused; then
 * the same with the stand-in Melhor Envio (a case that calls it is held to the 240 calls a minute the shop allows
 * itself, so that none falls back to the table).
 */
export async function benchShipping(limits: BenchLimits): Promise<BenchResult[]> {
  const [mug] = await getSql()<{ id: string }[]>`select id::text as id from products where slug = 'caneca-da-associacao'`;
  items = [{ product_id: mug.id, quantity: 2 }];
  const correios = await startCorreiosServer();
  const me = await startMelhorEnvioServer();
  Object.assign(process.env, { CORREIOS_API_BASE: correios.url, CORREIOS_PAUSE_SECONDS: '0', MELHORENVIO_API_BASE: me.url, MELHORENVIO_PAUSE_SECONDS: '0' });
  const { user, accessCode, contract, card } = CORREIOS_LOGIN;
  await saveShopSettings(getSql(), {
    ...DEMO_SHOP,
    correios_user: user,
    correios_access_code: accessCode,
    correios_contract: contract,
    correios_card: card,
    melhorenvio_token: MELHORENVIO_TOKEN,
    melhorenvio_email: 'tecnico@vitrine.local',
  });
  const results: BenchResult[] = [];
  try {
    results.push(await measure(quoteHandler, quoteCase('quote: table', newCep), limits));
    await setProvider('correios');
    results.push(await measure(quoteHandler, quoteCase('quote: Correios answering, new CEP', newCep), limits));
    results.push(await measure(quoteHandler, quoteCase('quote: Correios, cached CEP', () => '04538133'), limits));
    // Slower than the Correios' timeout (5 s, src/server/http/outgoing.ts), and no pause after a failure: each quote waits for the timeout, then the table.
    Object.assign(correios, { mode: 'slow', slowMs: 10_000 });
    const once = { ...limits, requests: limits.concurrency };
    results.push(await measure(quoteHandler, quoteCase('quote: Correios timing out (5 s)', (i) => newCep(50_000 + i)), once));
    // What follows a failure in production: the provider paused, the table answers at once (fallback).
    await recordFailure(getSql(), 'bench', 3600);
    results.push(await measure(quoteHandler, quoteCase('quote: Correios paused after a failure', newCep), limits));

    await setProvider('melhorenvio');
    const withinLimit = { ...limits, requests: Math.min(limits.requests, MELHORENVIO_RULE.max) };
    await clearMelhorEnvioLimit();
    const answering = await measure(quoteHandler, quoteCase('quote: Melhor Envio answering, new CEP', (i) => newCep(100_000 + i)), withinLimit);
    results.push(answering);
    // Each quote of a new CEP calls the stand-in once: fewer calls would mean some fell back to the table.
    if (me.calls().length !== answering.requests) console.warn(`[bench] Melhor Envio: ${me.calls().length} calls for ${answering.requests} quotes.`);
    // The answering case may have used the minute's 240 calls: the cached case's first quote must not fall back.
    await clearMelhorEnvioLimit();
    const before = me.calls().length;
    results.push(await measure(quoteHandler, quoteCase('quote: Melhor Envio, cached CEP', () => '04538133'), limits));
    // Only the first quotes (as many as run at once) may miss the cache.
    if (me.calls().length - before > limits.concurrency) console.warn(`[bench] Melhor Envio: the cached case called ${me.calls().length - before} times.`);
    // Slower than its 5 s timeout, no pause after a failure: each quote waits for the timeout, then the table.
    await clearMelhorEnvioLimit();
    Object.assign(me, { mode: 'slow', slowMs: 10_000 });
    results.push(await measure(quoteHandler, quoteCase('quote: Melhor Envio timing out (5 s)', (i) => newCep(150_000 + i)), once));
    await recordMelhorEnvioFailure(getSql(), 'bench', 3600);
    results.push(await measure(quoteHandler, quoteCase('quote: Melhor Envio paused after a failure', newCep), limits));
  } finally {
    await Promise.all([correios.close(), me.close()]);
  }
  return results;
}
