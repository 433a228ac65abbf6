import { stateOfCep } from '../../../lib/cep-states';
import { packForService, type PackageItem } from '../../../lib/shop/packages';
import { quoteInputSchema, type ShippingOption, type ShippingQuote } from '../../../lib/shop/quote-input';
import { PICKUP_SERVICE, serviceByCode } from '../../../lib/shop/services';
import type { Sql } from '../../db/client';
import { parseWith } from '../../http/validate';
import { shopEnv } from '../shop-env';
import { getShopConfig, type ShopConfig } from '../shop-settings';
import { correiosProvider } from './correios';
import { isPaused, recordFailure } from './correios-state';
import { ProviderFailure, type QuoteContext, type ServicePrice } from './provider';
import { tabelaProvider } from './tabela';

type Priced = { prices: ServicePrice[]; provider: 'tabela' | 'correios'; fallback: boolean };

/** Each offered service with the packages the cart makes for it; a service that cannot take the cart is left out. */
function packedServices(config: ShopConfig, items: PackageItem[]): QuoteContext['services'] {
  return config.services.flatMap((setting) => {
    const service = serviceByCode(setting.code);
    if (!setting.enabled || !service) return [];
    const packages = packForService(items, config.packaging_weight_g, service.max_weight_g);
    return packages ? [{ setting, packages }] : [];
  });
}

async function fallBack(sql: Sql, context: QuoteContext, error: unknown): Promise<Priced> {
  if (error instanceof ProviderFailure) {
    console.warn(`[shipping] Correios: ${error.message} Usando a tabela de fretes.`);
    if (error.pause) await recordFailure(sql, error.message, shopEnv().correiosPauseSeconds);
  } else {
    console.error('[shipping] Correios: erro inesperado; usando a tabela de fretes.', error);
    await recordFailure(sql, 'Erro inesperado ao consultar os Correios.', shopEnv().correiosPauseSeconds);
  }
  return { prices: await tabelaProvider.quote(sql, context), provider: 'tabela', fallback: true };
}

/**
 * Prices with the chosen provider. The Correios, when they fail, time out or were paused by a recent failure,
 * are replaced by the table with `fallback: true`: a failure never makes shipping free.
 */
async function price(sql: Sql, config: ShopConfig, context: QuoteContext): Promise<Priced> {
  if (config.provider !== 'correios') return { prices: await tabelaProvider.quote(sql, context), provider: 'tabela', fallback: false };
  if (!config.credentials) return fallBack(sql, context, new ProviderFailure('As credenciais do contrato não estão completas.', false));
  if (await isPaused(sql)) return { prices: await tabelaProvider.quote(sql, context), provider: 'tabela', fallback: true };
  try {
    return { prices: await correiosProvider(config.credentials).quote(sql, context), provider: 'correios', fallback: false };
  } catch (error) {
    return fallBack(sql, context, error);
  }
}

/** Whether the free-shipping rule covers a service for this subtotal and destination state. */
function isFree(config: ShopConfig, service: string, subtotalCents: number, state: string): boolean {
  const rule = config.free_shipping;
  return (
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
  const context: QuoteContext = { origin: config.origin_cep, destination: postal_code, state, services: packedServices(config, items) };
  const priced = context.services.length > 0 ? await price(sql, config, context) : { prices: [], provider: 'tabela' as const, fallback: false };
  const options: ShippingOption[] = priced.prices.map((p) => ({
    service: p.service,
    name: config.services.find((s) => s.code === p.service)?.name ?? p.service,
    price_cents: isFree(config, p.service, subtotal_cents, state) ? 0 : p.price_cents,
    days: p.days + config.handling_days,
    provider: priced.provider,
  }));
  options.sort((a, b) => a.price_cents - b.price_cents || a.days - b.days);
  if (config.pickup.enabled) {
    options.push({ service: PICKUP_SERVICE, name: config.pickup.name, price_cents: 0, days: config.handling_days, provider: 'retirada' });
  }
  return { options, fallback: priced.fallback };
}
