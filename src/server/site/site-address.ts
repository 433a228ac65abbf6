import { serverEnv } from '../env';

/**
 * The site's configured public address (SITE_URL) without a trailing slash, or null when there is none. Links in
 * e-mails are built from it only, never from the host a request names.
 */
export function siteAddress(): string | null {
  return serverEnv().siteUrl?.replace(/\/+$/, '') ?? null;
}
