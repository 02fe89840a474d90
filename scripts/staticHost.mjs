// The built site served the way a static host serves it: gzip when the browser asks for it, a year's
// cache on the hashed files under /_next/static/, pages revalidated, the site's 404 page for a path
// with no file. `npm run serve`, the browser tests (scripts/serve.mjs) and the page-load benches
// (bench/load.mjs, bench/firstpaint.mjs) all use it, so a test downloads what a reader downloads.
import { readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { resolveFile, typeOf } from './staticFiles.mjs';

const COMPRESSED = new Set(['.html', '.js', '.css', '.json', '.txt', '.xml', '.svg', '.webmanifest']);

/** Serves `root` on 127.0.0.1 at `port` (0: a free one); resolves to its origin, the bytes sent so
 *  far (bodies as sent, compressed or not) and a way to stop it. A path in `replaced` is answered
 *  with that text instead of its file (a test's next version of a file, leaving out/ alone). A path
 *  not in `root` is looked for in `more` (the test pages, kept out of the site: test-pages.mjs). */
export async function serveLikeAHost(root, port = 0, replaced = new Map(), more = []) {
  let sent = 0;
  // A file's bytes as sent, gzipped once and kept while the file is unchanged: the browser tests ask
  // for the same chunks hundreds of times, each from a fresh browser cache.
  const bodies = new Map();
  const bodyOf = (file, gzip) => {
    const key = `${gzip ? 'gz' : 'raw'} ${file}`;
    const { mtimeMs, size } = statSync(file);
    const kept = bodies.get(key);
    if (kept && kept.mtimeMs === mtimeMs && kept.size === size) return kept.bytes;
    const bytes = gzip ? gzipSync(readFileSync(file)) : readFileSync(file);
    bodies.set(key, { mtimeMs, size, bytes });
    return bytes;
  };
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    if (replaced.has(pathname)) {
      response.writeHead(200, { 'content-type': typeOf(pathname), 'cache-control': 'no-cache' });
      return response.end(replaced.get(pathname));
    }
    let found = null;
    for (const dir of [root, ...more]) {
      try {
        found ??= resolveFile(dir, pathname);
      } catch {
        found = null; // a malformed URL (%E0) is a 404, not a crash
      }
    }
    const file = found ?? path.join(root, '404.html');
    const headers = {
      'content-type': typeOf(file),
      'cache-control': pathname.startsWith('/_next/static/')
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
    };
    const gzip =
      COMPRESSED.has(path.extname(file)) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
    if (gzip) headers['content-encoding'] = 'gzip';
    response.writeHead(found ? 200 : 404, headers);
    if (request.method === 'HEAD') return response.end();
    const body = bodyOf(file, gzip);
    sent += body.length;
    response.end(body);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${server.address().port}`,
    sent: () => sent,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
