// Second build step after `astro build`: bundles src/app/main.ts (our server
// around Astro's middleware handler) to dist/main.mjs and ships the migrations and an empty
// PGlite data directory. OpenTelemetry's side of tracing is a file of its own, dist/tracing.mjs,
// imported only when tracing is configured: bundled into main.mjs, its package imports would be
// hoisted to the top and load at every start (decision 027).
import { cp, readdir, readFile, writeFile } from 'node:fs/promises';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { build } from 'esbuild';

const outDir = process.env.ASTRO_OUT_DIR ?? 'dist';

await build({
  entryPoints: { main: 'src/app/main.ts', tracing: 'src/server/tracing/otel.server.ts' },
  outdir: outDir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  // `./font.ttf?inline` (the invoice PDF's fonts) as a data URL, as Vite makes it for the Astro bundle.
  loader: { '.ttf': 'dataurl' },
});
await cp('src/server/db/migrations', `${outDir}/migrations`, { recursive: true });

// An empty PGlite data directory as a tarball: a first start unpacks it instead of running
// initdb, which peaked at 1.2 GB RSS (src/server/db/client.ts). Made by the pinned PGlite.
const empty = await PGlite.create();
const tarball = await empty.dumpDataDir('gzip');
await writeFile(`${outDir}/pglite-empty.tar.gz`, Buffer.from(await tarball.arrayBuffer()));
await empty.close();

// Hashed assets never change: compress them once, as hard as possible (served by src/server/static-files.ts).
let compressed = 0;
for (const name of await readdir(`${outDir}/client/build`)) {
  if (!/\.(js|css|svg)$/.test(name)) continue;
  const file = `${outDir}/client/build/${name}`;
  const data = await readFile(file);
  await writeFile(
    `${file}.br`,
    brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  await writeFile(`${file}.gz`, gzipSync(data, { level: 9 }));
  compressed++;
}
console.info(`built ${outDir}/main.mjs and tracing.mjs; precompressed ${compressed} assets`);
