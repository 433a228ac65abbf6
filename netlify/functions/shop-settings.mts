import type { Config } from '@netlify/functions';
import { z } from '../../src/lib/zod';
import { getSql } from '../../src/server/db/client';
import { json } from '../../src/server/http/respond';
import { route } from '../../src/server/http/route';
import { featureManagers } from '../../src/server/http/section-access';
import { parseBody } from '../../src/server/http/validate';
import { getShopSettingsView, saveShopSettings } from '../../src/server/shop/config/shop-settings';

// The fields are validated by saveShopSettings (stored credentials decide what the Correios provider still needs).
const bodySchema = z.record(z.string(), z.unknown());

export default route({
  // Admin; super while the shop is on. The Correios credentials are never answered, only whether each one is stored.
  GET: async (request) => {
    await featureManagers(request, 'produtos');
    return json(await getShopSettingsView(getSql()));
  },
  // Admin; super while the shop is on. Every field, the rate table replaced; an empty credential keeps the stored one.
  PUT: async (request) => {
    await featureManagers(request, 'produtos');
    return json(await saveShopSettings(getSql(), await parseBody(request, bodySchema)));
  },
});

export const config: Config = { path: '/api/shop/settings' };
