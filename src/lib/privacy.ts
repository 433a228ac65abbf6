import type { PublicSettings } from './schemas/settings';

/** The address of the site's privacy policy (its page chosen in the settings), or null while none is chosen. */
export function privacyPageHref(settings: Pick<PublicSettings, 'privacy_page'> | null | undefined): string | null {
  return settings?.privacy_page ? `/${settings.privacy_page}` : null;
}
