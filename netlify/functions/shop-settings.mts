import type { Config } from '@netlify/functions';
import { z } from '../../src/lib/zod';
import { getSql } from '../../src/server/db/client';
import { managers } from '../../src/server/http/access';
import { json } from '../../src/server/http/respond';
import { route } from '../../src/server/http/route';
import { parseBody } from '../../src/server/http/validate';
import { getShopSettingsView, saveShopSettings } from '../../src/server/shop/shop-settings';

// The fields are validated by saveShopSettings (stored credentials decide what the Correios provider still needs).
const bodySchema = z.record(z.string(), z.unknown());

export default route({
  // Admin and super; the Correios credentials are never answered, only whether each one is stored.
  GET: async (request) => {
    await managers(request);
    return json(await getShopSettingsView(getSql()));
  },
  // Admin and super; every field, the rate table replaced; an empty credential keeps the stored one.
  PUT: async (request) => {
    await managers(request);
    return json(await saveShopSettings(getSql(), await parseBody(request, bodySchema)));
  },
});

export const config: Config = { path: '/api/shop/settings' };
