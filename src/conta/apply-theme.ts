import { googleFontHref } from '../lib/fonts';
import type { PublicSettings } from '../lib/schemas/settings';
import { DEFAULT_FONT, DEFAULT_PRIMARY, DEFAULT_SECONDARY, readableOn } from '../lib/theme';

const HEX = /^#[0-9a-f]{6}$/i;

/** Loads a Google Fonts family once (a <link> in the head), for the page or a preview. */
export function loadFont(font: string): void {
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
  const primary = settings && HEX.test(settings.primary_color) ? settings.primary_color : DEFAULT_PRIMARY;
  const secondary = settings && HEX.test(settings.secondary_color) ? settings.secondary_color : DEFAULT_SECONDARY;
  const font = (settings?.font ?? DEFAULT_FONT).replace(/[^\p{L}\p{N} ]/gu, '') || DEFAULT_FONT;
  const style = document.documentElement.style;
  style.setProperty('--primary', primary);
  style.setProperty('--secondary', secondary);
  style.setProperty('--on-primary', readableOn(primary));
  style.setProperty('--on-secondary', readableOn(secondary));
  style.setProperty('--font-family', `'${font}', system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif`);
  loadFont(font);
}
