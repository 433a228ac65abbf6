// The consent banner and the footer's "Cookies" button (src/components/ConsentBanner.astro, Footer.astro), on sites
// with tags that need consent. Only what each page of such a site needs is here: the tags load when the stored
// choice is "Aceitar" (<html data-consent>, written by the head's consent script), and a click on the banner or on
// "Cookies" fetches the rest, which most page views never need (src/client/consent-choice.ts).
export function setupConsent(): void {
  const banner = document.querySelector<HTMLElement>('[data-consent-settings]');
  if (!banner) return;
  const choice = () => import('../consent-choice');
  if (document.documentElement.dataset.consent === 'accepted') void choice().then((module) => module.loadTags(banner));
  document.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('[data-consent-open], .consent-banner button');
    if (button) void choice().then((module) => module.answer(banner, button));
  });
}
