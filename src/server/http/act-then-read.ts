import { json } from './respond';
import { idParam, type MethodHandler } from './route';

/**
 * The handler of an action on the resource `:id` (cancel an order, retry its payment, refund it): the access rule
 * names the caller, `act` does the work (reading the body itself, after the id is checked), and the answer is the
 * resource read again as that caller sees it, so a screen shows the action's result without a second request.
 */
export function actThenRead<Caller>(
  who: (request: Request) => Promise<Caller>,
  act: (id: string, caller: Caller, request: Request) => Promise<unknown>,
  read: (id: string, caller: Caller) => Promise<unknown>,
): MethodHandler {
  return async (request, context) => {
    const caller = await who(request);
    const id = idParam(context);
    await act(id, caller, request);
    return json(await read(id, caller));
  };
}
