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

/**
 * Applies the settings' colours and font as CSS variables on the page, so the account frame shows the current
 * settings even before the static pages are rebuilt (and right after a save).
 */
export function applyTheme(settings: Pick<PublicSettings, 'primary_color' | 'secondary_color' | 'font'> | null): void {
  const style = document.documentElement.style;
  for (const [name, value] of Object.entries(themeVariables(settings))) style.setProperty(name, value);
  loadFont(fontName(settings?.font));
}
