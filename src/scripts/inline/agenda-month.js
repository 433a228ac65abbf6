// Inline where it stands (allowed by its hash in the CSP, see src/integrations/csp.ts).
// The page was built at some moment: events already over by the visitor's clock leave the upcoming list, and
// today's cell is marked by the same clock (America/Sao_Paulo).
(function () {
  var now = Date.now();
  var list = document.querySelector('[data-upcoming]');
  if (list) {
    list.querySelectorAll('[data-ends]').forEach(function (item) {
      if (Number(item.getAttribute('data-ends')) <= now) item.remove();
    });
    var empty = document.querySelector('[data-upcoming-empty]');
    if (empty) empty.hidden = list.children.length > 0;
  }
  // São Paulo's date by its offset, UTC-03:00 all year (Brazil has kept no daylight saving time since 2019), not by
  // Intl.DateTimeFormat with a timeZone: a renderer's first such formatter loads the time zone data, 35-60 ms here
  // (140-244 ms at Lighthouse's 4x slower CPU), all before the first paint.
  var today = new Date(now - 3 * 3600 * 1000).toISOString().slice(0, 10);
  var cell = document.querySelector('.agenda-day[data-day="' + today + '"]');
  if (cell) cell.classList.add('is-today');
})();
