// Where a buyer follows a parcel: one pure rule from a tracking code and, when the order knows it, the
// carrier that took it (Melhor Envio's `company.name`, kept in the order's shipping as `carrier`). Used by the
// "sent" e-mail, the order page and "Meus pedidos". Pure: no server or browser imports.

import { carrierOf } from './melhorenvio';
import { TRACKING_CODE } from './orders';

/** The site a tracking link opens: the carrier's own page, or Melhor Envio's public tracker. */
export type TrackingSite = 'correios' | 'jadlog' | 'melhorrastreio';

/** The name each site is shown with ("Acompanhar a entrega em {site}"). */
export const TRACKING_SITE_NAMES: Record<TrackingSite, string> = {
  correios: 'Correios',
  jadlog: 'Jadlog',
  melhorrastreio: 'Melhor Rastreio',
};

/** A carrier's name as a key: lower case, no accents, letters and digits only ("J&T Express" -> "jtexpress"). */
const carrierKey = (carrier: string): string =>
  carrier.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * Which site follows a code: the Correios for a Correios carrier or, carrier unknown, a code of the Correios' shape
 * (AA123456789BR); Jadlog's own page for Jadlog; Melhor Envio's public tracker (which follows every carrier it sells:
 * Loggi, J&T, Azul Cargo, LATAM Cargo, Buslog…) for any other carrier or code.
 */
export function trackingSite(code: string, carrier?: string | null): TrackingSite {
  const key = carrier ? carrierKey(carrier) : '';
  if (key.startsWith('correios') || (key === '' && TRACKING_CODE.test(code.trim().toUpperCase()))) return 'correios';
  if (key.startsWith('jadlog')) return 'jadlog';
  return 'melhorrastreio';
}

/** Any carrier's tracking code as the API keeps it (upper case, no spaces): 6 to 40 letters, digits and hyphens. */
export const ANY_TRACKING_CODE = /^[A-Z0-9-]{6,40}$/;
/** The 422 of a code of no carrier's shape. */
export const TRACKING_CODE_SHAPE = 'O campo Código de rastreio deve ter de 6 a 40 letras, números ou hífens.';
/** The 422 of a code that is not the Correios' shape on an order the Correios carry (or whose carrier is unknown). */
export const CORREIOS_CODE_SHAPE = 'O campo Código de rastreio deve ter o formato AA123456789BR.';

/**
 * Why an order cannot be sent with `code` (its Portuguese 422), or null: any code must have a carrier's shape; an order
 * carried by the Correios, or whose carrier is not known (every order before Melhor Envio), takes only the Correios'
 * (AA123456789BR), so a mistyped Correios code is refused rather than linked to the wrong site.
 */
export function trackingCodeError(code: string, carrier?: string | null): string | null {
  if (!ANY_TRACKING_CODE.test(code)) return TRACKING_CODE_SHAPE;
  const key = carrier ? carrierKey(carrier) : '';
  if ((key === '' || key.startsWith('correios')) && !TRACKING_CODE.test(code)) return CORREIOS_CODE_SHAPE;
  return null;
}

/** The page that follows `code` on its carrier's site (the code is also shown as text beside the link). */
export function trackingUrl(code: string, carrier?: string | null): string {
  const clean = code.trim().toUpperCase();
  const value = encodeURIComponent(clean);
  switch (trackingSite(clean, carrier)) {
    case 'correios':
      return `https://rastreamento.correios.com.br/app/index.php?objetos=${value}`;
    case 'jadlog':
      return `https://www.jadlog.com.br/jadlog/tracking?cte=${value}`;
    default:
      return `https://www.melhorrastreio.com.br/rastreio/${value}`;
  }
}

/** An order's tracking, as the screens and the e-mail show it: the code, its link and the site's name; null without a code. */
export type OrderTracking = { code: string; url: string; site: string };

/**
 * The tracking of an order (its code and the carrier of its shipping: `carrier`, as the orders list answers it, or
 * read from `shipping`, Melhor Envio's company or the Correios for their service codes), or null while it has no
 * code. An order whose carrier is not known is followed by its code's shape.
 */
export function orderTracking(order: {
  tracking_code: string | null;
  carrier?: string | null;
  shipping?: { service: string; carrier?: string | null } | null;
}): OrderTracking | null {
  const code = order.tracking_code?.trim();
  if (!code) return null;
  const carrier = order.carrier ?? (order.shipping ? carrierOf(order.shipping) : null);
  return { code, url: trackingUrl(code, carrier), site: TRACKING_SITE_NAMES[trackingSite(code, carrier)] };
}
