// The shipping quote in `npm run bench`: POST /api/shipping/quote as the cart sends it (a demo product, 2 units),
// each request from its own address (the endpoint is rate-limited per address). The Correios cases run against
// the tests' local stand-in of the contract API, never the internet.
import shippingQuote from '../../netlify/functions/shipping-quote.mts';
import { getSql } from '../../src/server/db/client';
import { recordFailure } from '../../src/server/shop/shipping/correios-state';
import { saveShopSettings } from '../../src/server/shop/shop-settings';
import { CORREIOS_LOGIN, startCorreiosServer } from '../../tests/helpers/correios-server';
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
const setProvider = (provider: 'tabela' | 'correios') => getSql()`update shop_settings set provider = ${provider}`;

/** Quotes with the table, with the stand-in Correios answering (new CEPs, then cached), timing out, and paused. */
export async function benchShipping(limits: BenchLimits): Promise<BenchResult[]> {
  const [mug] = await getSql()<{ id: string }[]>`select id::text as id from products where slug = 'caneca-da-associacao'`;
  items = [{ product_id: mug.id, quantity: 2 }];
  const correios = await startCorreiosServer();
  Object.assign(process.env, { CORREIOS_API_BASE: correios.url, CORREIOS_PAUSE_SECONDS: '0' });
  const { user, accessCode, contract, card } = CORREIOS_LOGIN;
  await saveShopSettings(getSql(), { ...DEMO_SHOP, correios_user: user, correios_access_code: accessCode, correios_contract: contract, correios_card: card });
  const results: BenchResult[] = [];
  try {
    results.push(await measure(quoteHandler, quoteCase('quote: table', newCep), limits));
    await setProvider('correios');
    results.push(await measure(quoteHandler, quoteCase('quote: Correios answering, new CEP', newCep), limits));
    results.push(await measure(quoteHandler, quoteCase('quote: Correios, cached CEP', () => '04538133'), limits));
    // Slower than the 8 s timeout, and no pause after a failure: each quote waits for the timeout, then the table.
    Object.assign(correios, { mode: 'slow', slowMs: 10_000 });
    const once = { ...limits, requests: limits.concurrency };
    results.push(await measure(quoteHandler, quoteCase('quote: Correios timing out (8 s)', (i) => newCep(50_000 + i)), once));
    // What follows a failure in production: the provider paused, the table answers at once (fallback).
    await recordFailure(getSql(), 'bench', 3600);
    results.push(await measure(quoteHandler, quoteCase('quote: Correios paused after a failure', newCep), limits));
  } finally {
    await correios.close();
  }
  return results;
}
