import { isAllowedIframeSrc } from '../../../lib/embed';

const DROP = 'script, style, object, embed, form, link, meta, base, noscript, template';

/**
 * Editor HTML made safe to show in the preview (the server sanitizes it again on save): no scripts or other
 * active elements, no event handlers, no javascript: addresses, and only iframes from the allowed hosts.
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
      const value = attribute.value.trim().toLowerCase();
      if (name.startsWith('on') || ((name === 'href' || name === 'src') && /^(javascript|data|vbscript):/.test(value))) {
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
