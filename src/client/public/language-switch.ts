// The header's language menu (src/components/LanguageSwitch.astro): marks the current language and switches on click.
import { $locale, chooseLocale } from '../../stores/locale';

export function setupLanguageSwitch(): void {
  const menu = document.getElementById('language-menu');
  const label = document.querySelector('.language-current');
  if (label) label.textContent = $locale.get().toUpperCase();
  menu?.querySelectorAll<HTMLButtonElement>('.language-option').forEach((option) => {
    const code = option.dataset.code ?? '';
    if (code.toUpperCase() === $locale.get().toUpperCase()) option.setAttribute('aria-current', 'true');
    option.addEventListener('click', () => {
      const domains = (option.dataset.domains ?? '').split(',').filter(Boolean);
      chooseLocale(code, domains, menu.dataset.siteOrigin);
    });
  });
}
