/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

// Astro's Vite config (aliases, .astro compiler) so components can be rendered with the Container API.
export default getViteConfig({
  test: {
    setupFiles: ['tests/helpers/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'tests/architecture/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          // Migrates and seeds template databases once; each test file starts from a copy.
          globalSetup: ['tests/helpers/global-setup.ts'],
        },
      },
      {
        // Built servers as child processes (PGlite, and PostgreSQL with TEST_POSTGRES_URL): needs
        // `npm run build` (npm test runs it after the build stage).
        extends: true,
        test: {
          name: 'instances',
          include: ['tests/instances/**/*.test.ts'],
          environment: 'node',
          // One file at a time: each starts built servers (PGlite ~300 MB each) on a 2-core machine.
          fileParallelism: false,
        },
      },
    ],
  },
});
