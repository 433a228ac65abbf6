import type { Rate, ShopSettingsInput } from '../../src/lib/shop/shop-settings';
import { getSql } from '../../src/server/db/client';
import { saveShopSettings } from '../../src/server/shop/config/shop-settings';
import { rateRow } from '../../scripts/seed/shop-settings';
import { CORREIOS_LOGIN } from './correios-server';

/** The Correios credentials of the stand-in, as /conta/shop sends them. */
export const CORREIOS_FIELDS = {
  correios_user: CORREIOS_LOGIN.user,
  correios_access_code: CORREIOS_LOGIN.accessCode,
  correios_contract: CORREIOS_LOGIN.contract,
  correios_card: CORREIOS_LOGIN.card,
};

/** A rate row for some states (or a CEP range given in `overrides`): the seed's own factory. */
export const rate = rateRow;

/** A small table: PAC and SEDEX to SP and to RJ/MG, bands of 1, 5 and 30 kg. */
export const TEST_RATES: Rate[] = [
  rate('04510', ['SP'], 1000, 1500, 3),
  rate('04510', ['SP'], 5000, 2500, 4),
  rate('04510', ['SP'], 30_000, 6000, 5),
  rate('04014', ['SP'], 1000, 2500, 1),
  rate('04014', ['SP'], 5000, 4000, 1),
  rate('04014', ['SP'], 30_000, 9000, 2),
  rate('04510', ['RJ', 'MG'], 1000, 2200, 6),
  rate('04510', ['RJ', 'MG'], 30_000, 8000, 8),
];

/** A complete PUT /api/shop/settings body: origin in São Paulo, PAC and SEDEX on, the test table, nothing else. */
export function shopBody(overrides: Partial<ShopSettingsInput> = {}): ShopSettingsInput {
  return {
    origin_cep: '01310-100',
    packaging_weight_g: 200,
    handling_days: 0,
    provider: 'tabela',
    services: [
      { code: '04510', name: 'PAC', enabled: true, contract_code: null },
      { code: '04014', name: 'SEDEX', enabled: true, contract_code: null },
    ],
    pickup: { enabled: false, name: 'Retirar no local', address: null },
    free_shipping: { enabled: false, min_subtotal_cents: 0, services: [], states: [] },
    rates: TEST_RATES,
    ...overrides,
  };
}

/** Saves shop settings through the domain function (the same path as /conta/shop). */
export const seedShop = (overrides: Partial<ShopSettingsInput> = {}) => saveShopSettings(getSql(), shopBody(overrides));
