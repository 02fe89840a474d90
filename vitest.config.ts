import { defineConfig } from 'vitest/config';

// Unit and property tests (test/**/*.test.ts[x]); browser tests live in test/e2e and use Playwright.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    exclude: ['test/e2e/**', 'node_modules/**'],
  },
});
