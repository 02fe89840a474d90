import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Vitest 5's reporter calls Map.groupBy (Node 21+) when it prints a failure; on Node 20 it would
// crash instead of showing the failing assertion. This config runs in the main process, so the
// fallback here reaches the reporter.
if (!('groupBy' in Map)) {
  Object.defineProperty(Map, 'groupBy', {
    value<K, T>(items: Iterable<T>, key: (item: T, index: number) => K): Map<K, T[]> {
      const groups = new Map<K, T[]>();
      let index = 0;
      for (const item of items) {
        const k = key(item, index++);
        const group = groups.get(k);
        if (group) group.push(item);
        else groups.set(k, [item]);
      }
      return groups;
    },
  });
}

// Unit and property tests (test/**/*.test.ts[x]); browser tests live in test/e2e and use Playwright.
// `server-only` throws outside React's server build (the 'react-server' condition, which Next gives
// its server components): the tests run server modules in plain Node, as that build would.
const serverOnly = fileURLToPath(new URL('./node_modules/server-only/empty.js', import.meta.url));

export default defineConfig({
  resolve: { tsconfigPaths: true, alias: { 'server-only': serverOnly } },
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    // A guard against a hang, not a time limit: the property tests take a few seconds on a quiet
    // machine and several times that on a busy one (vitest's default of 5 s failed them there).
    testTimeout: 60_000,
    // every core: Vitest's default leaves one free (cores − 1), which on a two-core machine runs the
    // files one at a time while the test run has the machine to itself
    maxWorkers: '100%',
    // Threads, each running file after file: a file costs no new process and no second load of the
    // modules it shares with the last (Vitest's default starts a process per file: 0.8–2 s each,
    // 137 files). Every file passes this way and alone; CPU of the whole run, in turns on a loaded
    // machine: 346 s with a process per file, 328 s with a thread per file, 280 s like this.
    pool: 'threads',
    isolate: false,
  },
});
