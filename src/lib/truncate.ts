// The named entities the rich text's sanitizer and editor write; numeric ones (&#39;, &#x2014;) are read as such.
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** A numeric or named entity as its character; one it does not know stays as written. */
function entity(match: string, name: string): string {
  if (name[0] !== '#') return NAMED[name.toLowerCase()] ?? match;
  const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : match;
}

/** Turns HTML into plain text: tags removed, entities decoded (in one pass: '&amp;lt;' is '&lt;'), whitespace collapsed. */
export function stripHtml(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<\/?(p|br|div|li|h[1-6]|blockquote|pre)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z]{2,8});/g, entity)
    .replace(/\s+/g, ' ')
    .trim();
}

/** The spec's truncate filter: strips HTML and cuts to `length` characters, ending with '...' when cut. */
export function truncate(html: string | null | undefined, length = 160): string {
  const text = stripHtml(html ?? '');
  if (text.length <= length) return text;
  const cut = text.slice(0, Math.max(0, length));
  // Prefer ending on a word boundary when one is near the end.
  const space = cut.lastIndexOf(' ');
  const body = space > length * 0.6 ? cut.slice(0, space) : cut;
  return `${body.trimEnd()}...`;
}
