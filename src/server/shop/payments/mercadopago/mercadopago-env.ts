import { z } from '../../../../lib/zod';
import { readEnv } from '../../../env';

/** The real Mercado Pago API. */
export const DEFAULT_MERCADOPAGO_API_BASE = 'https://api.mercadopago.com';

const envSchema = z.object({
  MERCADOPAGO_API_BASE: z
    .url({ protocol: /^https?$/, error: 'MERCADOPAGO_API_BASE deve ser um endereço http(s), como https://api.mercadopago.com' })
    .transform((v) => v.replace(/\/+$/, ''))
    .default(DEFAULT_MERCADOPAGO_API_BASE),
});

/**
 * The Mercado Pago base address, read and validated at each call (tests point it at a local stand-in); a bad value
 * throws a message naming what to set. The access token is not here: it comes from the shop settings.
 */
export function mercadoPagoBase(): string {
  return readEnv(envSchema, 'do Mercado Pago').MERCADOPAGO_API_BASE;
}
