/** Reference data of shipping: the Correios services the shop can offer and the package formats. */

/** A Correios service: its public code, default display name and the heaviest package it takes. */
export type ShippingService = { code: string; name: string; max_weight_g: number };

/** The five services of the specification, in display order; PAC and SEDEX take 30 kg, the express ones 10 kg. */
export const SHIPPING_SERVICES: readonly ShippingService[] = [
  { code: '04510', name: 'PAC', max_weight_g: 30_000 },
  { code: '04014', name: 'SEDEX', max_weight_g: 30_000 },
  { code: '04782', name: 'SEDEX 12', max_weight_g: 10_000 },
  { code: '04790', name: 'SEDEX 10', max_weight_g: 10_000 },
  { code: '04804', name: 'SEDEX Hoje', max_weight_g: 10_000 },
];

/** The codes of the services, for schemas. */
export const SERVICE_CODES = SHIPPING_SERVICES.map((service) => service.code) as [string, ...string[]];

/** A service by its code, or undefined. */
export const serviceByCode = (code: string): ShippingService | undefined =>
  SHIPPING_SERVICES.find((service) => service.code === code);

/** The option code of picking the order up at the shop's address (not a Correios service). */
export const PICKUP_SERVICE = 'retirada';
/** The default name of the pickup option. */
export const PICKUP_NAME = 'Retirar no local';

/** The package formats of the specification: 1 Caixa/Pacote, 2 Rolo/Prisma, 3 Envelope. */
export const PACKAGE_FORMATS = [
  { code: 1, name: 'Caixa/Pacote' },
  { code: 2, name: 'Rolo/Prisma' },
  { code: 3, name: 'Envelope' },
] as const;
/** A package format code of the specification. */
export type PackageFormat = (typeof PACKAGE_FORMATS)[number]['code'];
/** The format of a box, what a package of several items always is. */
export const BOX_FORMAT: PackageFormat = 1;

// The Correios contract API (CWS) numbers the object types otherwise: 1 envelope, 2 package, 3 roll. This is
// the one place that translates the specification's formats into them.
const CWS_OBJECT_TYPES: Record<PackageFormat, string> = { 1: '2', 2: '3', 3: '1' };

/** The CWS `tpObjeto` of a package format (Caixa/Pacote -> '2', Rolo/Prisma -> '3', Envelope -> '1'). */
export const cwsObjectType = (format: PackageFormat): string => CWS_OBJECT_TYPES[format];
