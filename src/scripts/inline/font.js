// Inline, right after the default font's @font-face rules (src/components/Head.astro; allowed by its hash in the
// CSP, see src/integrations/csp.ts). The first paint never waits for the web font: a browser fetches a
// face only for text that uses it, so until this browser has Montserrat in its cache the page's font is the
// metric-matched fallback alone (--font-montserrat without its first family), and Montserrat is not requested
// before the first paint. src/client/font-later.ts fetches it after the page has loaded and writes its family
// here, so the next pages use it from the cache.
(function () {
  var html = document.documentElement;
  var families = getComputedStyle(html).getPropertyValue('--font-montserrat').split(',');
  var cached = '';
  try {
    cached = localStorage.getItem('font-cached') || '';
  } catch (e) {
    // storage refused (private mode): the fallback, as on a first visit
  }
  if (families.length > 1 && families[0].trim() !== cached) {
    html.style.setProperty('--font-family', families.slice(1).join(','));
  }
})();
