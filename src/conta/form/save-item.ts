import { api, type ApiResult } from '../../client/api-client';
import { withLoadingBar } from '../../client/loading-bar';

/**
 * Saves an item of an admin list: `PUT /api/{resource}/{id}` when it has an id, else `POST /api/{resource}`,
 * with the loading bar. The API's error message is shown as a toast by `api`; field errors come back in the result.
 */
export function saveItem<T>(resource: string, id: string | undefined, body: unknown): Promise<ApiResult<T>> {
  return withLoadingBar(() => (id ? api<T>('PUT', `/api/${resource}/${id}`, { body }) : api<T>('POST', `/api/${resource}`, { body })));
}
