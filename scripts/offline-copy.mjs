// `npm run build:offline`: out-offline/, a copy of the built site (out/) that works when its
// index.html is opened from disk (file://), for a USB stick or a shared folder. It copies and rewrites
// out/ rather than building again:
// - every URL of a page is relative to that page (../../_next/…), and links to pages name the file
//   (../../lessons/x/index.html), since a folder has no server to turn /lessons/x/ into a file;
// - the chunk URLs in Next's inline RSC payload likewise; scripts/offline/folder.js, loaded first by
//   every page, points Turbopack's chunk loading at the copy and makes links full page loads;
// - each page gets a new Content-Security-Policy (its inline scripts changed, so did their hashes);
//   the code editor's sandbox page keeps its own, with its scripts written into it (a page of an opaque
//   origin may load no file from disk) and allowed by their hashes instead of 'self';
// - left out: the test pages, the service worker and manifests (a browser runs neither from a
//   folder) and the RSC payloads (.txt), which only client navigation fetches.
// Usage: node scripts/offline-copy.mjs [out] [out-offline]
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { addPolicies } from './add-csp.mjs';

const HELPER = 'offline-folder.js';
const LEFT_OUT = /^(test($|[/\\])|sw\.js$)|manifest\.webmanifest$|\.txt$/;

/** The code editor's sandbox page (public/sandbox/): copied with its own CSP (no helper, no site
 *  policy: the site's would forbid the worker it runs a reader's code in). */
export const isSandbox = (file) => /^sandbox[/\\]/.test(file);

/**
 * The sandbox page for a folder: opened from disk in its opaque-origin frame, it may load no file
 * (Chromium: "Not allowed to load local resource"), so each `<script src>` becomes the script itself,
 * and its policy allows exactly those scripts by their hashes where the site's allows 'self'.
 * `read(name)` gives the text of a script beside the page.
 */
export function inlineSandbox(html, read) {
  const hashes = [];
  const page = html.replace(/<script src="([\w.-]+)"><\/script>/g, (_, name) => {
    const code = read(name);
    if (/<\/script/i.test(code)) throw new Error(`sandbox/${name} cannot be written into its page`);
    hashes.push(`'sha256-${createHash('sha256').update(code).digest('base64')}'`);
    return `<script>${code}</script>`;
  });
  if (!page.includes("script-src 'self'"))
    throw new Error("the sandbox page's policy has no script-src 'self'");
  return page.replace("script-src 'self'", `script-src ${hashes.join(' ')}`);
}

/** A site URL without its leading slash ("lessons/x/#h") as seen from a page `up` folders deep. */
export function relativeUrl(up, url) {
  const cut = url.search(/[?#]/);
  const [file, rest] = cut < 0 ? [url, ''] : [url.slice(0, cut), url.slice(cut)];
  const page = file === '' || file.endsWith('/') ? `${file}index.html` : file;
  return `${up === 0 ? './' : '../'.repeat(up)}${page}${rest}`;
}

/** A page of out/ (its HTML, `up` folders below the root) as the copy's page. */
export function rewritePage(html, up) {
  const prefix = up === 0 ? './' : '../'.repeat(up);
  return html
    .replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, '')
    .replace(/<link rel="(?:manifest|preconnect)"[^>]*>/g, '')
    .replace(
      /(\s(?:href|src)=")\/(?!\/)([^"]*)"/g,
      (_, attribute, url) => `${attribute}${relativeUrl(up, url)}"`,
    )
    .replace(/(\\?")\/(_next\/|icon\.svg)/g, `$1${prefix}$2`)
    .replace(/<head>/, `<head><script src="${prefix}${HELPER}"></script>`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const from = path.resolve(process.argv[2] ?? 'out');
  const to = path.resolve(process.argv[3] ?? 'out-offline');
  if (!existsSync(path.join(from, 'index.html'))) {
    console.error(`No site in ${from}: run "npm run build" first.`);
    process.exit(1);
  }
  rmSync(to, { recursive: true, force: true });
  cpSync(from, to, { recursive: true, filter: (file) => !LEFT_OUT.test(path.relative(from, file)) });
  cpSync(path.join(import.meta.dirname, 'offline', 'folder.js'), path.join(to, HELPER));
  let pages = 0;
  for (const file of readdirSync(to, { recursive: true }).map(String)) {
    if (!file.endsWith('.html') || isSandbox(file)) continue;
    const full = path.join(to, file);
    writeFileSync(full, rewritePage(readFileSync(full, 'utf8'), file.split(path.sep).length - 1));
    pages += 1;
  }
  const sandbox = path.join(to, 'sandbox');
  const runPage = path.join(sandbox, 'run.html');
  writeFileSync(
    runPage,
    inlineSandbox(readFileSync(runPage, 'utf8'), (name) => readFileSync(path.join(sandbox, name), 'utf8')),
  );
  addPolicies(to);
  console.log(`offline-copy: ${pages} pages in ${path.relative(process.cwd(), to)}/, open its index.html`);
}
