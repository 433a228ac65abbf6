import type { PackageItem, ShippingPackage } from '../../../lib/shop/packages';
import type { ServiceSetting } from '../../../lib/shop/shop-settings';
import type { Db } from '../../db/client';

/**
 * What a provider prices: from the origin to a destination (CEP and state), each service with its packages, and the
 * cart's items as they are (Melhor Envio packs them itself).
 */
export type QuoteContext = {
  origin: string | null;
  destination: string;
  state: string;
  services: { setting: ServiceSetting; packages: ShippingPackage[] }[];
  items: PackageItem[];
};

/**
 * A provider's price of one service for all its packages (before free shipping and handling days). A service the
 * provider names itself (Melhor Envio) brings its `name` and `carrier`, and `rule_code`, the Correios service the
 * shop's free-shipping rule knows it as (null: none).
 */
export type ServicePrice = { service: string; price_cents: number; days: number; name?: string; carrier?: string; rule_code?: string | null };

/** A source of shipping prices: the shop's table, the Correios contract API or Melhor Envio. A service it cannot price is left out. */
export interface ShippingProvider {
  readonly name: 'tabela' | 'correios' | 'melhorenvio';
  quote(db: Db, context: QuoteContext): Promise<ServicePrice[]>;
}

/**
 * A provider could not quote: the quote falls back to the table. `pause` says whether the failure should pause the
 * provider (an outage) or not (it answered, with no service for this destination); `pauseSeconds`, how long when
 * the provider said so (a 429's Retry-After), else the configured pause.
 */
export class ProviderFailure extends Error {
  constructor(
    message: string,
    readonly pause = true,
    readonly pauseSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'ProviderFailure';
  }
}
