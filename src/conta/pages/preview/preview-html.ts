import { allowedAttributes, DROPPED_WITH_CONTENT, keptElement, tagsOf, type RichMode } from '../../../lib/rich-html';

// The editor's preview applies the server's allowlist (src/lib/rich-html.ts) with the browser's own parser: what
// the preview shows is what a save keeps, so a pasted code runs nothing in /conta (no script, no event handler, no
// iframe `srcdoc`, no `javascript:` address). sanitize-html itself is not bundled: it brings its own HTML and CSS
// parsers to a screen that has the browser's.

const DROPPED: readonly string[] = DROPPED_WITH_CONTENT;

function attributesOfElement(element: Element): Record<string, string> {
  const out: Record<string, string> = {};
  for (const attribute of [...element.attributes]) out[attribute.name.toLowerCase()] = attribute.value;
  return out;
}

/** Cleans the children of `parent` in place, depth first. */
function cleanChildren(parent: ParentNode, mode: RichMode): void {
  for (const node of [...parent.childNodes]) {
    if (node.nodeType === 3) continue; // text
    if (node.nodeType !== 1) {
      node.parentNode?.removeChild(node); // comments, processing instructions
      continue;
    }
    const element = node as Element;
    const tag = element.localName.toLowerCase();
    if (DROPPED.includes(tag)) {
      element.remove(); // with what is inside
      continue;
    }
    cleanChildren(element, mode);
    if (!tagsOf(mode).includes(tag)) {
      // Not allowed: the element goes, its (already cleaned) content stays.
      element.replaceWith(...element.childNodes);
      continue;
    }
    const attributes = allowedAttributes(tag, attributesOfElement(element), mode);
    if (!keptElement(tag, attributes)) {
      element.remove();
      continue;
    }
    for (const attribute of [...element.attributes]) element.removeAttribute(attribute.name);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  }
}

/**
 * Editor HTML made safe to show in the preview by the rules the server applies on save: only rich-text elements,
 * their allowed attributes, the link targets and image sources the site accepts, and iframes from the allowed hosts.
 */
export function previewHtml(html: string, mode: RichMode = 'rich'): string {
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html');
  cleanChildren(doc.body, mode);
  return doc.body.innerHTML.trim();
}

/** An embed code as the server keeps it (its allowed iframes only), for the preview. */
export const embedPreview = (code: string): string => previewHtml(code, 'embed');
