import { getSql } from '../db/client';
import type { MethodHandler } from '../http/route';
import { requestRebuild } from './publish';

/**
 * Wraps a write handler of published data: after a successful answer (2xx) it asks for a rebuild with the
 * reason ('menus', 'settings'…). The rebuild request never fails the write (see requestRebuild).
 */
export function republishing(reason: string, handler: MethodHandler): MethodHandler {
  return async (request, context) => {
    const response = await handler(request, context);
    if (response.ok) await requestRebuild(getSql(), reason);
    return response;
  };
}
