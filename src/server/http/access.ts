import { MANAGER_ROLES, type Role } from '../../lib/roles';
import { getSessionUser, type SessionUser } from '../auth/sessions';
import { getSql } from '../db/client';
import { forbidden, unauthorized } from './http-error';

/** The token of an `Authorization: Token <token>` header, or null. */
export function readToken(request: Request): string | null {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Token\s+([A-Za-z0-9_-]{20,200})$/.exec(header.trim());
  return match ? match[1] : null;
}

/** The logged-in user of a request, or null when there is no valid session. */
export async function currentUser(request: Request): Promise<SessionUser | null> {
  const token = readToken(request);
  return token ? getSessionUser(getSql(), token) : null;
}

/** Access rule: anyone, logged in or not. */
export const anyone = async (request: Request): Promise<SessionUser | null> => currentUser(request);

/** Access rule: any logged-in user (401 otherwise). */
export async function authenticated(request: Request): Promise<SessionUser> {
  const user = await currentUser(request);
  if (!user) throw unauthorized();
  return user;
}

/** Access rule factory: logged in with one of the roles (401 without a session, 403 with another role). */
export function withRole(roles: readonly Role[]) {
  return async (request: Request): Promise<SessionUser> => {
    const user = await authenticated(request);
    if (!roles.includes(user.role)) throw forbidden();
    return user;
  };
}

/** Access rule: admin or super. */
export const managers = withRole(MANAGER_ROLES);
