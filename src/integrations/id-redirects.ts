import type { AstroIntegration } from 'astro';

/**
 * In `astro build`, adds the pre-rendered route /_redirects (src/integrations/id-redirects-route.ts): Netlify's
 * rules file in the published folder, with one permanent redirect per published page, due post, event and product
 * from /{id}, /noticias/{id}, /agenda/{id}, /loja/{id} to the slug's address (src/server/site/id-paths.ts). The
 * Netlify adapter appends its own rules to the same file. In dev those pages are rendered on request and answer the redirect
 * themselves, so the route is not added there.
 */
export function idRedirects(): AstroIntegration {
  return {
    name: 'vitrine:id-redirects',
    hooks: {
      'astro:config:setup': ({ command, injectRoute }) => {
        if (command !== 'build') return;
        injectRoute({ pattern: '/_redirects', entrypoint: new URL('./id-redirects-route.ts', import.meta.url), prerender: true });
      },
    },
  };
}
