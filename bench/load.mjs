// npm run bench:load: first paint on a phone (issue 27). Serves out/ the way a static host does
// (gzip, a year's cache on the hashed files under /_next/static/) and runs Lighthouse 12 with its
// mobile defaults (simulated slow 4G, 4× slower CPU) over every page in every language, printing
// one table: performance, LCP, TBT, CLS, accessibility, SEO, the median of `--runs` runs (3).
// Usage: node bench/load.mjs [out] [--runs N] [--only /path/,/other/]. Not part of `npm test`.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { requireSite } from '../scripts/staticFiles.mjs';
import { serveLikeAHost } from '../scripts/staticHost.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args.splice(i, 2)[1] : fallback;
};
const runs = Number(option('--runs', '3'));
const only = option('--only', '');
const root = path.resolve(args[0] ?? 'out');
requireSite(root);
const server = await serveLikeAHost(root);
const { origin } = server;

/** Every page of the export but the test pages and the not-found page. */
const pages = readdirSync(root, { recursive: true })
  .map(String)
  .filter((f) => f.endsWith('index.html'))
  .map((f) => `/${path.dirname(f).split(path.sep).join('/')}/`.replace(/^\/\.\/$/, '/'))
  .filter((p) => !/^\/(test|404|_not-found)\//.test(p))
  .filter((p) => !only || only.split(',').includes(p))
  .sort();

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const rows = [];
for (const page of pages) {
  const results = [];
  for (let run = 0; run < runs; run++) {
    const { lhr } = await lighthouse(`${origin}${page}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'seo'],
    });
    const score = (c) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
    results.push({
      performance: score('performance'),
      lcp: lhr.audits['largest-contentful-paint'].numericValue / 1000,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      accessibility: score('accessibility'),
      seo: score('seo'),
      failing: ['accessibility', 'seo'].flatMap((c) =>
        lhr.categories[c].auditRefs
          .filter(
            (ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1,
          )
          .map((ref) => ref.id),
      ),
    });
  }
  const m = (key) => median(results.map((r) => r[key]));
  const failing = [...new Set(results.flatMap((r) => r.failing))];
  rows.push(
    `| ${page} | ${m('performance')} | ${m('lcp').toFixed(1)} s | ${Math.round(m('tbt'))} ms | ` +
      `${m('cls').toFixed(3)} | ${m('accessibility')} | ${m('seo')} | ${failing.join(', ') || '–'} |`,
  );
  console.error(rows.at(-1));
}

await chrome.kill();
server.close();
console.log(
  `Lighthouse 12 mobile defaults, gzip static host, median of ${runs} run${runs === 1 ? '' : 's'}\n`,
);
console.log('| page | performance | LCP | TBT | CLS | accessibility | SEO | failing audits |');
console.log('|---|---|---|---|---|---|---|---|');
console.log(rows.join('\n'));
