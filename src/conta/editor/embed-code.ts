import { isAllowedIframeSrc } from '../../lib/embed';

/** The src of the first iframe of a pasted embed code when it is https on an allowed host; null otherwise. */
export function embedSource(code: string): string | null {
  const doc = new DOMParser().parseFromString(code, 'text/html');
  const src = doc.querySelector('iframe')?.getAttribute('src')?.trim() ?? '';
  return src && isAllowedIframeSrc(src) ? src : null;
}
