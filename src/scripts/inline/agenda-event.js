// Inline where it stands (allowed by its hash in the CSP, see src/integrations/csp.ts).
// Built at some moment: a visitor reading it after the event ends is told so (by their own clock).
(function () {
  var article = document.querySelector('.agenda-event[data-ends]');
  var notice = document.querySelector('[data-ended-notice]');
  if (article && notice && Number(article.getAttribute('data-ends')) <= Date.now()) notice.hidden = false;
})();
