// A small static file server for the exported site (out/), for `npm run serve` and the browser
// tests. Usage: node scripts/serve.mjs <dir> <port>. Listens on 127.0.0.1 only.
import { createReadStream } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { requireSite, resolveFile, typeOf } from './staticFiles.mjs';

const root = path.resolve(process.argv[2] ?? 'out');
const port = Number(process.argv[3] ?? 3000);
requireSite(root);

createServer((request, response) => {
  let file = null;
  try {
    file = resolveFile(root, new URL(request.url ?? '/', 'http://localhost').pathname);
  } catch {
    file = null; // a malformed URL is a 404, not a crash
  }
  const status = file ? 200 : 404;
  file ??= path.join(root, '404.html');
  response.writeHead(status, { 'content-type': typeOf(file) });
  createReadStream(file).pipe(response);
}).listen(port, '127.0.0.1', () => console.log(`Serving ${root} at http://127.0.0.1:${port}/`));
