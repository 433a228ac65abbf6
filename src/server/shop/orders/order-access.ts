import type { PublicSettings } from '../../../lib/schemas/settings';
import type { SessionUser } from '../../auth/sessions';
import type { Db } from '../../db/client';
import type { FeatureKey } from '../../features/features';
import { featureManagers, managesFeature } from '../../http/section-access';
import { getPublicSettings } from '../../settings/settings';

/** Answered (403) to a super managing orders while the shop is off. */
export const ORDERS_CLOSED_TO_SUPER = 'A loja está desativada: só um administrador gerencia os pedidos enquanto isso.';

/** The section whose management rule the orders follow: the shop's. */
const ORDERS_FEATURE: FeatureKey = 'produtos';

/** Whether a user, with the settings already read, manages the orders: `orderManagers`' rule without the request. */
export const managesOrdersWith = (user: SessionUser, settings: PublicSettings | null): boolean =>
  managesFeature(user.role, settings, ORDERS_FEATURE);

/**
 * Whether a user manages every order: admin always, super while the shop (`produtos`) is on, as the account menu
 * offers "Pedidos" (the spec's feature rule); anyone else sees only their own orders.
 */
export async function managesOrders(db: Db, user: SessionUser): Promise<boolean> {
  if (user.role === 'admin') return true;
  if (user.role !== 'super') return false;
  return managesOrdersWith(user, await getPublicSettings(db));
}

/**
 * Access rule of the orders' management endpoints (status, summary, export, payments): the shop's management rule
 * (`featureManagers` of section-access.ts), its 403 naming the orders.
 */
export const orderManagers = (request: Request, closed = ORDERS_CLOSED_TO_SUPER): Promise<SessionUser> =>
  featureManagers(request, ORDERS_FEATURE, closed);
