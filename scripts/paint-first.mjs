// After `next build`, before add-csp.mjs: every page paints before its JavaScript runs. Next writes
// each page's chunks as <script async> (and <link rel=preload as=script>) in its <head>, so on a slow
// connection ~160 KiB of script shares the line with the HTML the first paint waits for, and runs as
// it lands, before that paint. Here those tags become one small inline script at the end of the body:
// it starts their download once the HTML has arrived, at low priority, and adds the scripts, in the
// same order, once the first frame is painted. Hydration is unchanged: React still hydrates the server
// HTML from the inline RSC payload.
// Measured in bench/results.md ("Issue 27: scripts after the first paint").
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { earlyInputScript } from '../lib/earlyInput.mjs';

const CHUNK_SCRIPT = /<script src="(\/_next\/[^"]+)" async=""><\/script>/g;
const CHUNK_PRELOAD = /<link rel="preload"(?=[^>]*\bas="script")[^>]*\bhref="(\/_next\/[^"]+)"[^>]*\/>/g;
const MARK = 'data-paint-first';

/**
 * The inline script, run as the parser reaches the end of the body (the HTML has arrived): it asks at
 * once, at low priority, for every script and preload, then adds the scripts after the first frame
 * (a frame, then a task) or at once in a hidden tab, which paints nothing.
 * It first keeps what the reader does before the page's JavaScript answers (lib/earlyInput.mjs).
 */
export function loaderFor(scripts, preloads) {
  return (
    `<script ${MARK}="">(function(){var d=document,done=false;` +
    earlyInputScript() +
    `${JSON.stringify([...preloads, ...scripts])}.forEach(function(h){var l=d.createElement("link");l.rel="preload";l.as="script";l.fetchPriority="low";l.href=h;d.head.appendChild(l)});` +
    `function add(){if(done)return;done=true;` +
    `${JSON.stringify(scripts)}.forEach(function(h){var s=d.createElement("script");s.src=h;s.async=true;d.head.appendChild(s)})}` +
    `if(d.visibilityState==="hidden")add();else{requestAnimationFrame(function(){setTimeout(add)});` +
    `d.addEventListener("visibilitychange",add)}})()</script>`
  );
}

/** The chunks a page of the export loads at once: its scripts, and its script preloads not among them. */
export function chunksOf(html) {
  const scripts = [...html.matchAll(CHUNK_SCRIPT)].map((m) => m[1]);
  const preloads = [...html.matchAll(CHUNK_PRELOAD)].map((m) => m[1]).filter((u) => !scripts.includes(u));
  return { scripts, preloads };
}

/** The chunks a page's loader adds after the first paint (what paintFirst moved there). */
export function loadedAfterPaint(html) {
  const loader = html.match(new RegExp(`<script ${MARK}="">([\\s\\S]*?)</script>`))?.[1] ?? '';
  return [...new Set(loader.match(/\/_next\/[^"]+\.js/g))];
}

/** A page of the export with its chunk scripts and preloads added after the first paint. */
export function paintFirst(html) {
  if (html.includes(MARK)) return html;
  const { scripts, preloads } = chunksOf(html);
  if (scripts.length === 0) return html;
  const rest = html.replace(CHUNK_SCRIPT, '').replace(CHUNK_PRELOAD, '');
  const end = rest.lastIndexOf('</body>');
  return `${rest.slice(0, end)}${loaderFor(scripts, preloads)}${rest.slice(end)}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(process.argv[2] ?? 'out');
  let pages = 0;
  for (const file of readdirSync(root, { recursive: true }).map(String)) {
    if (!file.endsWith('.html')) continue;
    const full = path.join(root, file);
    const html = readFileSync(full, 'utf8');
    const after = paintFirst(html);
    if (after === html) continue;
    writeFileSync(full, after);
    pages += 1;
  }
  console.log(`paint-first: ${pages} pages load their scripts after the first paint`);
}
