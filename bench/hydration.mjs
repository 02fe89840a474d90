// node bench/hydration.mjs <site> [<other site> ...] [--pages /a/,/b/] [--rounds N] — a page's load on
// a phone's CPU (4× throttle) as its main thread spends it, from a Chromium trace of the first 6 s:
// the blocking time (each task's excess over 50 ms, summed: what Lighthouse's TBT counts) and the
// longest task, both in thread time, so another process holding the core does not count (the
// throttle does). Lighthouse's own TBT is wall time, which a busy machine inflates several times
// over (bench/results.md). Sites are measured in turns, page by page, so every site sees the same
// minutes of load; each row is the median of the rounds. Built sites (run `npm run build` first).
import { spawn } from 'node:child_process';
import { chromium } from 'playwright-core';
import { chromiumPath } from '../scripts/chromium.mjs';
import { mainThreadEvents } from './playground.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args.splice(i, 2)[1] : fallback;
};
const pages = option('--pages', '/lessons/sticking/,/lessons/two-axes/,/zh-CN/lessons/sticking/').split(',');
const rounds = Number(option('--rounds', '5'));
const sites = args.length > 0 ? args : ['out'];
const THROTTLE = 4;
const LONG_MS = 50;
/** A task of the main thread's scheduler: its name in Chromium 156's trace, and in older ones. */
const TASKS = new Set(['ThreadControllerImpl::RunTask', 'RunTask']);

const servers = sites.map((site, k) => {
  const port = 4430 + k;
  return {
    site,
    port,
    process: spawn(process.execPath, ['scripts/serve.mjs', site, String(port)], { stdio: 'ignore' }),
  };
});
await new Promise((resolve) => setTimeout(resolve, 700));
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});

/** One load of `url` at the throttle: blocking time and the longest task, thread ms. */
async function load(url) {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  await browser.startTracing(page, { categories: ['devtools.timeline', 'toplevel'] });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(6000);
  const trace = JSON.parse((await browser.stopTracing()).toString());
  await page.close();
  const tasks = mainThreadEvents(trace.traceEvents).filter((e) => TASKS.has(e.name));
  const ms = tasks.map((e) => (e.tdur ?? 0) / 1000);
  return {
    blocking: ms.reduce((sum, t) => sum + Math.max(0, t - LONG_MS), 0),
    longest: Math.max(0, ...ms),
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
try {
  console.log(`CPU ${THROTTLE}×, 412 px, thread time, median of ${rounds} rounds (sites in turns)\n`);
  console.log(`| page | ${sites.map((s) => `${s}: blocking | longest task`).join(' | ')} |`);
  console.log(`|---|${sites.map(() => '---|---').join('|')}|`);
  for (const path of pages) {
    const results = sites.map(() => []);
    for (let r = 0; r < rounds; r++)
      for (const [k, { port }] of servers.entries())
        results[k].push(await load(`http://127.0.0.1:${port}${path}`));
    const cells = results.map((runs) => {
      const blocking = median(runs.map((x) => x.blocking));
      const longest = median(runs.map((x) => x.longest));
      return `${blocking.toFixed(0)} ms | ${longest.toFixed(0)} ms`;
    });
    console.log(`| ${path} | ${cells.join(' | ')} |`);
  }
} finally {
  await browser.close();
  for (const { process: server } of servers) server.kill();
}
