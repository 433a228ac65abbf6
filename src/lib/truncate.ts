/** Turns HTML into plain text: tags removed, common entities decoded, whitespace collapsed. */
export function stripHtml(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<\/?(p|br|div|li|h[1-6]|blockquote|pre)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
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
