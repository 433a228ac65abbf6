/** Escapes text for an XML element or attribute (the five predefined entities; control characters dropped). */
export function escapeXml(text: string): string {
  return text
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** An absolute address on the site: `path` resolved against the site's origin (SITE_URL / Astro.site). */
export const absoluteUrl = (origin: URL | string, path: string): string => new URL(path, origin).href;
