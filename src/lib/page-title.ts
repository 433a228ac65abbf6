/**
 * A page's title as the browser tab, search engines and the news feed show it: its own title, then the site's
 * ("Agenda | Vitrine Demo"); either one alone when the other is empty.
 */
export const withSiteTitle = (title: string | null | undefined, siteTitle: string | null | undefined): string =>
  [title, siteTitle].filter(Boolean).join(' | ');
