import type { z } from '../zod';
import { isMunicipalityOf } from '../br-municipalities';
import { isStateCode } from '../br-places';
import { registerSchema } from './account';
import { addressSchema, CITY_NOT_IN_STATE } from './address';
import { createOrderSchema } from './order';

// The municipality rule needs the whole IBGE list, so it lives apart from the form schemas (which the browser
// bundles); the forms offer only the municipalities of the chosen state, and the API checks them here.

/** Adds 'city is not a municipality of the state' to an object with `state` and `city`. */
export function checkCity(value: { state?: unknown; city?: unknown }, ctx: z.RefinementCtx, at: string[] = []): void {
  const { state, city } = value;
  if (typeof state !== 'string' || typeof city !== 'string' || !city || !isStateCode(state)) return;
  if (!isMunicipalityOf(state, city)) ctx.addIssue({ code: 'custom', path: [...at, 'city'], message: CITY_NOT_IN_STATE });
}

/** The address body as the API validates it: the form schema plus the municipality rule. */
export const addressBodySchema = addressSchema.superRefine(checkCity);
/** The registration body as the API validates it: the form schema plus the municipality rule. */
export const registerBodySchema = registerSchema.superRefine(checkCity);
/** The order body as the API validates it: a new delivery address also meets the municipality rule. */
export const createOrderBodySchema = createOrderSchema.superRefine((input, ctx) => {
  if (input.address) checkCity(input.address, ctx, ['address']);
});
