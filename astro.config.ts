import node from '@astrojs/node';
import react from '@astrojs/react';
import UnoCSS from '@unocss/astro';
import { defineConfig } from 'astro/config';
import { BASE_CSP_DIRECTIVES } from './src/server/http/csp';

// https://docs.astro.build/en/reference/configuration-reference/
export default defineConfig({
  // Pages are rendered on demand and cached (route cache); the few static ones opt into prerendering.
  output: 'server',
  // Several builds can share one checkout when each names its own folder.
  outDir: process.env.ASTRO_OUT_DIR ?? './dist',
  // Middleware mode: our own small server (src/app/main.ts) runs migrations before listening,
  // compresses responses and shuts the database down cleanly.
  adapter: node({ mode: 'middleware' }),
  integrations: [UnoCSS({ injectReset: true }), react()],
  // The spec loads assets under /build/.
  build: { assets: 'build' },
  // Pages declare what they cache (Astro.cache.set); the bytes are kept by the response cache in
  // front of the app (src/server/response-cache), and invalidation reaches every instance.
  cache: { provider: { name: 'zorgzaam', entrypoint: './src/server/response-cache/astro-provider.ts' } },
  security: {
    // Our middleware does the origin check, so that the payment webhook can receive form posts.
    checkOrigin: false,
    // Every page answers with a Content-Security-Policy header: scripts only from this origin
    // or with the hash of one of Astro's own inline scripts (islands), so an injected script
    // cannot read the tokens in localStorage. Styles stay 'unsafe-inline': islands and the
    // chart set style attributes, and styles cannot run code.
    csp: {
      directives: [...BASE_CSP_DIRECTIVES],
      styleDirective: { resources: ["'self'", "'unsafe-inline'"] },
    },
  },
  devToolbar: { enabled: false },
  vite: {
    // Lets several dev servers share one checkout without fighting over the dependency cache.
    cacheDir: process.env.VITE_CACHE_DIR ?? 'node_modules/.vite',
    // pdfkit reads its font metrics from files beside its own module: it must stay a real package.
    ssr: { external: ['@electric-sql/pglite', 'sharp', 'pg', 'pdfkit'] },
  },
});
