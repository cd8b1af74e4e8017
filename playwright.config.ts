import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { SERVER_NODE_FLAGS } from './src/server/node-flags';

const port = Number(process.env.E2E_PORT ?? 4399);
// Point E2E_BASE_URL at a running server (e.g. `npm run dev`) to skip starting the built one.
const externalBaseUrl = process.env.E2E_BASE_URL;
// Set once in the runner; the workers inherit it, so tests can read the server's outbox.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'zorgzaam-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;
// Debian's chromium-headless-shell is the engine Playwright itself runs headless (no GPU process, no
// browser UI): journeys took half the CPU they took in the full chromium (decision 020).
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromium =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // Headroom for a busy 2-core CI machine: journeys take 20-60 s there (nothing is timed).
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '.cache/playwright-results.json' }]],
  use: {
    baseURL: externalBaseUrl ?? `http://127.0.0.1:${port}`,
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
    // Recording a trace of every journey cost a quarter of the suite's CPU; CI retries a failed
    // journey once with the trace on. Locally: `npx playwright test --trace on`.
    trace: 'on-first-retry',
    // The selling points scroll for ever unless motion is reduced: Chromium's software renderer then
    // draws 60 frames a second on a 2-core machine. The banner's own journey turns motion back on.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  // A journey runs at both widths unless a tag says once is what it needs (decision 020):
  // @api uses only `request` (no page); @staff is staff work, done at a desk; @once looks the same
  // at any width (headers, texts, structured data) or sets its own viewport.
  projects: [
    { name: 'api', grep: /@api/ },
    { name: 'desktop', grepInvert: /@api/, use: { viewport: { width: 1366, height: 900 } } },
    {
      name: 'mobile',
      grepInvert: /@api|@staff|@once/,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: externalBaseUrl
    ? undefined
    : {
        command: `node ${SERVER_NODE_FLAGS.join(' ')} ${process.env.ASTRO_OUT_DIR ?? 'dist'}/main.mjs`,
        url: `http://127.0.0.1:${port}/healthz`,
        timeout: 120_000,
        reuseExistingServer: false,
        // Every journey logs in from 127.0.0.1: room for the whole suite and its retries.
        env: {
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          LOG_LEVEL: 'warn',
          RATE_LIMIT_SCALE: '10',
        },
      },
});
