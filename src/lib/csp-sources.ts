/** Outside hosts the Content-Security-Policy allows (src/integrations/csp.ts), named once. */

/** The fonts service (Google Fonts): its stylesheets and its font files, for a font other than the default. */
export const FONT_SERVICE = { styles: 'https://fonts.googleapis.com', files: 'https://fonts.gstatic.com' } as const;

/** The Google tag's hosts (Google's CSP guide for gtag): its entry of src/lib/consent.ts, on sites that set a tag. */
export const ANALYTICS = {
  scripts: 'https://*.googletagmanager.com',
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  images: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
} as const;

