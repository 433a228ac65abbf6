import { canUseFeature } from '../../../lib/roles';
import type { SessionUser } from '../../auth/sessions';
import type { Db } from '../../db/client';
import { featureManagers } from '../../http/section-access';
import { getPublicSettings } from '../../settings/settings';

/** Answered (403) to a super managing orders while the shop is off. */
export const ORDERS_CLOSED_TO_SUPER = 'A loja está desativada: só um administrador gerencia os pedidos enquanto isso.';

/**
 * Whether a user manages every order: admin always, super while the shop (`produtos`) is on, as the account menu
 * offers "Pedidos" (the spec's feature rule); anyone else sees only their own orders.
 */
export async function managesOrders(db: Db, user: SessionUser): Promise<boolean> {
  if (user.role === 'admin') return true;
  if (user.role !== 'super') return false;
  const settings = await getPublicSettings(db);
  return canUseFeature(user.role, settings?.features.produtos);
}

/**
 * Access rule of the orders' management endpoints (status, summary, export, payments): the shop's management rule
 * (`featureManagers` of section-access.ts), its 403 naming the orders.
 */
export const orderManagers = (request: Request, closed = ORDERS_CLOSED_TO_SUPER): Promise<SessionUser> =>
  featureManagers(request, 'produtos', closed);
