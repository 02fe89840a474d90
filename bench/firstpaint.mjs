// node bench/firstpaint.mjs <site> [<other site> ...] [--pages /a/,/b/] [--rounds N] — a page's load
// on a phone as Chromium itself records it, not as Lighthouse simulates it: slow 4G through CDP (150 ms
// round trip, 1.6 Mbit/s down, 750 kbit/s up: DevTools shares that bandwidth among the requests) and a
// 4× slower CPU, 412 px wide. Per page, the median of the rounds: first contentful paint, largest
// contentful paint, and when the page answers the reader (its header's first link hydrated by React).
// Sites are measured in turns, page by page, so every site sees the same minutes of load. Built sites
// (run `npm run build` first); not part of `npm test`.
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumPath } from '../scripts/chromium.mjs';
import { requireSite } from '../scripts/staticFiles.mjs';
import { serveLikeAHost } from '../scripts/staticHost.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args.splice(i, 2)[1] : fallback;
};
const pages = option(
  '--pages',
  '/lessons/beyond/,/lessons/sticking/,/zh-CN/lessons/without-angles/,/playground/,/compare/',
).split(',');
const rounds = Number(option('--rounds', '3'));
const sites = args.length > 0 ? args : ['out'];
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: 204_800, uploadThroughput: 96_000 };

for (const site of sites) requireSite(path.resolve(site));
const servers = await Promise.all(sites.map((site) => serveLikeAHost(path.resolve(site))));
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});

/** Records in the page: its largest contentful paint, and when a header button first has React's props. */
function watch() {
  const seen = { lcp: 0, answers: 0 };
  window.__firstPaint = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const look = () => {
    const link = document.querySelector('header a');
    if (link && Object.keys(link).some((k) => k.startsWith('__reactProps'))) seen.answers = performance.now();
    else setTimeout(look, 20);
  };
  look();
}

async function load(url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(watch);
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  await page.waitForFunction(() => window.__firstPaint?.answers > 0, null, { timeout: 60_000 });
  await page.waitForTimeout(500);
  const result = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    lcp: window.__firstPaint.lcp,
    answers: window.__firstPaint.answers,
  }));
  await context.close();
  return result;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
try {
  console.log(`slow 4G (CDP) and 4× CPU, 412 px, median of ${rounds} rounds (sites in turns)\n`);
  console.log(`| page | ${sites.map((s) => `${s}: FCP | LCP | answers`).join(' | ')} |`);
  console.log(`|---|${sites.map(() => '---|---|---').join('|')}|`);
  for (const page of pages) {
    const results = sites.map(() => []);
    for (let r = 0; r < rounds; r++)
      for (const [k, { origin }] of servers.entries()) results[k].push(await load(`${origin}${page}`));
    const cells = results.map((runs) =>
      ['fcp', 'lcp', 'answers'].map((key) => seconds(median(runs.map((x) => x[key])))).join(' | '),
    );
    console.log(`| ${page} | ${cells.join(' | ')} |`);
  }
} finally {
  await browser.close();
  for (const server of servers) server.close();
}
