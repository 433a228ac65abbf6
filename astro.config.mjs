// @ts-check
import netlify from '@astrojs/netlify';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { devOnDemand } from './src/integrations/dev-on-demand.ts';
import { devUploads } from './src/integrations/dev-uploads.ts';

export default defineConfig({
  output: 'static',
  site: process.env.SITE_URL || undefined,
  adapter: netlify({
    // The project has no edge functions; their emulation downloads a runtime, which fails offline.
    devFeatures: { edgeFunctions: false, images: false },
  }),
  // The /conta shell answers every /conta/* path: in dev it renders on request (netlify.toml rewrites in production).
  // devUploads: in dev, image uploads bypass Netlify's function emulation, which corrupts binary bodies.
  integrations: [react(), devOnDemand(['src/pages/conta/[...path].astro']), devUploads()],
  server: { host: '127.0.0.1', port: Number(process.env.PORT) || 4321 },
  vite: {
    ssr: { external: ['@node-rs/argon2', 'postgres', 'sharp'] },
  },
});
