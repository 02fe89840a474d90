// The built site served the way a static host serves it: gzip when the browser asks for it, a year's
// cache on the hashed files under /_next/static/, pages revalidated. For the page-load benches
// (load.mjs, firstpaint.mjs); `npm run serve` (scripts/serve.mjs) stays a plain file server.
import { createReadStream } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { createGzip } from 'node:zlib';
import { resolveFile, typeOf } from '../scripts/staticFiles.mjs';

const COMPRESSED = new Set(['.html', '.js', '.css', '.json', '.txt', '.xml', '.svg']);

/** Serves `root` on 127.0.0.1 (a free port); resolves to its origin and a way to stop it. */
export async function serveLikeAHost(root) {
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    const found = resolveFile(root, pathname);
    const file = found ?? path.join(root, '404.html');
    const ext = path.extname(file);
    const headers = {
      'content-type': typeOf(file),
      'cache-control': pathname.startsWith('/_next/static/')
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
    };
    const gzip = COMPRESSED.has(ext) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
    if (gzip) headers['content-encoding'] = 'gzip';
    response.writeHead(found ? 200 : 404, headers);
    const stream = createReadStream(file);
    (gzip ? stream.pipe(createGzip()) : stream).pipe(response);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${server.address().port}`, close: () => server.close() };
}
