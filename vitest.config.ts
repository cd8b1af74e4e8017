/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

// Astro's Vite config (aliases, .astro compiler) so components can be rendered with the Container API.
export default getViteConfig({
  test: {
    setupFiles: ['tests/helpers/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Vitest's default is one core fewer than the machine has: one worker on a 2-core machine. The
    // components project took 157 s with one worker and 87 s with two (decision 020).
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'tests/architecture/**/*.test.ts'],
          exclude: ['src/**/*.client.test.ts'],
          environment: 'node',
        },
      },
      {
        // Islands (*.test.tsx) and page scripts (*.client.test.ts) in a simulated DOM, network mocked
        // at the *.actions.ts boundary (decision 020).
        extends: true,
        test: {
          name: 'components',
          include: ['src/**/*.test.tsx', 'src/**/*.client.test.ts'],
          environment: 'happy-dom',
          setupFiles: ['tests/helpers/setup-dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          // Files share their worker's modules; tests/helpers/setup-integration.ts resets what a file
          // could leave behind (decision 020).
          isolate: false,
          setupFiles: ['tests/helpers/setup-integration.ts'],
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
