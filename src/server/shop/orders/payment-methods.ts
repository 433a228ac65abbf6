import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '../../../lib/shop/orders';
import type { Db } from '../../db/client';
import { getShopConfig } from '../shop-settings';

/** A payment method the checkout offers: its code, its name and what the customer is told to do. */
export type CheckoutPaymentMethod = { code: PaymentMethod; name: string; instructions: string | null };

/**
 * The methods the checkout offers, from /conta/shop: until payments through a provider exist (issue 14), the
 * offline Pix / transferência while it is on.
 */
export async function checkoutPaymentMethods(db: Db): Promise<CheckoutPaymentMethod[]> {
  const { payments } = await getShopConfig(db);
  const methods: CheckoutPaymentMethod[] = [];
  if (payments.pix_manual.enabled) {
    methods.push({ code: 'pix_manual', name: PAYMENT_METHOD_LABELS.pix_manual, instructions: payments.pix_manual.instructions });
  }
  return methods;
}
