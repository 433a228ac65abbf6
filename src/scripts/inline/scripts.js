// Inline at the end of the body (src/components/PublicScript.astro; allowed by its hash in the CSP). The page's one
// script (src/client/public.ts, its address in data-src) is requested after the first paint, so nothing but the
// HTML stands between the request and the first paint (issue 22): at the frame after the first one, or after 1 s
// in a tab that draws no frames (hidden).
(function () {
  var src = document.currentScript && document.currentScript.getAttribute('data-src');
  var started = false;
  function start() {
    if (started || !src) return;
    started = true;
    var script = document.createElement('script');
    script.type = 'module';
    script.src = src;
    document.head.appendChild(script);
  }
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 1000);
})();
