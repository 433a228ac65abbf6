// Inline in the head of the pages of a site with tags that need consent (src/components/Head.astro; allowed by its
// hash in the CSP, see src/integrations/csp.ts). Writes the stored choice on <html data-consent> before the first
// paint: "ask" while there is none for this site's tags, which shows the banner (src/styles/consent.css) in the
// first paint, "accepted" or "rejected" otherwise. data-choices holds the consent cookie as each choice leaves it
// (consentChoiceCookies of src/lib/consent.ts). Nothing of a tag is loaded here: after the first paint, the public
// script loads the tags when the choice is "accepted" (src/client/public/consent.ts).
(function () {
  var choices = document.currentScript.getAttribute('data-choices').split(' ');
  var cookies = document.cookie.split(/; */);
  var stored = cookies.indexOf(choices[0]) >= 0 ? 'accepted' : cookies.indexOf(choices[1]) >= 0 ? 'rejected' : 'ask';
  document.documentElement.setAttribute('data-consent', stored);
})();
