// Browser tests: Debian's Chromium (never a downloaded browser; its headless shell for the site and
// timing projects, the full browser for the returning visitor: scripts/chromium.mjs) against the static export in out/ (and
// the test pages the build keeps beside it, in out-test/),
// served as a static host serves it (scripts/serve.mjs: gzip, the site's 404) on a local port that
// Playwright starts and stops. Three projects:
// - `site`: every spec with the service worker blocked from outside (a first visit, no cache);
// - `returning visitor`: the offline spec, and the figure, crowd and embed tests tagged @returning
//   (support/returning.ts) again, with the service worker installed by a visit before each test
//   (fixtures.ts), as a reader who came back;
// - `timing`: the specs that measure time, run alone afterwards (scripts/run-tests.mjs) so another
//   worker's load does not skew them.
import { defineConfig } from '@playwright/test';
import { browsersMissing, chromiumPath, shellPath } from './scripts/chromium.mjs';
import { RETURNING } from './test/e2e/support/returning';

if (browsersMissing) throw new Error(browsersMissing);

// PW_PORT lets two checkouts run their browser tests at once without sharing a server.
const PORT = Number(process.env.PW_PORT ?? 4173);
const WITH_WORKER = ['figures.spec.ts', 'embed.spec.ts', 'offscreen.spec.ts', 'setups-tabs.spec.ts'];
const NEEDS_WORKER = ['offline.spec.ts'];
export const TIMING = ['load.spec.ts', 'timeline.spec.ts', 'motion.spec.ts', 'code-editor-timing.spec.ts'];

const LAUNCH = {
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig<{ returningVisitor: boolean }>({
  testDir: 'test/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/artifacts',
  // Three on two cores: a test waits often enough (a page's scripts arriving after its paint, polls,
  // the network going idle) that a third fills the gaps: the browser suite took 18.0 min with two and
  // about 14.5 with three on this machine, with nothing flaky.
  workers: Number(process.env.PW_WORKERS ?? 3),
  // tests, not files, share the workers: one file of 52 accessibility checks took 14 minutes alone
  fullyParallel: true,
  // In CI one retry, so a test that fails once under two workers' load does not hold back a
  // submission; the report still counts it as flaky (.playwright-results.json), and a test that is
  // broken fails both tries.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  // Two workers share two cores: a figure that wakes as it is scrolled to (Wake.tsx) may take longer
  // than the default 5 s to load and answer a click it replays. More patience, the same assertions.
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    headless: true,
    serviceWorkers: 'block',
    launchOptions: { ...LAUNCH, executablePath: shellPath },
  },
  projects: [
    { name: 'site', testIgnore: [...NEEDS_WORKER, ...TIMING] },
    {
      name: 'returning visitor',
      testMatch: [...WITH_WORKER, ...NEEDS_WORKER],
      // every test of the spec that needs the worker (the title Playwright matches names the file);
      // of the others, the tagged ones
      grep: [
        ...NEEDS_WORKER.map((file) => new RegExp(`\\b${file.replaceAll('.', '\\.')}\\b`)),
        new RegExp(RETURNING),
      ],
      use: {
        serviceWorkers: 'allow',
        returningVisitor: true,
        launchOptions: { ...LAUNCH, executablePath: chromiumPath },
      },
    },
    { name: 'timing', testMatch: TIMING, workers: 1 },
  ],
  webServer: {
    command: `node scripts/serve.mjs out ${PORT} out-test`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 20_000,
  },
});
