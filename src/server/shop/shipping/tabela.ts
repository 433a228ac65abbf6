import type { ShippingPackage } from '../../../lib/shop/packages';
import type { Rate } from '../../../lib/shop/shop-settings';
import type { ServicePrice, ShippingProvider } from './provider';
import { ratesTo } from './rates';

/**
 * The price of some packages by one service's rows: each package takes the lightest band that holds its charged
 * weight; rows of a CEP range, when one matches, win over rows of the state. Null when a package has no band.
 */
export function tablePrice(service: string, packages: readonly ShippingPackage[], rows: readonly Rate[]): ServicePrice | null {
  const own = rows.filter((row) => row.service === service);
  const byRange = own.filter((row) => row.cep_start !== null);
  const usable = (byRange.length > 0 ? byRange : own).toSorted((a, b) => a.max_weight_g - b.max_weight_g);
  let price = 0;
  let days = 0;
  for (const pkg of packages) {
    const band = usable.find((row) => row.max_weight_g >= pkg.charged_weight_g);
    if (!band) return null;
    price += band.price_cents;
    days = Math.max(days, band.days);
  }
  return { service, price_cents: price, days };
}

/** The Tabela provider: the shop's own rates by destination and weight band (no contract, works offline). */
export const tabelaProvider: ShippingProvider = {
  name: 'tabela',
  async quote(db, context) {
    const codes = context.services.map((s) => s.setting.code);
    const rows = await ratesTo(db, codes, context.destination, context.state);
    return context.services.flatMap(({ setting, packages }) => tablePrice(setting.code, packages, rows) ?? []);
  },
};
