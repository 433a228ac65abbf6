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
  try {
    var today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(now));
    var cell = document.querySelector('.agenda-day[data-day="' + today + '"]');
    if (cell) cell.classList.add('is-today');
  } catch (error) {
    console.error('[agenda] today could not be marked', error);
  }
})();
