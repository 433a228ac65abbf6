import type { Rate, ShopSettingsInput } from '../../src/lib/shop/shop-settings';
import type { Sql } from '../../src/server/db/client';
import { saveShopSettings } from '../../src/server/shop/config/shop-settings';

// Demo shipping from São Paulo by zones of distance; every one of the 27 states is in exactly one zone.
const ZONES: { states: string[]; pacBase: number; pacDays: number; sedexDays: number }[] = [
  { states: ['SP'], pacBase: 1890, pacDays: 3, sedexDays: 1 },
  { states: ['RJ', 'MG', 'ES', 'PR'], pacBase: 2290, pacDays: 5, sedexDays: 2 },
  { states: ['SC', 'RS', 'GO', 'DF', 'MS'], pacBase: 2690, pacDays: 7, sedexDays: 3 },
  { states: ['BA', 'SE', 'AL', 'PE', 'PB', 'RN', 'CE', 'PI', 'MA', 'MT', 'TO'], pacBase: 3190, pacDays: 10, sedexDays: 4 },
  { states: ['PA', 'AP', 'AM', 'RR', 'AC', 'RO'], pacBase: 3890, pacDays: 14, sedexDays: 6 },
];
// Weight bands (g) and how much a band costs against the 500 g band.
const BANDS: [number, number][] = [
  [500, 1],
  [1000, 1.15],
  [2000, 1.4],
  [5000, 2.1],
  [10_000, 3.2],
  [20_000, 5.5],
  [30_000, 7.8],
];

const tens = (cents: number) => Math.round(cents / 10) * 10;
/** A rate row to some states, or to a CEP range given in `overrides` (with `states: []`). */
export const rateRow = (service: string, states: string[], max_weight_g: number, price_cents: number, days: number, overrides: Partial<Rate> = {}): Rate => ({
  service,
  states,
  cep_start: null,
  cep_end: null,
  max_weight_g,
  price_cents,
  days,
  ...overrides,
});

/** The demo rate table: PAC and SEDEX to every state by zone and band, SEDEX 10 within the city of São Paulo. */
export function demoRates(): Rate[] {
  const byZone = ZONES.flatMap((zone) =>
    BANDS.flatMap(([weight, factor]) => [
      rateRow('04510', zone.states, weight, tens(zone.pacBase * factor), zone.pacDays),
      rateRow('04014', zone.states, weight, tens(zone.pacBase * factor * 1.6), zone.sedexDays),
    ]),
  );
  const capital = { cep_start: '01000000', cep_end: '05999999' };
  const sedex10 = [
    rateRow('04790', [], 1000, 3990, 1, capital),
    rateRow('04790', [], 5000, 5490, 1, capital),
    rateRow('04790', [], 10_000, 7990, 1, capital),
  ];
  return [...byZone, ...sedex10];
}

/** The demo organisation's Pix key: a CNPJ with valid check digits (as typed in /conta/shop, stored unmasked). */
export const DEMO_PIX_KEY = '12.345.678/0001-95';

/**
 * The demo shop: ships from Av. Paulista by the table, with pickup and free PAC in São Paulo from R$ 300,00; paid by
 * Pix / transferência (3 days) to the organisation's own key, so every order shows its BR Code and QR; its notices to
 * loja@vitrine.local.
 */
export const DEMO_SHOP: ShopSettingsInput = {
  origin_cep: '01310-100',
  packaging_weight_g: 200,
  handling_days: 1,
  provider: 'tabela',
  services: [
    { code: '04510', name: 'PAC', enabled: true, contract_code: null },
    { code: '04014', name: 'SEDEX', enabled: true, contract_code: null },
    { code: '04790', name: 'SEDEX 10', enabled: true, contract_code: null },
  ],
  pickup: { enabled: true, name: 'Retirar no local', address: 'Rua das Flores, 123 — Centro, São Paulo/SP (seg. a sex., 9h às 18h)' },
  free_shipping: { enabled: true, min_subtotal_cents: 30_000, services: ['04510'], states: ['SP'] },
  rates: demoRates(),
  payments: {
    pix_manual: {
      enabled: true,
      // The key, name and city give each order its BR Code and QR (GET /api/orders/:id/payment answers `pix`).
      pix_key: DEMO_PIX_KEY,
      receiver_name: 'Associação Vitrine Demo',
      receiver_city: 'São Paulo',
      instructions:
        'Pague com o código Pix deste pedido (chave CNPJ 12.345.678/0001-95, Associação Vitrine Demo) ou por transferência: Banco 001, agência 1234-5, conta 67890-1. Envie o comprovante para contato@vitrine.local com o número do pedido.',
      window_days: 3,
    },
  },
  notify_email: 'loja@vitrine.local',
};

/** Sets the demo shop's shipping up unless the shop has settings already. */
export async function seedShopSettings(sql: Sql): Promise<string> {
  const [found] = await sql`select 1 from shop_settings where id = 1`;
  if (found) return 'shop: shipping settings already there, left as they are';
  const saved = await saveShopSettings(sql, DEMO_SHOP);
  const states = new Set(saved.rates.flatMap((rate) => rate.states));
  return `shop: shipping by the table, ${saved.rates.length} rates covering ${states.size} states, pickup and free PAC in SP`;
}
