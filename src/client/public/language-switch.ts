// The header's language menu (src/components/LanguageSwitch.astro): marks the current language and switches on click.
import { pageLocale, switchLocale } from '../../stores/locale-choice';

export function setupLanguageSwitch(): void {
  const menu = document.getElementById('language-menu');
  const current = pageLocale().toUpperCase();
  const label = document.querySelector('.language-current');
  if (label) label.textContent = current;
  menu?.querySelectorAll<HTMLButtonElement>('.language-option').forEach((option) => {
    const code = option.dataset.code ?? '';
    if (code.toUpperCase() === current) option.setAttribute('aria-current', 'true');
    option.addEventListener('click', () => {
      const domains = (option.dataset.domains ?? '').split(',').filter(Boolean);
      switchLocale(code, domains, menu.dataset.siteOrigin);
    });
  });
}
