import { stateOfCep } from '../../../lib/cep-states';
import { packForService, type PackageItem } from '../../../lib/shop/packages';
import { quoteInputSchema, type ShippingOption, type ShippingQuote } from '../../../lib/shop/quote-input';
import { PICKUP_SERVICE, serviceByCode } from '../../../lib/shop/services';
import type { Sql } from '../../db/client';
import { parseWith } from '../../http/validate';
import { shippingEnv } from './shipping-env';
import { getShopConfig, type ShopConfig } from '../config/shop-settings';
import { correiosProvider } from './correios';
import { isPaused, recordFailure } from './correios-state';
import { melhorEnvioProvider } from './melhorenvio';
import { isMelhorEnvioPaused, recordMelhorEnvioFailure } from './melhorenvio-state';
import { ProviderFailure, type QuoteContext, type ServicePrice, type ShippingProvider } from './provider';
import { tabelaProvider } from './tabela';

type Priced = { prices: ServicePrice[]; provider: ShippingProvider['name']; fallback: boolean };

/** How an outside provider is paused and named in the logs: the Correios and Melhor Envio keep their own state. */
const OUTSIDE = {
  correios: { label: 'Correios', isPaused, recordFailure, pauseSeconds: () => shippingEnv().correiosPauseSeconds },
  melhorenvio: {
    label: 'Melhor Envio',
    isPaused: isMelhorEnvioPaused,
    recordFailure: recordMelhorEnvioFailure,
    pauseSeconds: () => shippingEnv().melhorEnvioPauseSeconds,
  },
} as const;
type Outside = keyof typeof OUTSIDE;

/** Each offered service with the packages the cart makes for it; a service that cannot take the cart is left out. */
function packedServices(config: ShopConfig, items: PackageItem[]): QuoteContext['services'] {
  return config.services.flatMap((setting) => {
    const service = serviceByCode(setting.code);
    if (!setting.enabled || !service) return [];
    const packages = packForService(items, config.packaging_weight_g, service.max_weight_g);
    return packages ? [{ setting, packages }] : [];
  });
}

async function fallBack(sql: Sql, name: Outside, context: QuoteContext, error: unknown): Promise<Priced> {
  const outside = OUTSIDE[name];
  if (error instanceof ProviderFailure) {
    console.warn(`[shipping] ${outside.label}: ${error.message} Usando a tabela de fretes.`);
    if (error.pause) await outside.recordFailure(sql, error.message, error.pauseSeconds ?? outside.pauseSeconds());
  } else {
    console.error(`[shipping] ${outside.label}: erro inesperado; usando a tabela de fretes.`, error);
    await outside.recordFailure(sql, `Erro inesperado ao consultar ${name === 'correios' ? 'os Correios' : 'o Melhor Envio'}.`, outside.pauseSeconds());
  }
  return { prices: await tabelaProvider.quote(sql, context), provider: 'tabela', fallback: true };
}

/** The outside provider of the settings, or null when they are incomplete (the form and the API require them). */
function outsideProvider(config: ShopConfig): ShippingProvider | null {
  if (config.provider === 'correios') return config.credentials ? correiosProvider(config.credentials) : null;
  return config.melhorEnvio ? melhorEnvioProvider(config.melhorEnvio) : null;
}

/**
 * Prices with the chosen provider. The Correios or Melhor Envio, when they fail, time out, refuse the token, ask
 * for a pause (429) or were paused by a recent failure, are replaced by the table with `fallback: true`: a failure
 * never makes shipping free or leaves it out.
 */
async function price(sql: Sql, config: ShopConfig, context: QuoteContext): Promise<Priced> {
  if (config.provider === 'tabela') return { prices: await tabelaProvider.quote(sql, context), provider: 'tabela', fallback: false };
  const name: Outside = config.provider;
  const provider = outsideProvider(config);
  if (!provider) return fallBack(sql, name, context, new ProviderFailure('As credenciais do provedor não estão completas.', false));
  if (await OUTSIDE[name].isPaused(sql)) return { prices: await tabelaProvider.quote(sql, context), provider: 'tabela', fallback: true };
  try {
    return { prices: await provider.quote(sql, context), provider: provider.name, fallback: false };
  } catch (error) {
    return fallBack(sql, name, context, error);
  }
}

/**
 * Whether the free-shipping rule covers a service (its Correios code; a Melhor Envio service without one never is)
 * for this subtotal and destination state.
 */
function isFree(config: ShopConfig, service: string | null, subtotalCents: number, state: string): boolean {
  const rule = config.free_shipping;
  return (
    service !== null &&
    rule.enabled &&
    subtotalCents >= rule.min_subtotal_cents &&
    rule.services.includes(service) &&
    (rule.states.length === 0 || rule.states.includes(state))
  );
}

/**
 * The shipping options for a cart to a CEP (422 on `postal_code` and the items when they are invalid): each offered
 * service the provider prices, free when the rule says so, plus pickup; the shop's handling days are added to
 * every delivery time. Cheapest first, pickup last.
 */
export async function quoteShipping(sql: Sql, input: unknown, known?: ShopConfig): Promise<ShippingQuote> {
  const { postal_code, items, subtotal_cents } = parseWith(quoteInputSchema, input);
  // An order has read the settings already: one read per request.
  const config = known ?? (await getShopConfig(sql));
  // The schema accepts only CEPs that belong to a state.
  const state = stateOfCep(postal_code) as string;
  const context: QuoteContext = { origin: config.origin_cep, destination: postal_code, state, services: packedServices(config, items), items };
  // Melhor Envio packs the cart itself, whatever the Correios services offered (which only its fallback needs).
  const priced =
    context.services.length > 0 || config.provider === 'melhorenvio'
      ? await price(sql, config, context)
      : { prices: [], provider: 'tabela' as const, fallback: false };
  const options: ShippingOption[] = priced.prices.map((p) => ({
    service: p.service,
    name: p.name ?? config.services.find((s) => s.code === p.service)?.name ?? p.service,
    price_cents: isFree(config, p.rule_code === undefined ? p.service : p.rule_code, subtotal_cents, state) ? 0 : p.price_cents,
    days: p.days + config.handling_days,
    provider: priced.provider,
    ...(p.carrier ? { carrier: p.carrier } : {}),
  }));
  options.sort((a, b) => a.price_cents - b.price_cents || a.days - b.days);
  if (config.pickup.enabled) {
    options.push({ service: PICKUP_SERVICE, name: config.pickup.name, price_cents: 0, days: config.handling_days, provider: 'retirada' });
  }
  return { options, fallback: priced.fallback };
}
