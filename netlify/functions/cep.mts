import type { Config } from '@netlify/functions';
import { postalCodeField } from '../../src/lib/shop/cep-regions';
import { z } from '../../src/lib/zod';
import { getSql } from '../../src/server/db/client';
import { clientIp, takeSlots } from '../../src/server/http/rate-limit';
import { json } from '../../src/server/http/respond';
import { route } from '../../src/server/http/route';
import { parseWith } from '../../src/server/http/validate';
import { CEP_RULE, lookupCep } from '../../src/server/shop/shipping/cep';

const paramsSchema = z.object({ cep: postalCodeField() });

export default route({
  // Public: the address of a CEP for address forms (422 bad CEP, 404 unknown, 502 when the lookup service fails);
  // rate-limited per address, since a lookup may call the CEP service.
  GET: async (request, context) => {
    const { cep } = parseWith(paramsSchema, { cep: context.params?.cep ?? '' });
    await takeSlots(getSql(), [{ rule: CEP_RULE, key: clientIp(request, context) }]);
    return json(await lookupCep(getSql(), cep), 200, { 'cache-control': 'public, max-age=86400' });
  },
});

export const config: Config = { path: '/api/cep/:cep' };
