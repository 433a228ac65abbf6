import type { ShippingPackage } from '../../../lib/shop/packages';
import type { ServiceSetting } from '../../../lib/shop/shop-settings';
import type { Db } from '../../db/client';

/** What a provider prices: from the origin to a destination (CEP and state), each service with its packages. */
export type QuoteContext = {
  origin: string | null;
  destination: string;
  state: string;
  services: { setting: ServiceSetting; packages: ShippingPackage[] }[];
};

/** A provider's price of one service for all its packages (before free shipping and handling days). */
export type ServicePrice = { service: string; price_cents: number; days: number };

/** A source of shipping prices: the shop's table or the Correios contract API. A service it cannot price is left out. */
export interface ShippingProvider {
  readonly name: 'tabela' | 'correios';
  quote(db: Db, context: QuoteContext): Promise<ServicePrice[]>;
}

/**
 * A provider could not quote: the quote falls back to the table. `pause` says whether the failure should pause the
 * provider (an outage) or not (it answered, with no service for this destination).
 */
export class ProviderFailure extends Error {
  constructor(
    message: string,
    readonly pause = true,
  ) {
    super(message);
    this.name = 'ProviderFailure';
  }
}
