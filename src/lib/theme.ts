import type { PublicSettings } from './schemas/settings';

/** Default theme colours (spec section 9): dark brown and coral. */
export const DEFAULT_PRIMARY = '#4a2c2a';
/** Default secondary colour. */
export const DEFAULT_SECONDARY = '#f08a76';
/** Default font (spec section 9). */
export const DEFAULT_FONT = 'Montserrat';

const HEX = /^#[0-9a-f]{6}$/i;

/** Relative luminance of a #rrggbb colour (WCAG formula). */
export function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The text colour that reads best on a background: white on dark colours, near-black on light ones. */
export const readableOn = (hex: string): string => (luminance(hex) > 0.35 ? '#1f1414' : '#ffffff');

/** The CSS custom properties of the site's colours and font, as an `html:root{…}` rule (more specific than the stylesheet defaults, whatever their order). */
export function themeCss(settings: Pick<PublicSettings, 'primary_color' | 'secondary_color' | 'font'> | null): string {
  const primary = settings && HEX.test(settings.primary_color) ? settings.primary_color : DEFAULT_PRIMARY;
  const secondary = settings && HEX.test(settings.secondary_color) ? settings.secondary_color : DEFAULT_SECONDARY;
  // The settings schema allows only letters, digits and spaces in a font name; strip anything else anyway.
  const font = (settings?.font ?? DEFAULT_FONT).replace(/[^\p{L}\p{N} ]/gu, '') || DEFAULT_FONT;
  return (
    `html:root{--primary:${primary};--secondary:${secondary};` +
    `--on-primary:${readableOn(primary)};--on-secondary:${readableOn(secondary)};` +
    `--font-family:'${font}',system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif}`
  );
}
