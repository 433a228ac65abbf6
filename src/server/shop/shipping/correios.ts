import { parseBrl } from '../../../lib/money';
import type { ShippingPackage } from '../../../lib/shop/packages';
import { cwsObjectType } from '../../../lib/shop/services';
import type { Db } from '../../db/client';
import { timeLimit } from '../../http/outgoing';
import { shippingEnv } from './shipping-env';
import { correiosClient, credentialsFingerprint, type CorreiosCredentials, type CwsAnswer } from './correios-client';
import { ProviderFailure, type QuoteContext, type ServicePrice, type ShippingProvider } from './provider';
import { cacheKey, readCache, writeCache } from './quote-cache';

/** A cached answer: a price of one package, the delivery days of a service, or the service does not serve it. */
type Cached = { price_cents: number } | { days: number } | { unavailable: true };
type Call = { key: string; run: () => Promise<Cached> };
type Plan = { service: string; days: Call; prices: Call[] };

/** The query of a price call for one package (weight in grams, sides in cm, the CWS object type). */
export function priceParams(origin: string, destination: string, contract: string, pkg: ShippingPackage): Record<string, string> {
  const params: Record<string, string> = {
    cepOrigem: origin,
    cepDestino: destination,
    psObjeto: String(pkg.weight_g),
    tpObjeto: cwsObjectType(pkg.format),
    comprimento: String(pkg.length_cm),
    largura: String(pkg.width_cm),
    altura: String(pkg.height_cm),
    nuContrato: contract,
  };
  // A roll is measured by its length and diameter: its width stands for the diameter.
  if (pkg.format === 2) params.diametro = String(pkg.width_cm);
  return params;
}

function readPrice(answer: CwsAnswer): Cached {
  if (!answer.ok || (typeof answer.body.txErro === 'string' && answer.body.txErro.trim() !== '')) return { unavailable: true };
  const cents = typeof answer.body.pcFinal === 'string' ? parseBrl(answer.body.pcFinal) : Number.NaN;
  if (cents === null || Number.isNaN(cents)) throw new ProviderFailure('Os Correios responderam um preço ilegível.');
  return { price_cents: cents };
}

function readDays(answer: CwsAnswer): Cached {
  if (!answer.ok) return { unavailable: true };
  const days = Number(answer.body.prazoEntrega);
  if (!Number.isInteger(days) || days < 0) throw new ProviderFailure('Os Correios responderam um prazo ilegível.');
  return { days };
}

function plan(context: QuoteContext & { origin: string; contract: string }, fingerprint: string, client: () => ReturnType<typeof correiosClient>): Plan[] {
  const { origin, destination, services } = context;
  return services.map(({ setting, packages }) => {
    const code = setting.contract_code ?? setting.code;
    const days: Call = {
      key: cacheKey('prazo', fingerprint, code, origin, destination),
      run: async () => readDays(await client().get(`/prazo/v1/nacional/${code}`, { cepOrigem: origin, cepDestino: destination })),
    };
    const prices = packages.map((pkg) => {
      const params = priceParams(origin, destination, context.contract, pkg);
      return {
        key: cacheKey('preco', fingerprint, code, origin, destination, pkg.format, pkg.weight_g, pkg.length_cm, pkg.width_cm, pkg.height_cm),
        run: async () => readPrice(await client().get(`/preco/v1/nacional/${code}`, params, true)),
      };
    });
    return { service: setting.code, days, prices };
  });
}

/** Runs the calls missing from the cache (each key once, all at once) and caches what they answered. */
async function resolveCalls(db: Db, calls: Call[]): Promise<Map<string, Cached>> {
  const values = await readCache<Cached>(db, [...new Set(calls.map((c) => c.key))]);
  const missing = new Map(calls.filter((c) => !values.has(c.key)).map((c) => [c.key, c]));
  const fresh = new Map(await Promise.all([...missing.values()].map(async (c) => [c.key, await c.run()] as const)));
  await writeCache(db, fresh);
  return new Map([...values, ...fresh]);
}

function assemble(plans: Plan[], values: Map<string, Cached>): ServicePrice[] {
  return plans.flatMap(({ service, days, prices }) => {
    const deadline = values.get(days.key);
    const each = prices.map((call) => values.get(call.key));
    if (!deadline || !('days' in deadline) || each.some((v) => !v || !('price_cents' in v))) return [];
    const price = each.reduce((sum, v) => sum + (v as { price_cents: number }).price_cents, 0);
    return [{ service, price_cents: price, days: deadline.days }];
  });
}

async function quoteCorreios(db: Db, credentials: CorreiosCredentials, context: QuoteContext): Promise<ServicePrice[]> {
  const origin = context.origin;
  if (!origin) throw new ProviderFailure('O CEP de origem da loja não está configurado.');
  const env = shippingEnv();
  const fingerprint = credentialsFingerprint(credentials);
  const limit = timeLimit('correios');
  let client: ReturnType<typeof correiosClient> | undefined;
  // One deadline for the whole quote (token and every call), made only when something is not cached.
  const lazyClient = () =>
    (client ??= correiosClient({
      db,
      base: env.correiosBase,
      credentials,
      fingerprint,
      within: { limitMs: limit, signal: AbortSignal.timeout(limit) },
    }));
  const plans = plan({ ...context, origin, contract: credentials.contract }, fingerprint, lazyClient);
  const values = await resolveCalls(db, plans.flatMap((p) => [p.days, ...p.prices]));
  const prices = assemble(plans, values);
  if (prices.length === 0) throw new ProviderFailure('Os Correios não ofereceram nenhum serviço para este CEP.', false);
  return prices;
}

/** The Correios provider: prices and delivery times from the contract API, cached for 24 h per CEP and package. */
export const correiosProvider = (credentials: CorreiosCredentials): ShippingProvider => ({
  name: 'correios',
  quote: (db, context) => quoteCorreios(db, credentials, context),
});
