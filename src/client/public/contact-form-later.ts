// The footer's contact form (src/components/ContactForm.astro): its code (the binder, the rules, the API call, the
// toast) is fetched only when the form comes near the screen or takes the focus, so no page pays for it at start.
// Until then its button is disabled (the HTML says so), so nothing can be sent unchecked; what was typed before
// counts (bindLightForm).
export function bindContactFormsLater(): void {
  document.querySelectorAll<HTMLFormElement>('form[data-contact-form]').forEach((form) => {
    let bound = false;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && bind(), { rootMargin: '400px' });
    function bind() {
      if (bound) return;
      bound = true;
      observer.disconnect();
      void import('../contact-form').then(({ bindContactForm }) => bindContactForm(form));
    }
    observer.observe(form);
    form.addEventListener('focusin', bind, { once: true });
    // Focused before this script ran (the page's one script starts after the first paint).
    if (form.contains(document.activeElement)) bind();
  });
}
