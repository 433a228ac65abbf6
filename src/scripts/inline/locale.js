// Inline, before the page paints (src/components/LocaleScript.astro; allowed by its hash in the CSP, see
// src/integrations/csp.ts). Decides the visitor's language: a domain of the translations list, else the
// currentLocale cookie when the site offers it, else PT; the languages come in the script's data-languages.
(function () {
  var languages = JSON.parse(document.currentScript.getAttribute('data-languages'));
  var html = document.documentElement;
  var host = location.host.toLowerCase();
  var hostname = location.hostname.toLowerCase();
  var match = document.cookie.match(/(?:^|;\s*)currentLocale=([^;]*)/);
  var stored = match ? decodeURIComponent(match[1]).toUpperCase() : '';
  var byDomain = languages.find(function (l) {
    return l.domains.indexOf(host) >= 0 || l.domains.indexOf(hostname) >= 0;
  });
  var chosen =
    byDomain ||
    languages.find(function (l) {
      return l.code.toUpperCase() === stored;
    }) ||
    languages[0];
  html.dataset.locale = chosen.code;
  if (chosen.code.toUpperCase() !== 'PT') html.lang = chosen.code.toLowerCase();
  if (chosen.code.toUpperCase() !== 'PT' || chosen.custom) {
    // A placeholder value may itself be a label key (the site title): it is translated too.
    var fill = function (text, vars, labels) {
      return text.replace(/\{(\w+)\}/g, function (all, name) {
        return vars && name in vars ? String(labels[vars[name]] || vars[name]) : all;
      });
    };
    var apply = function (labels) {
      document.querySelectorAll('[data-t]').forEach(function (el) {
        var text = labels[el.getAttribute('data-t')];
        if (text) el.textContent = fill(text, el.dataset.tVars ? JSON.parse(el.dataset.tVars) : null, labels);
      });
      document.querySelectorAll('[data-t-label]').forEach(function (el) {
        var text = labels[el.getAttribute('data-t-label')];
        if (text) el.setAttribute('aria-label', text);
      });
    };
    window.__vitrineLabels = fetch('/i18n/' + encodeURIComponent(chosen.code) + '.json')
      .then(function (response) {
        if (!response.ok) throw new Error('HTTP ' + response.status);
        return response.json();
      })
      .catch(function (error) {
        console.error('[locale] labels of ' + chosen.code + ' could not be loaded', error);
        return null;
      });
    window.__vitrineLabels.then(function (labels) {
      if (!labels) return;
      if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', function () { apply(labels); });
      else apply(labels);
    });
  }
})();
