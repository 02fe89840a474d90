// After `next build` and add-csp: write out/sw.js, a Workbox service worker that precaches every
// page and asset of every locale, so that after one visit the whole site works with the network
// cut. It runs over the finished export, so the bundler does not matter. Each page's revision is a
// hash of its final HTML (with its CSP), so a new build replaces exactly the pages that changed;
// hashed files under _next/static/ need none. Client navigation fetches RSC payloads: the segments
// a prefetched link fetches (__next.*.txt) and the whole page (index.txt) behind a link that is not
// prefetched; both are kept. Left out: the test pages, __next._full.txt (index.txt's twin) and the
// embed pages' payloads (an embed's one link opens a new tab: nothing navigates inside it; 6 MiB).
// Usage: node scripts/service-worker.mjs out
import path from 'node:path';
import { generateSW } from 'workbox-build';

export const SW_FILE = 'sw.js';

/** The generateSW options for the site in `root` (exported for test/lib/serviceWorker.test.ts). */
export function serviceWorkerOptions(root) {
  return {
    globDirectory: root,
    globPatterns: ['**/*.{html,js,css,woff2,svg,webmanifest}', '**/__next.*.txt', '**/index.txt'],
    globIgnores: ['test/**', SW_FILE, '**/__next._full.txt', '**/embed/**/*.txt'],
    swDest: path.join(root, SW_FILE),
    // /playground/?balls=… and Next's ?_rsc=… fetches are the precached file without the query
    ignoreURLParametersMatching: [/.*/],
    directoryIndex: 'index.html',
    dontCacheBustURLsMatching: /^_next\/static\//,
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    // A new version waits until the reader chooses to reload (the notice posts SKIP_WAITING);
    // the first one takes the open page at once, so its figures' chunks come from the cache.
    skipWaiting: false,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    inlineWorkboxRuntime: true,
    sourcemap: false,
    mode: 'production',
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(process.argv[2] ?? 'out');
  const { count, size, warnings } = await generateSW(serviceWorkerOptions(root));
  for (const warning of warnings) console.warn(`service-worker: ${warning}`);
  console.log(`service-worker: ${SW_FILE} precaches ${count} files, ${(size / 2 ** 20).toFixed(1)} MiB`);
}
