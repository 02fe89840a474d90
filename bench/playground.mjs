// What the browser benches share: the built site served on a local port, Debian's Chromium with
// software canvas (--disable-gpu), and /playground with N balls of the two-hundred scenario playing
// at a given CPU throttle. BENCH_SITE names another built site (default out/, e.g. a copy of an
// earlier build, to compare before and after in the same minutes); BENCH_PORT another port;
// BENCH_VIEW=readouts scrolls the readouts into view instead of the canvas.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { chromiumMissing, chromiumPath } from '../scripts/chromium.mjs';

const SITE = process.env.BENCH_SITE ?? 'out';

/** The port to serve on: BENCH_PORT, or the bench's own default. */
export const benchPort = (fallback) => Number(process.env.BENCH_PORT ?? fallback);

/** Serve the built site on `port` and launch Chromium; `close()` stops both. */
export async function startBrowser(port) {
  if (chromiumMissing) throw new Error(chromiumMissing);
  if (!existsSync(`${SITE}/index.html`)) throw new Error(`No site in ${SITE}: run "npm run build" first.`);
  const server = spawn(process.execPath, ['scripts/serve.mjs', SITE, String(port)], { stdio: 'ignore' });
  await new Promise((resolve) => setTimeout(resolve, 500));
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const close = async () => {
    await browser.close();
    server.kill();
  };
  return { browser, close };
}

/**
 * Sends every dedicated worker of the page the same CPU throttle as the page (a page's throttle does
 * not slow its workers, TOOLCHAIN.md), through auto-attach. Returns what the workers answered: the
 * bench prints it, since Chromium 156 refuses the command on a worker target ("Operation is only
 * supported for pages, not workers") and a worker's time then counts unthrottled.
 */
async function throttleWorkers(cdp, rate) {
  const answers = new Map(); // worker session → 'throttled' or the error
  let id = 0;
  cdp.on('Target.attachedToTarget', ({ sessionId, targetInfo }) => {
    if (targetInfo.type !== 'worker') return;
    answers.set(sessionId, 'pending');
    const message = { id: ++id, method: 'Emulation.setCPUThrottlingRate', params: { rate } };
    void cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify(message) });
  });
  cdp.on('Target.receivedMessageFromTarget', ({ sessionId, message }) => {
    const answer = JSON.parse(message);
    if (answers.get(sessionId) !== 'pending' || !('id' in answer)) return;
    answers.set(sessionId, answer.error ? answer.error.message : 'throttled');
  });
  // Not flattened: Playwright's CDP session cannot address a child session, but it can send
  // through Target.sendMessageToTarget.
  await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: false });
  return () => [...answers.values()];
}

/** /playground with `count` balls, playing for `warmUpMs` at `throttle`; its page, CDP session and
 *  figure, and `workers()`: how each of its workers took the throttle. */
export async function playingPlayground(browser, port, count, throttle, warmUpMs) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const cdp = await page.context().newCDPSession(page);
  const workers = await throttleWorkers(cdp, throttle);
  await page.goto(`http://127.0.0.1:${port}/playground/?scenario=two-hundred&count=${count}`);
  const figure = page.getByRole('region', { name: 'Playground simulation' });
  // BENCH_VIEW=readouts: the chart and readouts on screen (the canvas partly), not the canvas alone
  const shown =
    process.env.BENCH_VIEW === 'readouts' ? figure.getByTestId('metrics-chart') : figure.locator('canvas');
  await shown.scrollIntoViewIfNeeded();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  await figure.getByRole('button', { name: 'Play' }).click();
  await page.waitForTimeout(warmUpMs);
  return { page, cdp, figure, workers };
}

/** The complete events ('X') of the threads called `threadName` in a Chromium trace, in time order;
 *  of process `pid` only when given (a second page runs in a renderer of its own). */
export function threadEvents(traceEvents, threadName, pid) {
  const threads = new Set(
    traceEvents
      .filter(
        (e) => e.name === 'thread_name' && e.args.name === threadName && (pid === undefined || e.pid === pid),
      )
      .map((e) => `${e.pid}:${e.tid}`),
  );
  return traceEvents
    .filter((e) => threads.has(`${e.pid}:${e.tid}`) && e.ph === 'X')
    .sort((a, b) => a.ts - b.ts);
}

/** The complete events of the renderer's main thread (of process `pid` when given), in time order. */
export const mainThreadEvents = (traceEvents, pid) => threadEvents(traceEvents, 'CrRendererMain', pid);

/** Marks the trace from `page`, so its renderer is told from a second page's (measuredProcess). */
export const markMeasured = (page) => page.evaluate(() => console.timeStamp('bench-measured'));

/** The process of the page markMeasured marked, if it did. */
export const measuredProcess = (traceEvents) =>
  traceEvents.find((e) => e.name === 'TimeStamp' && e.args?.data?.message === 'bench-measured')?.pid;
