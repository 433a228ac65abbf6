import { isAllowedIframeSrc } from '../../../lib/embed';
import { isImageSource, isLinkTarget } from '../../../lib/safe-url';

const DROP = 'script, style, object, embed, form, link, meta, base, noscript, template, svg, math';

// What an address attribute may hold, by the rules the server's sanitizer applies on save (src/lib/safe-url.ts).
const LINKS = ['href', 'xlink:href', 'action', 'formaction'];
const SOURCES = ['src', 'srcset', 'poster', 'background'];
const isSafeAddress = (name: string, value: string) =>
  LINKS.includes(name) ? isLinkTarget(value) : SOURCES.includes(name) ? isImageSource(value) : true;

/**
 * Editor HTML made safe to show in the preview (the server sanitizes it again on save): no scripts or other
 * active elements, no event handlers, only the link targets and image sources the site accepts, and only
 * iframes from the allowed hosts (checked before, so their https src stays).
 */
export function previewHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  doc.body.querySelectorAll(DROP).forEach((element) => element.remove());
  doc.body.querySelectorAll('iframe').forEach((frame) => {
    if (!isAllowedIframeSrc(frame.getAttribute('src') ?? '')) frame.remove();
  });
  doc.body.querySelectorAll('*').forEach((element) => {
    for (const attribute of [...element.attributes]) {
      const name = attribute.name.toLowerCase();
      const kept = element.localName === 'iframe' || isSafeAddress(name, attribute.value.trim());
      if (name.startsWith('on') || !kept) {
        element.removeAttribute(attribute.name);
      }
    }
  });
  return doc.body.innerHTML;
}

/** The allowed iframes of an embed code, for the preview. */
export const embedPreview = (code: string): string =>
  previewHtml(
    [...new DOMParser().parseFromString(code, 'text/html').querySelectorAll('iframe')].map((frame) => frame.outerHTML).join(''),
  );
