// Browser helpers of the Pix "copia e cola" code shown on the checkout confirmation and on /conta/pedidos/{id}.

/** The QR's SVG (made by our server, never typed by anyone) as an image address: an <img> runs no script in it. */
export const svgImageSource = (svg: string): string => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/**
 * Copies a text to the clipboard: the Clipboard API where the page may use it, else a selected hidden textarea and
 * the older copy command. Answers whether it worked, so the screen says "copied" only when it is true.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch (error) {
    console.warn('[pix] the Clipboard API refused the copy; trying the copy command:', error);
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    return document.execCommand('copy');
  } finally {
    area.remove();
  }
}

/** A PNG in base64 (Mercado Pago's QR) as an image address, or null when the text is not plain base64. */
export const pngImageSource = (base64: string | null): string | null =>
  base64 && /^[A-Za-z0-9+/]+={0,2}$/.test(base64) ? `data:image/png;base64,${base64}` : null;
