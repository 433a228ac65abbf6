// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"disableCSSFileLoading": true, "handleDisabledFileLoadingAsSuccess": true}}
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The account frame's theme (src/conta/apply-theme.ts): the settings' colours and font as CSS variables, the default
// font left as the page's head chose it.

const FALLBACK = "'Montserrat Fallback', system-ui, sans-serif";
const settings = (font: string) => ({ primary_color: '#123456', secondary_color: '#654321', font });

async function fresh() {
  vi.resetModules();
  return import('../../src/conta/apply-theme');
}

describe('the account frame theme', () => {
  beforeEach(() => {
    document.documentElement.removeAttribute('style');
    document.head.innerHTML = '';
  });

  it("keeps the fallback the page's head chose while Montserrat is not cached, and applies the colours", async () => {
    document.documentElement.style.setProperty('--font-family', FALLBACK);
    const { applyTheme } = await fresh();
    applyTheme(settings('Montserrat'));
    expect(document.documentElement.style.getPropertyValue('--font-family')).toBe(FALLBACK);
    expect(document.documentElement.style.getPropertyValue('--primary')).toBe('#123456');
  });

  it('names Montserrat when the head left the font alone (it is cached)', async () => {
    const { applyTheme } = await fresh();
    applyTheme(settings('Montserrat'));
    expect(document.documentElement.style.getPropertyValue('--font-family')).toContain('Montserrat');
  });

  it('switches to another chosen font and back to the fallback', async () => {
    document.documentElement.style.setProperty('--font-family', FALLBACK);
    const { applyTheme } = await fresh();
    applyTheme(settings('Lora'));
    expect(document.documentElement.style.getPropertyValue('--font-family')).toMatch(/^'Lora'/);
    expect(document.head.querySelector('link[rel="stylesheet"]')?.getAttribute('href')).toContain('Lora');
    applyTheme(settings('Montserrat'));
    expect(document.documentElement.style.getPropertyValue('--font-family')).toBe(FALLBACK);
  });
});
