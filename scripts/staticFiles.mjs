// How a static host maps a URL to a file of the export and names its type: shared by the test
// server (scripts/serve.mjs) and the load bench (bench/load.mjs), so both serve the site alike.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

export const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
};

export const typeOf = (file) => TYPES[path.extname(file)] ?? 'application/octet-stream';

/** The site in root, or exit with the reason: an unbuilt site would only give 404s. */
export function requireSite(root) {
  if (existsSync(path.join(root, 'index.html'))) return;
  console.error(`No site in ${root}: run "npm run build" first.`);
  process.exit(1);
}

/** Map a URL path to a file under root: directories serve index.html, "/x" may mean "/x.html". */
export function resolveFile(root, urlPath) {
  const clean = path.normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, '');
  const candidate = path.join(root, clean);
  if (!candidate.startsWith(root)) return null;
  for (const file of [candidate, path.join(candidate, 'index.html'), `${candidate}.html`]) {
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}
