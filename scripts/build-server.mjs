// Second build step after `astro build`: bundles src/server/main.ts (our server
// around Astro's middleware handler) to dist/main.mjs and ships the migrations.
import { cp } from 'node:fs/promises';
import { build } from 'esbuild';

const outDir = process.env.ASTRO_OUT_DIR ?? 'dist';

await build({
  entryPoints: ['src/server/main.ts'],
  outfile: `${outDir}/main.mjs`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
await cp('src/server/db/migrations', `${outDir}/migrations`, { recursive: true });
console.info(`built ${outDir}/main.mjs`);
