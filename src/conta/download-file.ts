import { messageOf, NETWORK_ERROR } from '../lib/api-message';
import { $token } from '../stores/session';

/**
 * Downloads a file an endpoint answers to the session (the orders CSV, a copy of an account's data): a plain link
 * cannot send the session's token, so the file is fetched with it and saved under the name the server gives.
 * Answers null when saved, else the message to show (the server's, or the network's).
 */
export async function downloadFile(path: string, fallbackName: string): Promise<string | null> {
  const response = await fetch(path, { headers: { authorization: `Token ${$token.get()}` }, cache: 'no-store' }).catch(() => null);
  if (!response) return NETWORK_ERROR;
  if (!response.ok) return messageOf(await response.json().catch(() => null), `${response.status} ${response.statusText}`);
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return null;
}
