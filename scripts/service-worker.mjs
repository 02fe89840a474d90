// After `next build` and add-csp: write out/sw.js, the service worker that keeps the site for
// offline use (its code: scripts/offline/sw.js). Workbox's getManifest lists the files with a
// revision each (a hash of the final HTML, with its CSP; hashed files under _next/static/ need none),
// so a new build fetches exactly the files that changed. The files go in groups that the worker keeps
// separately: the shell every page needs, each language's pages, and the embed pages.
// Client navigation fetches RSC payloads: the segments a prefetched link fetches (__next.*.txt) and
// the whole page (index.txt) behind a link that is not prefetched; both are kept. Left out: the test
// pages, __next._full.txt (index.txt's twin) and the embed pages' payloads (an embed's one link opens
// a new tab: nothing navigates inside it; 6 MiB).
// Usage: node scripts/service-worker.mjs out
import { createHash } from 'node:crypto';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { getManifest } from 'workbox-build';
import { contentLocales, DEFAULT_LOCALE } from './twins/locales.mjs';

export const SW_FILE = 'sw.js';
const SOURCE = new URL('./offline/sw.js', import.meta.url);

/** The getManifest options for the site in `root`. */
export function manifestOptions(root) {
  return {
    globDirectory: root,
    globPatterns: ['**/*.{html,js,css,woff2,svg,png,webmanifest}', '**/__next.*.txt', '**/index.txt'],
    globIgnores: ['test/**', SW_FILE, '**/__next._full.txt', '**/embed/**/*.txt'],
    dontCacheBustURLsMatching: /^_next\/static\//,
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
  };
}

/** The group a file of the site belongs to: `shell` (assets, icons, manifests, the 404 page, the sandbox),
 *  `embeds`, or the locale whose pages it is part of. */
export function groupOf(file) {
  if (/(^|\/)embed\//.test(file)) return 'embeds';
  // the sandbox that runs a reader's code (public/sandbox/) serves both languages' editors
  if (!/\.(html|txt)$/.test(file) || file === '404.html' || /^(_next|sandbox)\//.test(file)) return 'shell';
  const prefixed = contentLocales(process.cwd()).filter((locale) => locale !== DEFAULT_LOCALE);
  return prefixed.find((locale) => file.startsWith(`${locale}/`)) ?? DEFAULT_LOCALE;
}

/** Every file of the site in `root` by group, each `[file, revision]`, and each group's size. */
export async function siteFiles(root) {
  const { manifestEntries, warnings } = await getManifest(manifestOptions(root));
  const groups = {};
  const sizes = {};
  for (const { url, revision } of manifestEntries) {
    const group = groupOf(url);
    groups[group] = [...(groups[group] ?? []), [url, revision ?? url]];
    sizes[group] = (sizes[group] ?? 0) + statSync(path.join(root, url)).size;
  }
  const version = createHash('sha256').update(JSON.stringify(groups)).digest('hex').slice(0, 16);
  return { site: { version, groups, sizes }, warnings };
}

/** The worker for `site`: its code after the file list. */
export function workerSource(site) {
  const code = readFileSync(SOURCE, 'utf8');
  return `self.__SITE = ${JSON.stringify(site)};\n${code}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(process.argv[2] ?? 'out');
  const { site, warnings } = await siteFiles(root);
  for (const warning of warnings) console.warn(`service-worker: ${warning}`);
  writeFileSync(path.join(root, SW_FILE), workerSource(site));
  const mib = (bytes) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;
  const groups = Object.entries(site.groups).map(
    ([g, files]) => `${g} ${files.length} (${mib(site.sizes[g])})`,
  );
  console.log(`service-worker: ${SW_FILE} keeps ${groups.join(', ')}`);
}
