import { $token } from '../../stores/session';

/**
 * Downloads the orders CSV of a filter (GET /api/orders/export.csv needs the session's token, so a plain link cannot
 * fetch it): the file is fetched with the token and saved under the name the server gives.
 */
export async function downloadOrdersCsv(query: string): Promise<boolean> {
  const response = await fetch(`/api/orders/export.csv${query ? `?${query}` : ''}`, {
    headers: { authorization: `Token ${$token.get()}` },
    cache: 'no-store',
  }).catch(() => null);
  if (!response?.ok) return false;
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'pedidos.csv';
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return true;
}
