import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '../../../lib/shop/orders';
import type { Db } from '../../db/client';
import { MERCADOPAGO_SETTINGS } from '../../../lib/shop/shop-settings';
import { getMercadoPagoAccount } from '../payments/mercadopago-account';
import { getShopConfig } from '../shop-settings';

/** A payment method the checkout offers: its code, its name and what the customer is told to do. */
export type CheckoutPaymentMethod = { code: PaymentMethod; name: string; instructions: string | null };

/**
 * The methods the checkout offers, from /conta/shop: Pix / transferência while it is on, and Mercado Pago's Pix and
 * card (Checkout Pro) while each is on and the account's access token is stored.
 */
export async function checkoutPaymentMethods(db: Db): Promise<CheckoutPaymentMethod[]> {
  const { payments } = await getShopConfig(db);
  const methods: CheckoutPaymentMethod[] = [];
  if (payments.pix_manual.enabled) {
    methods.push({ code: 'pix_manual', name: PAYMENT_METHOD_LABELS.pix_manual, instructions: payments.pix_manual.instructions });
  }
  const { accessToken } = await getMercadoPagoAccount(db);
  for (const code of MERCADOPAGO_SETTINGS) {
    if (accessToken && payments[code].enabled) methods.push({ code, name: PAYMENT_METHOD_LABELS[code], instructions: null });
  }
  return methods;
}
