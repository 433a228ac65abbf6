import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '../../../lib/shop/orders';
import type { Db } from '../../db/client';
import { MERCADOPAGO_SETTINGS } from '../../../lib/shop/shop-settings';
import { getShopConfig, type ShopConfig } from '../config/shop-settings';

/** A payment method the checkout offers: its code, its name and what the customer is told to do. */
export type CheckoutPaymentMethod = { code: PaymentMethod; name: string; instructions: string | null };

/**
 * The methods the checkout offers, from /conta/shop: Pix / transferência while it is on, and Mercado Pago's Pix and
 * card (Checkout Pro) while each is on and the account's access token is stored. One read of the settings (none when
 * an order passes those it has read, `known`).
 */
export async function checkoutPaymentMethods(db: Db, known?: ShopConfig): Promise<CheckoutPaymentMethod[]> {
  const { payments, mercadoPago: account } = known ?? (await getShopConfig(db));
  const methods: CheckoutPaymentMethod[] = [];
  if (payments.pix_manual.enabled) {
    methods.push({ code: 'pix_manual', name: PAYMENT_METHOD_LABELS.pix_manual, instructions: payments.pix_manual.instructions });
  }
  const mercadoPago = MERCADOPAGO_SETTINGS.filter((code) => payments[code].enabled);
  if (mercadoPago.length === 0 || !account.accessToken) return methods;
  for (const code of mercadoPago) methods.push({ code, name: PAYMENT_METHOD_LABELS[code], instructions: null });
  return methods;
}
