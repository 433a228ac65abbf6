import { serviceByCode } from './services';

/**
 * Melhor Envio, the carrier aggregator: the reference shared by /conta/shop, the quote and the order.
 * Its services are numbered by Melhor Envio (1 Correios PAC, 2 Correios SEDEX, 3 Jadlog .Package...); an option of
 * the quote names one as `me-<id>`, apart from the Correios codes of the other providers. No zod here: the checkout
 * island imports the labels.
 */

/** The prefix of a Melhor Envio option's service (`me-1`). */
export const MELHORENVIO_PREFIX = 'me-';
/** Most services the admin may choose (Melhor Envio has a few dozen). */
export const MAX_MELHORENVIO_SERVICES = 100;

/** The quote option code of a Melhor Envio service id. */
export const melhorEnvioOption = (id: number): string => `${MELHORENVIO_PREFIX}${id}`;

/** Whether a text is a Melhor Envio option code (`me-` and a positive whole number). */
export const isMelhorEnvioOption = (code: string): boolean => /^me-[1-9]\d{0,5}$/.test(code);

/**
 * The Correios service a Melhor Envio service is, for the shop's rules written with Correios codes (free shipping):
 * PAC (1) and SEDEX (2) through Melhor Envio count as PAC and SEDEX; other carriers have none.
 */
export const MELHORENVIO_AS_CORREIOS: Readonly<Record<number, string>> = { 1: '04510', 2: '04014' };

/** A service of the account as Melhor Envio named it in a quote: its id, name and carrier (company). */
export type MelhorEnvioService = { id: number; name: string; carrier: string };

/** A shipping option's label: its carrier and name (`Jadlog .Package`), or the name alone when it has no carrier. */
export const shippingLabel = (option: { name: string; carrier?: string | null }): string =>
  option.carrier && !option.name.toLowerCase().startsWith(option.carrier.toLowerCase()) ? `${option.carrier} ${option.name}` : option.name;

/**
 * The company that carries an order's or option's shipping: Melhor Envio's as it named it, the Correios for their
 * own service codes (the table and the contract price those), none for pickup.
 */
export const carrierOf = (shipping: { service: string; carrier?: string | null }): string | null =>
  shipping.carrier || (serviceByCode(shipping.service) ? 'Correios' : null);
