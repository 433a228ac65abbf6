import { createHash } from 'node:crypto';
import { MELHORENVIO_AS_CORREIOS, melhorEnvioOption, type MelhorEnvioService } from '../../../lib/shop/melhorenvio';
import type { PackageItem } from '../../../lib/shop/packages';
import type { Db } from '../../db/client';
import { bodyWithin, fetchWithin, limitText, outgoingFailure, timeLimit } from '../../http/outgoing';
import { rateRule, tryTakeSlots } from '../../http/rate-limit';
import { shippingEnv } from './shipping-env';
import { rememberServices } from './melhorenvio-state';
import { ProviderFailure, type QuoteContext, type ServicePrice, type ShippingProvider } from './provider';
import { cacheKey, readCache, writeCache } from './quote-cache';

/**
 * The Melhor Envio account a quote calls: the token (server-only, never answered, never logged), the User-Agent's
 * application name (the site's title) and technical e-mail, and the service ids offered (empty: all).
 */
export type MelhorEnvioAccount = { token: string; email: string; appName: string; services: number[] };

/** The name Melhor Envio's User-Agent gives the application when the site has no title yet. */
export const MELHORENVIO_APP_FALLBACK = 'Vitrine';

/** The quote endpoint (not `/me/ecommerce/calculate`, which is for platforms). */
export const CALCULATE_PATH = '/api/v2/me/shipment/calculate';

/**
 * Melhor Envio allows 250 requests a minute per user; the shop keeps under it with its own count (a little margin
 * for the account's other clients), and a 429 that comes anyway pauses the provider for its Retry-After.
 */
export const MELHORENVIO_RULE = rateRule({
  bucket: 'melhorenvio-api',
  max: 240,
  windowSeconds: 60,
  message: 'O limite de chamadas ao Melhor Envio (250 por minuto) foi atingido.',
});

/** The longest pause a 429's Retry-After may ask (an hour, as the configured pause). */
const MAX_PAUSE_SECONDS = 3600;

/** One service of an answer: priced, or refused with Melhor Envio's message (kept in the cache as it came). */
export type AnsweredService = MelhorEnvioService & ({ price_cents: number; days: number } | { error: string });

/** The User-Agent Melhor Envio requires: the application's name and a technical contact e-mail. */
// A header is plain ASCII: accents are dropped (São -> Sao), parentheses kept for the e-mail.
export const melhorEnvioUserAgent = (account: Pick<MelhorEnvioAccount, 'appName' | 'email'>): string =>
  `${account.appName.normalize('NFD').replace(/[^\x20-\x7e]|[()]/g, '').trim() || 'Vitrine'} (${account.email})`;

// Decimals of reais as Melhor Envio writes them ("23.45", or a number); anything else is unreadable.
function reaisToCents(value: unknown): number | null {
  const text = typeof value === 'number' ? value.toFixed(2) : typeof value === 'string' ? value.trim() : '';
  const match = /^(\d+)(?:\.(\d{1,2})\d*)?$/.exec(text);
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0')) : null;
}

const reais = (cents: number | undefined) => (cents ?? 0) / 100;

/** The request body: from and to CEPs and each cart line as a product (cm, kg, insurance in reais per unit). */
export function calculateBody(origin: string, destination: string, items: readonly PackageItem[]) {
  return {
    from: { postal_code: origin },
    to: { postal_code: destination },
    products: items.map((item, index) => ({
      id: String(index + 1),
      // Melhor Envio refuses a side of 0 cm (a flat item counts as 1 cm).
      width: Math.max(1, Math.ceil(item.width_cm)),
      height: Math.max(1, Math.ceil(item.height_cm)),
      length: Math.max(1, Math.ceil(item.length_cm)),
      weight: item.weight_g / 1000,
      insurance_value: reais(item.unit_price_cents),
      quantity: item.quantity,
    })),
    options: { receipt: false, own_hand: false },
  };
}

/** One service of the answer as the shop keeps it; null for an entry that is not a service. */
export function readService(raw: unknown): AnsweredService | null {
  if (!raw || typeof raw !== 'object') return null;
  const entry = raw as Record<string, unknown>;
  const id = Number(entry.id);
  if (!Number.isInteger(id) || id < 1) return null;
  const name = typeof entry.name === 'string' && entry.name.trim() ? entry.name.trim() : `Serviço ${id}`;
  const company = entry.company as { name?: unknown } | undefined;
  const carrier = typeof company?.name === 'string' && company.name.trim() ? company.name.trim() : 'Melhor Envio';
  if (typeof entry.error === 'string' && entry.error.trim()) return { id, name, carrier, error: entry.error.trim() };
  // The price with the account's own adjustments when it has them, else the carrier's.
  const price = reaisToCents(entry.custom_price ?? entry.price);
  const days = Number(entry.custom_delivery_time ?? entry.delivery_time);
  if (price === null || price <= 0) return { id, name, carrier, error: 'Preço ilegível.' };
  if (!Number.isInteger(days) || days < 0) return { id, name, carrier, error: 'Prazo ilegível.' };
  return { id, name, carrier, price_cents: price, days };
}

function retryAfter(response: Response): number | null {
  const header = response.headers.get('retry-after');
  if (!header) return null;
  const seconds = /^\d+$/.test(header.trim()) ? Number(header) : (Date.parse(header) - Date.now()) / 1000;
  return Number.isFinite(seconds) ? Math.min(MAX_PAUSE_SECONDS, Math.max(1, Math.ceil(seconds))) : null;
}

// No answer within the limit, or the network failed: an outage, which pauses the provider.
function unanswered(error: unknown, limitMs: number): ProviderFailure {
  const failure = outgoingFailure(error, limitMs);
  return new ProviderFailure(
    failure.timedOut ? `O Melhor Envio não respondeu em ${limitText(failure.limitMs)}.` : `Não foi possível chamar o Melhor Envio (${failure.detail}).`,
  );
}

/**
 * One call to the quote endpoint, read into services. 401 (the token refused or expired), 429 (its rate limit: a
 * pause of its Retry-After), 5xx and unreadable answers are failures that pause the provider; 400 and 422 (Melhor
 * Envio refused this cart or CEP) are not an outage and do not.
 */
async function calculate(base: string, account: MelhorEnvioAccount, body: unknown): Promise<AnsweredService[]> {
  // One limit for the call and its body.
  const within = { limitMs: timeLimit('melhorEnvio') };
  const request = {
    method: 'POST',
    headers: {
      authorization: `Bearer ${account.token}`,
      accept: 'application/json',
      'content-type': 'application/json',
      'user-agent': melhorEnvioUserAgent(account),
    },
    body: JSON.stringify(body),
  };
  const response = await fetchWithin(`${base}${CALCULATE_PATH}`, request, within).catch((error: unknown) => {
    throw unanswered(error, within.limitMs);
  });
  const text = await bodyWithin(response, within).catch((error: unknown) => {
    throw unanswered(error, within.limitMs);
  });
  if (response.status === 401) throw new ProviderFailure('O Melhor Envio recusou o token (HTTP 401): gere um novo e salve-o em /conta/shop.');
  if (response.status === 429) {
    throw new ProviderFailure('O Melhor Envio pediu uma pausa (HTTP 429: limite de chamadas).', true, retryAfter(response));
  }
  if (response.status === 400 || response.status === 422) throw new ProviderFailure(`O Melhor Envio recusou a cotação (HTTP ${response.status}).`, false);
  if (!response.ok) throw new ProviderFailure(`O Melhor Envio respondeu HTTP ${response.status}.`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = null;
  }
  if (!Array.isArray(parsed)) throw new ProviderFailure('O Melhor Envio respondeu algo que não é uma lista de serviços.');
  return parsed.map(readService).filter((s): s is AnsweredService => s !== null);
}

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** The services of a quote, from the cache (24 h per account, CEPs and cart) or from one call that is then cached. */
async function answeredServices(db: Db, account: MelhorEnvioAccount, origin: string, context: QuoteContext): Promise<AnsweredService[]> {
  const env = shippingEnv();
  const body = calculateBody(origin, context.destination, context.items);
  const fingerprint = tokenHash(account.token);
  const key = cacheKey('melhorenvio', fingerprint, env.melhorEnvioBase, JSON.stringify(body));
  const cached = (await readCache<AnsweredService[]>(db, [key])).get(key);
  if (cached) return cached;
  const slot = await tryTakeSlots(db, [{ rule: MELHORENVIO_RULE, key: fingerprint }]);
  if (!slot.granted) throw new ProviderFailure(MELHORENVIO_RULE.message, false);
  const services = await calculate(env.melhorEnvioBase, account, body);
  await Promise.all([writeCache(db, new Map([[key, services]])), rememberServices(db, services.map(({ id, name, carrier }) => ({ id, name, carrier })))]);
  return services;
}

/**
 * Melhor Envio's prices: each service of the account that can carry the cart (one answered with `error` is left
 * out), only those the admin chose when there is a choice. None left is a failure (the table stands in).
 */
async function quoteMelhorEnvio(db: Db, account: MelhorEnvioAccount, context: QuoteContext): Promise<ServicePrice[]> {
  if (!context.origin) throw new ProviderFailure('O CEP de origem da loja não está configurado.', false);
  const services = await answeredServices(db, account, context.origin, context);
  const chosen = new Set(account.services);
  const prices = services.flatMap((s) =>
    'error' in s || (chosen.size > 0 && !chosen.has(s.id))
      ? []
      : [{ service: melhorEnvioOption(s.id), name: s.name, carrier: s.carrier, price_cents: s.price_cents, days: s.days, rule_code: MELHORENVIO_AS_CORREIOS[s.id] ?? null }],
  );
  if (prices.length === 0) throw new ProviderFailure('O Melhor Envio não ofereceu nenhum serviço para este CEP.', false);
  return prices;
}

/** The Melhor Envio provider: every carrier of the account, quoted in one call, cached for 24 h per CEP and cart. */
export const melhorEnvioProvider = (account: MelhorEnvioAccount): ShippingProvider => ({
  name: 'melhorenvio',
  quote: (db, context) => quoteMelhorEnvio(db, account, context),
});
