// Inline before the cart's and the checkout's islands (src/components/shop/CartView.astro, CheckoutView.astro;
// allowed by its hash in the CSP). Two things, before the first paint:
// 1. Marks <html data-cart="full"> when the `cart` cookie holds a line (the same line format as
//    src/lib/shop/cart.ts), so the page's HTML shows what the island will draw first: the empty cart's text for an
//    empty cart (the page's largest paint, in the HTML), else a loading line.
// 2. Holds the islands back until the first paint. Astro starts a `client:only` island as soon as its element is
//    parsed, so React DOM (65 KB) and the island's code were requested, and evaluated, before the page first
//    painted: the paint waited for them. Astro's `only` directive is wrapped here to wait for `vitrine:painted`,
//    which scripts.js sends once the browser reports the first contentful paint (else at the latest after 3 s).
(function () {
  var match = document.cookie.match(/(?:^|;\s*)cart=([^;]*)/);
  var value = '';
  try {
    value = match ? decodeURIComponent(match[1]) : '';
  } catch (e) {
    value = '';
  }
  var full = value.split('~').some(function (part) {
    return /^(\d+)(?:\.(\d+))?(?:@([1-9]\d{0,9}))?:([1-9]\d{0,2})$/.test(part.trim());
  });
  if (full) document.documentElement.dataset.cart = 'full';

  var astro = self.Astro || (self.Astro = {});
  var only;
  if (Object.getOwnPropertyDescriptor(astro, 'only')) return;
  Object.defineProperty(astro, 'only', {
    configurable: true,
    get: function () {
      return (
        only &&
        function (load, options, element) {
          return new Promise(function (resolve) {
            if (window.vitrinePainted) resolve();
            else addEventListener('vitrine:painted', resolve, { once: true });
          }).then(function () {
            return only(load, options, element);
          });
        }
      );
    },
    set: function (value) {
      only = value;
    },
  });
})();
