/**
 * The "Avise-me quando chegar" form's rules without zod, for the product page's light script: the same checks and
 * Portuguese messages as stockAlertSchema (src/lib/schemas/stock-alert.ts), which the API still applies
 * (tests/unit/stock-alert-rules.test.ts pins the two together).
 */
import { requiredEmail } from '../form-rules';

/** Answered (422 on `consent`) when the visitor did not tick the consent box. */
export const STOCK_ALERT_CONSENT = 'Marque a concordância para receber o aviso por e-mail.';

/** Every field's first error (empty when the form may be sent). */
export function stockAlertErrors(email: string, consent: boolean): Partial<Record<'email' | 'consent', string>> {
  const errors: Partial<Record<'email' | 'consent', string>> = {};
  const bad = requiredEmail('E-mail', email);
  if (bad) errors.email = bad;
  if (!consent) errors.consent = STOCK_ALERT_CONSENT;
  return errors;
}
