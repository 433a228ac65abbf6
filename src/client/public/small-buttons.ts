// Two small buttons of the public pages.

/** A news item's "copy link" button (src/components/news/ShareButtons.astro). */
export function setupCopyLinks(): void {
  document.querySelectorAll<HTMLElement>('[data-copy-link]').forEach((button) => {
    button.addEventListener('click', () => {
      const url = location.href.split('#')[0];
      const status = document.querySelector('[data-copy-status]');
      const done = () => {
        if (status) status.textContent = button.getAttribute('data-done');
      };
      if (navigator.clipboard?.writeText) navigator.clipboard.writeText(url).then(done, () => window.prompt('', url));
      else window.prompt('', url);
    });
  });
}

/** The error page's "back" button (src/components/ErrorPage.astro): the previous page, or home in a fresh tab. */
export function setupBackButtons(): void {
  document.querySelectorAll<HTMLButtonElement>('[data-back]').forEach((button) => {
    button.addEventListener('click', () => {
      if (history.length > 1) history.back();
      else location.assign('/');
    });
  });
}
