// Which addresses the product accepts, in one place for the browser and the server: stored fields (covers, logos,
// menus, block links, social links), the rich-text sanitizer, the editor preview and the post-login return.
// Each rule says what is allowed; everything else (javascript:, data:, vbscript:, //host, /\host…) is refused.

// Whitespace and control characters anywhere (a browser drops tabs and newlines inside an address, so `/\t/host`
// is `//host`), the backslash (`/\host` is `//host` too) and the characters that would only serve to leave an
// HTML attribute. A real address writes them percent-encoded.
const UNSAFE_CHARS = /[\s\u0000-\u001f\u007f-\u009f<>"'`\\]/;

/**
 * Whether a text is a path of this site: `/` and anything but a second `/` (`//host` is another site). Also the
 * rule of the post-login return path ("an internal path; external URLs are ignored").
 */
export const isSitePath = (value: string): boolean =>
  value.startsWith('/') && value[1] !== '/' && !UNSAFE_CHARS.test(value);

/** Whether a text is an absolute http(s) address with a host and no user name or password (`https://a@b` deceives). */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\/[^/]/i.test(value) || UNSAFE_CHARS.test(value)) return false;
  try {
    const url = new URL(value);
    return url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/** Whether a text may be where a menu, a feature or a library item leads: a site path or an http(s) address. */
export const isWebAddress = (value: string): boolean => isSitePath(value) || isHttpUrl(value);

/** Whether a text may be an image's source: a web address (uploads are served at /api/files/…); never data:. */
export const isImageSource: (value: string) => boolean = isWebAddress;

// mailto: needs an address; tel: takes digits and the visual separators people type (+, space, parentheses, - and .).
const isMailto = (value: string) => /^mailto:./i.test(value) && !UNSAFE_CHARS.test(value);
const isTel = (value: string) => /^tel:\+?[\d ().-]+$/i.test(value) && /\d/.test(value);
const isAnchor = (value: string) => /^#[\w-]*$/.test(value);

/** Whether a text may be a link's target in content: a site path, http(s), mailto:, tel: or an anchor of the page. */
export const isLinkTarget = (value: string): boolean =>
  isWebAddress(value) || isMailto(value) || isTel(value) || isAnchor(value);
