import sanitizeHtml from 'sanitize-html';
import {
  allowedAttributes,
  attributesOf,
  DROPPED_WITH_CONTENT,
  keptElement,
  QUILL_CLASSES,
  RICH_STYLES,
  tagsOf,
  type RichMode,
} from '../../lib/rich-html';

// The allowlist is src/lib/rich-html.ts, which the editor's preview applies too: sanitize-html parses and writes
// the HTML, and every element's attributes go through the same `allowedAttributes` as in the preview (its own
// filters below then check them once more against the same lists).
const options = (mode: RichMode): sanitizeHtml.IOptions => ({
  allowedTags: [...tagsOf(mode)],
  allowedAttributes: Object.fromEntries(Object.entries(attributesOf(mode)).map(([tag, names]) => [tag, [...names]])),
  allowedClasses: mode === 'embed' ? {} : { '*': [...QUILL_CLASSES] },
  allowedStyles: { '*': RICH_STYLES },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'], iframe: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [...DROPPED_WITH_CONTENT],
  exclusiveFilter: (frame) => tagsOf(mode).includes(frame.tag) && !keptElement(frame.tag, frame.attribs),
  transformTags: { '*': (tagName, attribs) => ({ tagName, attribs: allowedAttributes(tagName, attribs, mode) }) },
});

const RICH = options('rich');
const EMBED = options('embed');

/** Cleans rich-text HTML against the editor's allowlist (tags, Quill classes, colours, safe links, iframe hosts). */
export function sanitizeRichHtml(html: string): string {
  return sanitizeHtml(html, RICH).trim();
}

/** Cleans a pasted embed code: only iframes from the allowed hosts survive; an empty string when none does. */
export function sanitizeEmbed(html: string): string {
  return sanitizeHtml(html, EMBED).trim();
}
