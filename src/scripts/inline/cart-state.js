// Inline before the cart's and the checkout's islands (src/components/shop/CartView.astro, CheckoutView.astro;
// allowed by its hash in the CSP). Before the first paint, marks <html data-cart="full"> when the `cart` cookie holds
// a line (the same line format as src/lib/shop/cart.ts), so the page's HTML shows what the island will draw first:
// the empty cart's text for an empty cart (the page's largest paint, now in the HTML: issue 22), else a loading line.
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
})();
