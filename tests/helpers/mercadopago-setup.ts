import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { startMercadoPagoServer, type MercadoPagoServer } from './mercadopago-server';

// Apart from mercadopago-server.ts, which the browser tests and the bench import without vitest.

/**
 * The hooks of a Mercado Pago client test file: the stand-in started once and reset before each test, with
 * MERCADOPAGO_API_BASE pointing at it, and console.error collected (to check what is logged, and that no token is).
 */
export function useMercadoPagoStandIn() {
  let mp: MercadoPagoServer;
  let logged: string[] = [];
  beforeAll(async () => {
    mp = await startMercadoPagoServer();
  });
  afterAll(async () => {
    delete process.env.MERCADOPAGO_API_BASE;
    await mp.close();
  });
  beforeEach(() => {
    mp.reset();
    process.env.MERCADOPAGO_API_BASE = mp.url;
    logged = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' ')));
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  return { mp: () => mp, logged: () => logged };
}
