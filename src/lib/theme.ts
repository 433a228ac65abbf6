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

/** The font family the settings name (letters, digits and spaces only), or the default. */
export const fontName = (font: string | null | undefined): string => (font ?? '').replace(/[^\p{L}\p{N} ]/gu, '').trim() || DEFAULT_FONT;

/** True when the font is the default one, which the site serves itself (astro.config.mjs `fonts`). */
export const isDefaultFont = (font: string | null | undefined): boolean => fontName(font) === DEFAULT_FONT;

/** The CSS variable Astro's font API defines for the self-hosted default font (its family and metric-matched fallback). */
export const DEFAULT_FONT_VARIABLE = '--font-montserrat';

/**
 * The font-family value of a font: the self-hosted default through its variable, another font by name (loaded
 * from Google Fonts), then the system fonts.
 */
export function fontStack(font: string | null | undefined): string {
  const first = isDefaultFont(font) ? `var(${DEFAULT_FONT_VARIABLE}, '${DEFAULT_FONT}')` : `'${fontName(font)}'`;
  return `${first}, system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif`;
}

type ThemeSettings = Pick<PublicSettings, 'primary_color' | 'secondary_color' | 'font'> | null;

/** The theme's CSS custom properties (colours, their readable text colours, the font) from the settings. */
export function themeVariables(settings: ThemeSettings): Record<string, string> {
  const primary = settings && HEX.test(settings.primary_color) ? settings.primary_color : DEFAULT_PRIMARY;
  const secondary = settings && HEX.test(settings.secondary_color) ? settings.secondary_color : DEFAULT_SECONDARY;
  return {
    '--primary': primary,
    '--secondary': secondary,
    '--on-primary': readableOn(primary),
    '--on-secondary': readableOn(secondary),
    '--font-family': fontStack(settings?.font),
  };
}

/** The theme's CSS custom properties as an `html:root{…}` rule (more specific than the stylesheet defaults, whatever their order). */
export function themeCss(settings: ThemeSettings): string {
  const body = Object.entries(themeVariables(settings))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  return `html:root{${body}}`;
}
