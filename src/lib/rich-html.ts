import { isAllowedIframeSrc } from './embed';
import { isImageSource, isLinkTarget } from './safe-url';

// The allowlist of rich text, as data and pure functions over one element's attributes: the server's sanitizer
// (src/server/content/sanitize-html.ts, sanitize-html over these lists) and the editor's preview
// (src/conta/pages/preview/preview-html.ts, the browser's DOMParser) apply the same rules, so the preview never
// runs what a save would drop. No DOM and no package here: the browser bundles it as it is.

/** Quill's classes kept on any element (`*` ends a prefix). */
export const QUILL_CLASSES = [
  'ql-align-center',
  'ql-align-right',
  'ql-align-justify',
  'ql-size-small',
  'ql-size-large',
  'ql-size-huge',
  'ql-font-serif',
  'ql-font-monospace',
  'ql-direction-rtl',
  'ql-indent-*',
  'ql-video',
] as const;

/** A colour a `color` or `background-color` style may have. */
export const COLOR = [/^#[0-9a-f]{3,8}$/i, /^rgba?\(\s*[\d.\s,%]+\)$/i, /^[a-z]{3,20}$/i];

/** The styles kept, each with the values it may take. */
export const RICH_STYLES: Record<string, RegExp[]> = { color: COLOR, 'background-color': COLOR };

/** Elements of rich text; any other is dropped, its text and allowed children kept. */
export const RICH_TAGS = [
  'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'blockquote', 'pre', 'code',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ol', 'ul', 'li', 'sub', 'sup', 'a', 'img', 'span', 'iframe',
  // Tables (pasted or sent through the API) are kept: the public pages style and stack them (tables.css).
  'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
] as const;

/** Elements dropped with everything inside them (their text is code, styles or form data, not content). */
export const DROPPED_WITH_CONTENT = ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'object', 'embed', 'form'] as const;

/** The attributes each element may keep (`*`: any element), beside those a rule below adds. */
export const RICH_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height'],
  iframe: ['src', 'width', 'height', 'allowfullscreen', 'frameborder', 'title', 'allow', 'class', 'loading'],
  li: ['data-list', 'class'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
  '*': ['class', 'style'],
};

/** An embed code keeps only iframes, with these attributes (no class, no style). */
export const EMBED_ATTRIBUTES: Record<string, readonly string[]> = {
  iframe: ['src', 'width', 'height', 'allowfullscreen', 'frameborder', 'title', 'allow', 'loading'],
};

/** Which rules: rich text (the editor's HTML) or an embed code (iframes only). */
export type RichMode = 'rich' | 'embed';

/** The elements kept in a mode. */
export const tagsOf = (mode: RichMode): readonly string[] => (mode === 'embed' ? ['iframe'] : RICH_TAGS);
/** The attributes kept in a mode, by element. */
export const attributesOf = (mode: RichMode): Record<string, readonly string[]> => (mode === 'embed' ? EMBED_ATTRIBUTES : RICH_ATTRIBUTES);

const allowedClass = (name: string): boolean =>
  QUILL_CLASSES.some((allowed) => (allowed.endsWith('*') ? name.startsWith(allowed.slice(0, -1)) : name === allowed));

/** The allowed declarations of a style attribute (`color:#f00;background-color:red`), or '' when none is. */
export function allowedStyle(style: string): string {
  const kept: string[] = [];
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    if (RICH_STYLES[property]?.some((pattern) => pattern.test(value))) kept.push(`${property}:${value}`);
  }
  return kept.join(';');
}

/**
 * The attributes an element keeps, in the order given: only the names its element (or any element) may have; a link's
 * `href` only when a safe link target, `rel="noopener noreferrer"` with `target="_blank"`; an image's `src` only when
 * a safe image source, its sizes only in digits; every iframe `loading="lazy"` (a frame waits until it nears the
 * screen, whatever the pasted code said); Quill's classes and the colour styles only (a link keeps neither). Event
 * handlers, `srcdoc`,
 * `javascript:` and `data:` addresses are never among them.
 */
export function allowedAttributes(tag: string, attributes: Record<string, string>, mode: RichMode = 'rich'): Record<string, string> {
  const names = attributesOf(mode);
  const allowed = new Set([...(names[tag] ?? []), ...(names['*'] ?? [])]);
  const out: Record<string, string> = {};
  for (const [rawName, value] of Object.entries(attributes)) {
    const name = rawName.toLowerCase();
    if (!allowed.has(name) || (tag === 'a' && (name === 'class' || name === 'style'))) continue;
    if (name === 'class') {
      const classes = value.split(/\s+/).filter((one) => one && allowedClass(one));
      if (classes.length) out.class = classes.join(' ');
    } else if (name === 'style') {
      const style = allowedStyle(value);
      if (style) out.style = style;
    } else if (tag === 'a' && name === 'href') {
      if (isLinkTarget(value.trim())) out.href = value.trim();
    } else if (tag === 'a' && (name === 'target' || name === 'rel')) {
      continue;
    } else if (tag === 'img' && name === 'src') {
      if (isImageSource(value.trim())) out.src = value.trim();
    } else if (tag === 'img' && (name === 'width' || name === 'height')) {
      if (/^\d{1,5}$/.test(value)) out[name] = value;
    } else if (tag === 'iframe' && name === 'src') {
      if (isAllowedIframeSrc(value)) out.src = value;
    } else if (tag === 'iframe' && name === 'loading') {
      continue;
    } else {
      out[name] = value;
    }
  }
  if (tag === 'a' && attributes.target === '_blank') {
    out.target = '_blank';
    out.rel = 'noopener noreferrer';
  }
  if (tag === 'iframe') out.loading = 'lazy';
  return out;
}

/** Whether an element stays once its attributes are filtered: an iframe needs its allowed src, an image its src. */
export const keptElement = (tag: string, attributes: Record<string, string>): boolean =>
  (tag !== 'iframe' && tag !== 'img') || !!attributes.src;
