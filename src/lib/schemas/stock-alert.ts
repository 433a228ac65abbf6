import { STOCK_ALERT_CONSENT } from '../shop/stock-alert-rules';
import { z } from '../zod';
import { requiredEmail } from './fields';
import { optionalIdField } from './id-field';
import { localeField } from './order';

export { STOCK_ALERT_CONSENT };
/** Answered (422 on `variant_id`) for an id that is not an id. */
export const STOCK_ALERT_VARIANT_ID = 'O campo Variação deve ser o id de uma variação.';

/**
 * POST /api/products/:id/alerts ("Avise-me quando chegar"): the e-mail to tell, the variant awaited (required for a
 * product with variants), the consent given (must be `true`) and the page's language (the e-mail is written in it).
 */
export const stockAlertSchema = z.object({
  email: requiredEmail('E-mail'),
  variant_id: optionalIdField(STOCK_ALERT_VARIANT_ID),
  consent: z.literal(true, { error: STOCK_ALERT_CONSENT }),
  locale: localeField(),
});
export type StockAlertInput = z.input<typeof stockAlertSchema>;
export type StockAlertData = z.output<typeof stockAlertSchema>;

/** What the admin sees of a product's alerts: how many wait, in all and per variant. */
export type StockAlertCounts = {
  waiting: number;
  variants: { variant_id: string; option_values: string[]; waiting: number }[];
};
