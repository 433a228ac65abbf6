// Inline at the end of the body (src/components/PublicScript.astro; allowed by its hash in the CSP). The page's one
// script (an entry of src/client/entries, its address in data-src) is requested after the first contentful paint,
// so nothing but the HTML stands between the request and the first paint: once the browser reports that
// paint (Paint Timing), else at the frame after the first one, and at the latest after 3 s (a hidden tab). The same
// moment starts the cart's and the checkout's islands (`vitrine:painted`, awaited by cart-state.js). A page whose
// first paint is only a frame (/conta, an app drawing its screen) names in data-after the event that its content
// has drawn, and the script waits for that instead: requested earlier, it took the bandwidth and the connections
// the screen's own files and API calls were waiting for.
(function () {
  var src = document.currentScript.getAttribute('data-src');
  var after = document.currentScript.getAttribute('data-after');
  var started = false;
  var P = window.PerformanceObserver;
  function start() {
    if (started) return;
    started = true;
    window.vitrinePainted = true;
    dispatchEvent(new Event('vitrine:painted'));
    var script = document.createElement('script');
    script.type = 'module';
    script.src = src;
    document.head.appendChild(script);
  }
  if (after) {
    addEventListener(after, start);
  } else if (P && (P.supportedEntryTypes || []).indexOf('paint') >= 0) {
    new P(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length) observer.disconnect(), start();
    }).observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  setTimeout(start, 3000);
})();
