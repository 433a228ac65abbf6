/** Hosts whose https iframes an embed or a video may use (the host itself or any subdomain). */
export const IFRAME_HOSTS = [
  'youtube.com',
  'youtube-nocookie.com',
  'vimeo.com',
  'google.com',
  'soundcloud.com',
  'spotify.com',
  'instagram.com',
  'facebook.com',
] as const;

/** Whether an iframe src is an https address on an allowed host (google.com only for its /maps pages). */
export function isAllowedIframeSrc(src: string): boolean {
  let url: URL;
  try {
    url = new URL(src.trim());
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return false;
  const host = url.hostname.toLowerCase();
  const match = IFRAME_HOSTS.find((allowed) => host === allowed || host.endsWith(`.${allowed}`));
  if (!match) return false;
  return match !== 'google.com' || host === 'maps.google.com' || url.pathname.startsWith('/maps');
}
