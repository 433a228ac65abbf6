// @ts-check
import netlify from '@astrojs/netlify';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { devOnDemand } from './src/integrations/dev-on-demand.ts';
import { devApi } from './src/integrations/dev-api.ts';

/** Page files rendered on each request in dev (one per line: sections add theirs). */
const ON_REQUEST_IN_DEV = [
  'src/pages/conta/[...path].astro',
  'src/pages/i18n/[code].json.ts',
  'src/pages/noticias/[...path].astro',
  'src/pages/noticias/[feed].xml.ts',
  'src/pages/agenda/[...path].astro',
  'src/pages/agenda/[slug].ics.ts',
  'src/pages/biblioteca/[...path].astro',
  'src/pages/[slug].astro',
];

export default defineConfig({
  output: 'static',
  site: process.env.SITE_URL || undefined,
  adapter: netlify({
    // The project has no edge functions; their emulation downloads a runtime, which fails offline.
    devFeatures: { edgeFunctions: false, images: false, environmentVariables: false },
  }),
  // In dev these render on request: the /conta shell answers every /conta/* path (netlify.toml rewrites in
  // production), the label JSON follows languages and texts changed in /conta, and the news, the agenda and the pages follow /conta.
  // devApi: in dev, /api/* is served from the function modules through Vite (see src/integrations/dev-api.ts).
  integrations: [react(), devOnDemand(ON_REQUEST_IN_DEV), devApi()],
  server: { host: '127.0.0.1', port: Number(process.env.PORT) || 4321 },
  vite: {
    ssr: { external: ['@node-rs/argon2', 'postgres', 'sharp'] },
  },
});
