import type { AstroIntegration } from 'astro';

/**
 * In `astro dev`, renders the given page files on each request instead of through their cached
 * getStaticPaths() (docs/ARCHITECTURE.md, known pitfalls); `astro build` still pre-renders them. A page listed
 * here must answer every path its pattern matches (the /conta shell serves all of /conta/*).
 */
export function devOnDemand(components: string[]): AstroIntegration {
  let dev = false;
  return {
    name: 'vitrine:dev-on-demand',
    hooks: {
      'astro:config:setup': ({ command }) => {
        dev = command === 'dev';
      },
      'astro:route:setup': ({ route }) => {
        if (dev && components.includes(route.component)) route.prerender = false;
      },
    },
  };
}
