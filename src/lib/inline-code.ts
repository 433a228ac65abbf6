/**
 * An inline script as it is written into the page: without its comment lines, indentation and blank lines (issue
 * 22: every byte of the HTML is on the way to the first paint, and these scripts are in every page). The CSP hash
 * is of this text (src/integrations/csp.ts), so both sides call this one function. Only whole-line `//` comments
 * are removed: the scripts keep each statement on its own line, so the line breaks stay.
 */
export function compactInline(code: string): string {
  return code
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('//'))
    .join('\n');
}
