import { googleFontHref } from '../lib/fonts';
import type { PublicSettings } from '../lib/schemas/settings';
import { fontName, isDefaultFont, themeVariables } from '../lib/theme';

/** Loads a Google Fonts family once (a <link> in the head), for the page or a preview; the default font is the site's own. */
export function loadFont(font: string): void {
  if (isDefaultFont(font)) return;
  const href = googleFontHref(font);
  if (document.querySelector(`link[rel="stylesheet"][href="${CSS.escape(href)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  document.head.append(link);
}

/** The page's font as its head's script set it (src/scripts/inline/font.js), read before the first theme is applied. */
let pageFont: string | null = null;

/**
 * Applies the settings' colours and font as CSS variables on the page, so the account frame shows the current
 * settings even before the static pages are rebuilt (and right after a save). The default font stays as the page's
 * head left it: the metric-matched fallback until this browser has Montserrat in its cache. Naming Montserrat here
 * fetched it (38 KB, at the highest priority) in the middle of the first screen's files, and drew the text that came
 * after it in another font than the text before.
 */
export function applyTheme(settings: Pick<PublicSettings, 'primary_color' | 'secondary_color' | 'font'> | null): void {
  const style = document.documentElement.style;
  pageFont ??= style.getPropertyValue('--font-family');
  const variables = themeVariables(settings);
  if (isDefaultFont(settings?.font) && pageFont) variables['--font-family'] = pageFont;
  for (const [name, value] of Object.entries(variables)) style.setProperty(name, value);
  loadFont(fontName(settings?.font));
}
