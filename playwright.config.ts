// Browser tests: Debian's Chromium (never a downloaded browser) against the static export in out/,
// served by our own small server on a local port that Playwright starts and stops.
import { defineConfig } from '@playwright/test';
import { chromiumMissing, chromiumPath } from './scripts/chromium.mjs';

if (chromiumMissing) throw new Error(chromiumMissing);

// PW_PORT lets two checkouts run their browser tests at once without sharing a server.
const PORT = Number(process.env.PW_PORT ?? 4173);

export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/artifacts',
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    headless: true,
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `node scripts/serve.mjs out ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 20_000,
  },
});
