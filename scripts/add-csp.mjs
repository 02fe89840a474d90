// After `next build`: give every exported page a Content-Security-Policy <meta>. Scripts may come
// only from this site, plus the exact inline scripts Next writes into that page (its bootstrap and
// the RSC payload), allowed one by one by their SHA-256 hash, so no other inline script can run.
// The service worker and the manifest come from this site only (worker-src, manifest-src).
// Styles allow 'unsafe-inline' because KaTeX's layout and React's style props are style attributes.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

export function policyFor(html) {
  const hashes = new Set();
  for (const [, body] of html.matchAll(INLINE_SCRIPT)) {
    if (body.length > 0) hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return [
    "default-src 'self'",
    `script-src 'self' ${[...hashes].join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    // the service worker (sw.js) and the web app manifest, from this site only
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
  ].join('; ');
}

/** Gives every page under `root` without a policy its own; returns how many it gave one. A page with
 *  its own (the code editor's sandbox, public/sandbox/run.html) keeps it. */
export function addPolicies(root) {
  let pages = 0;
  for (const file of readdirSync(root, { recursive: true }).map(String)) {
    if (!file.endsWith('.html')) continue;
    const full = path.join(root, file);
    const html = readFileSync(full, 'utf8');
    if (html.includes('http-equiv="Content-Security-Policy"')) continue;
    const meta = `<meta http-equiv="Content-Security-Policy" content="${policyFor(html)}"/>`;
    writeFileSync(full, html.replace(/<head>/, `<head>${meta}`));
    pages += 1;
  }
  return pages;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(process.argv[2] ?? 'out');
  console.log(`add-csp: a Content-Security-Policy for ${addPolicies(root)} pages`);
}
