import sanitizeHtml from 'sanitize-html';
import { isAllowedIframeSrc } from '../../lib/embed';
import { isImageSource, isLinkTarget } from '../../lib/safe-url';

const QUILL_CLASSES = [
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
];

const COLOR = [/^#[0-9a-f]{3,8}$/i, /^rgba?\(\s*[\d.\s,%]+\)$/i, /^[a-z]{3,20}$/i];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'blockquote', 'pre', 'code',
    'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ol', 'ul', 'li', 'sub', 'sup', 'a', 'img', 'span', 'iframe',
    // Tables (pasted or sent through the API) are kept: the public pages style and stack them (tables.css).
    'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    iframe: ['src', 'width', 'height', 'allowfullscreen', 'frameborder', 'title', 'allow', 'class', 'loading'],
    li: ['data-list', 'class'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    '*': ['class', 'style'],
  },
  allowedClasses: { '*': QUILL_CLASSES },
  allowedStyles: { '*': { color: COLOR, 'background-color': COLOR } },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'], iframe: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'object', 'embed', 'form'],
  exclusiveFilter: (frame) =>
    (frame.tag === 'iframe' && !isAllowedIframeSrc(frame.attribs.src ?? '')) ||
    (frame.tag === 'img' && !frame.attribs.src),
  transformTags: {
    a: (tagName, attribs) => {
      const out: Record<string, string> = {};
      const href = attribs.href?.trim() ?? '';
      if (isLinkTarget(href)) out.href = href;
      if (attribs.target === '_blank') {
        out.target = '_blank';
        out.rel = 'noopener noreferrer';
      }
      return { tagName, attribs: out };
    },
    // Every embedded frame waits until it nears the screen (whatever the pasted code said): a map or a video at the
    // bottom of the home page no longer runs its scripts while the page loads.
    iframe: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
    img: (tagName, attribs) => {
      const out: Record<string, string> = { ...attribs };
      if (!isImageSource((attribs.src ?? '').trim())) delete out.src;
      for (const size of ['width', 'height']) if (out[size] && !/^\d{1,5}$/.test(out[size])) delete out[size];
      return { tagName, attribs: out };
    },
  },
};

/** Cleans rich-text HTML against the editor's allowlist (tags, Quill classes, colours, safe links, iframe hosts). */
export function sanitizeRichHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Cleans a pasted embed code: only iframes from the allowed hosts survive; an empty string when none does. */
export function sanitizeEmbed(html: string): string {
  return sanitizeHtml(html, {
    ...OPTIONS,
    allowedTags: ['iframe'],
    allowedAttributes: { iframe: ['src', 'width', 'height', 'allowfullscreen', 'frameborder', 'title', 'allow', 'loading'] },
    allowedClasses: {},
  }).trim();
}
