import { defineConfig } from 'drizzle-kit';

// Migrations are generated here and applied by the app itself at start (src/server/db/migrate.ts):
// drizzle-kit's own migrate cannot load PGlite's extensions.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './src/server/db/migrations',
  casing: 'snake_case',
});
