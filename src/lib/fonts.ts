import { DEFAULT_FONT, fontName } from './theme';

/** Origins the Google Fonts stylesheet and font files come from (for preconnect). */
export const FONT_ORIGINS = ['https://fonts.googleapis.com', 'https://fonts.gstatic.com'] as const;

// Weights known to exist for the default font; other fonts load their regular style only, because the CSS2 API
// rejects the whole request when one asked-for weight does not exist (bold is then synthesized by the browser).
const KNOWN_WEIGHTS: Record<string, string> = { [DEFAULT_FONT]: '400;500;600;700' };

/** The Google Fonts CSS2 stylesheet address of a font family, with display=swap. */
export function googleFontHref(font: string | null | undefined): string {
  const name = fontName(font);
  const weights = KNOWN_WEIGHTS[name];
  const family = encodeURIComponent(name).replace(/%20/g, '+') + (weights ? `:wght@${weights}` : '');
  return `https://fonts.googleapis.com/css2?family=${family}&display=swap`;
}

/** The Google Fonts families the settings form offers (curated, Montserrat first as the default). */
export const FONT_FAMILIES: readonly string[] = [
  DEFAULT_FONT,
  'Roboto',
  'Open Sans',
  'Lato',
  'Poppins',
  'Raleway',
  'Nunito',
  'Source Sans 3',
  'Work Sans',
  'Inter',
  'Noto Sans',
  'PT Sans',
  'Ubuntu',
  'Oswald',
  'Josefin Sans',
  'Quicksand',
  'Rubik',
  'Mulish',
  'Barlow',
  'Fira Sans',
  'Merriweather',
  'Lora',
  'Playfair Display',
  'PT Serif',
  'Libre Baskerville',
  'Roboto Slab',
];
