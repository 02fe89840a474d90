// The site's service worker, written to out/sw.js by scripts/service-worker.mjs, which puts the
// build's file list in place of SITE below: every file with its revision, in groups (the shell every
// page needs, each language's pages, the embed pages). On the first visit it keeps the shell and the
// reader's language (the page says which: KEEP), the rest only when the reader asks for it ("Keep the
// whole site") or opens a page of it. A new build installs beside the old one, copies the files
// whose revision did not change and fetches the rest, then waits for the reader's Reload.
//
// Every answer from the cache is a new Response, so its URL is the request's: a worker script
// (Turbopack's paint worker reads its chunk list from `?params=` in its own URL) keeps its query.
/* global SITE */
const SITE = self.__SITE;
const CACHE = `billiard-${SITE.version}`;
const META = 'billiard-meta';
const KEPT_KEY = '/__kept';
const REVISION = 'x-billiard-revision';

/** path (no leading slash, `index.html` for a folder) → [revision, group] */
const FILES = new Map();
for (const [group, files] of Object.entries(SITE.groups))
  for (const [file, revision] of files) FILES.set(file, [revision, group]);

/** The file that answers `pathname`, and whether the path is a folder written without its slash. */
function fileFor(pathname) {
  let file = decodeURIComponent(pathname).replace(/^\/+/, '');
  if (file === '' || file.endsWith('/')) file += 'index.html';
  if (FILES.has(file)) return { file, slashless: false };
  if (FILES.has(`${file}/index.html`)) return { file: `${file}/index.html`, slashless: true };
  return { file: null, slashless: false };
}

async function readKept() {
  const meta = await caches.open(META);
  const stored = await meta.match(KEPT_KEY);
  return stored ? stored.json() : [];
}

async function writeKept(groups) {
  const meta = await caches.open(META);
  await meta.put(KEPT_KEY, new Response(JSON.stringify(groups)));
}

/** A copy of `response` with its revision noted, so a later build can tell whether it changed. */
async function withRevision(response, revision) {
  const headers = new Headers(response.headers);
  headers.set(REVISION, revision);
  return new Response(await response.blob(), { status: response.status, headers });
}

/** The unchanged copy of `file` in an older build's cache, if there is one. */
async function fromOlder(file, revision) {
  for (const name of await caches.keys()) {
    if (name === CACHE || name === META || !name.startsWith('billiard-')) continue;
    const old = await (await caches.open(name)).match(`/${file}`);
    if (old && old.headers.get(REVISION) === revision) return old;
  }
  return null;
}

/** Puts every file of `groups` in this build's cache: already there, copied from an older build, or
 *  fetched; six at a time. A file that fails to download fails the whole (install retries later). */
async function keep(groups) {
  const cache = await caches.open(CACHE);
  const wanted = groups.flatMap((group) => SITE.groups[group] ?? []);
  let next = 0;
  const worker = async () => {
    while (next < wanted.length) {
      const [file, revision] = wanted[next++];
      if (await cache.match(`/${file}`)) continue;
      const response = (await fromOlder(file, revision)) ?? (await fetch(`/${file}`, { cache: 'reload' }));
      if (!response.ok) throw new Error(`${file}: ${response.status}`);
      await cache.put(`/${file}`, await withRevision(response, revision));
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
}

self.addEventListener('install', (event) => {
  event.waitUntil(readKept().then((kept) => keep(['shell', ...kept])));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys())
        if (name.startsWith('billiard-') && name !== CACHE && name !== META) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

/** What the reader's page asks: keep more groups, tell what is kept, or take over after Reload. */
self.addEventListener('message', (event) => {
  const { data, source } = event;
  if (data?.type === 'SKIP_WAITING') self.skipWaiting();
  if (data?.type === 'STATUS') event.waitUntil(status().then((reply) => source?.postMessage(reply)));
  if (data?.type === 'KEEP') {
    const asked = (data.groups ?? []).filter((group) => group in SITE.groups);
    event.waitUntil(
      (async () => {
        const kept = [...new Set([...(await readKept()), ...asked])];
        await writeKept(kept);
        try {
          await keep(kept);
        } catch {
          // the network went away mid-way: what is kept stays, the rest is fetched next time
        }
        source?.postMessage(await status());
      })(),
    );
  }
});

/** Which groups are kept whole, and the size of each group in bytes. */
async function status() {
  const cache = await caches.open(CACHE);
  const kept = [];
  for (const [group, files] of Object.entries(SITE.groups)) {
    let whole = true;
    for (const [file] of files) if (!(await cache.match(`/${file}`))) whole = false;
    if (whole) kept.push(group);
  }
  return { type: 'STATUS', kept, sizes: SITE.sizes };
}

/** A cached response as an answer to `request`: a new Response takes the request's URL; HEAD gets
 *  the headers alone. */
async function answer(request, cached, status = cached.status) {
  const headers = new Headers(cached.headers);
  headers.delete(REVISION);
  const body = request.method === 'HEAD' ? null : await cached.blob();
  return new Response(body, { status, statusText: cached.statusText, headers });
}

async function respond(request) {
  const url = new URL(request.url);
  const { file, slashless } = fileFor(url.pathname);
  if (slashless && request.mode === 'navigate')
    return Response.redirect(`${url.pathname}/${url.search}`, 301);
  const cache = await caches.open(CACHE);
  const cached = file && (await cache.match(`/${file}`));
  if (cached) return answer(request, cached);
  try {
    const response = await fetch(request);
    // a page of a group not kept yet, opened once: kept from now on (a GET of a file of the site)
    if (file && request.method === 'GET' && response.ok)
      await cache.put(`/${file}`, await withRevision(response.clone(), FILES.get(file)[0]));
    return response;
  } catch (error) {
    const notFound = request.mode === 'navigate' && (await cache.match('/404.html'));
    if (notFound) return answer(request, notFound, 404);
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (new URL(request.url).origin !== location.origin) return;
  if (request.method !== 'GET' && request.method !== 'HEAD') return;
  event.respondWith(respond(request));
});
