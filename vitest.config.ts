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
        test: { name: 'unit', include: ['src/**/*.test.{ts,tsx}'], environment: 'node' },
      },
      {
        extends: true,
        test: { name: 'integration', include: ['tests/integration/**/*.test.ts'], environment: 'node' },
      },
      {
        // Built servers as child processes on PostgreSQL: needs `npm run build` and TEST_POSTGRES_URL
        // (npm test runs it after the build stage).
        extends: true,
        test: { name: 'instances', include: ['tests/instances/**/*.test.ts'], environment: 'node' },
      },
    ],
  },
});
