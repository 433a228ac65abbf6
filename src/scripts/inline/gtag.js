// Inline in the head when the settings name an analytics tag (src/components/Head.astro; allowed by its hash in
// the CSP, see src/integrations/csp.ts): Google's gtag set-up, with the tag's id in the script's data-gtag.
(function () {
  var id = document.currentScript.getAttribute('data-gtag');
  window.dataLayer = window.dataLayer || [];
  function gtag() {
    window.dataLayer.push(arguments);
  }
  window.gtag = gtag;
  gtag('js', new Date());
  gtag('config', id);
})();
