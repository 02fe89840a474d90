// npm run bench:browser — /playground?scenario=two-hundred playing in Debian's Chromium, from the built
// site in out/ (run `npm run build` first): 200, 2,000 and 5,000 balls, unthrottled and at a 4× CPU
// throttle (the DevTools stand-in for a school laptop), 2,000 balls at 4× with a second page busy, and
// 10,000 balls unthrottled (issue 25's rows). "A second page busy" (`busy` in the table): another tab
// of the same browser plays a 2,000-ball crowd at the same throttle all the while, as a classroom
// laptop with two pages open would; its simulated frames a second are printed beside the note.
// From a 4 s Chromium trace:
// - main-thread time per animation frame: every task the main thread runs from the start of one
//   animation frame to the start of the next (the frame itself: the rAF callback with physics,
//   drawing and React, style, layout, the commit that rasterises the software canvas; and whatever
//   runs between frames, such as a canvas handed over outside the frame, timers, React's scheduler),
//   median and p95, wall time (it includes the throttle, and any load of the machine) and thread time
//   (CPU: it still includes the throttle, but not the time other processes had the core);
// - of that, the animation-frame callbacks (FireAnimationFrame: physics and drawing; the readouts
//   render between frames, as a transition), median and p95 — the narrower measure that a DevTools
//   profile shows as "Animation frame fired", and the one issue 15's baseline table fits;
// - a worker's time per animation frame (thread time of its tasks, median and p95), when the canvas
//   is drawn in one, and how the worker took the throttle: Chromium 156 refuses it on a worker target,
//   so that column is then unthrottled time, and ×throttle is what a slow laptop would spend;
// - paints per second: frames whose canvas was handed to the compositor, from the page or a worker;
// - simulated frames per second, from the frame counter, and the share of real time that is;
// - main-thread CPU ms per simulated frame: all of the main thread's thread time over the 4 s over
//   the frames simulated, the cost of a frame that the machine's load disturbs least.
// `node bench/browser.mjs [counts] [throttles] [--busy]` measures a part, e.g. `2000 4` or
// `200,2000 1,4`, every row with the second page busy when `--busy` is given.
import { cpus, loadavg } from 'node:os';
import {
  benchPort,
  mainThreadEvents,
  markMeasured,
  measuredProcess,
  playingPlayground,
  startBrowser,
  threadEvents,
} from './playground.mjs';

const PORT = benchPort(4390);
const SECONDS = 4;
const BUSY_COUNT = 2000;
const args = process.argv.slice(2);
const busyAll = args.includes('--busy');
const [counts, throttles] = args.filter((a) => a !== '--busy');
const list = (arg, fallback) => (arg ? arg.split(',').map(Number) : fallback);
/** The rows measured: balls, throttle and whether a second page is busy. */
const ROWS = counts
  ? list(counts).flatMap((count) =>
      list(throttles, [1, 4]).map((throttle) => ({ count, throttle, busy: busyAll })),
    )
  : [
      ...[200, 2000, 5000].flatMap((count) => [1, 4].map((throttle) => ({ count, throttle, busy: busyAll }))),
      { count: 2000, throttle: 4, busy: true },
      { count: 10000, throttle: 1, busy: busyAll },
    ];
const { browser, close } = await startBrowser(PORT);

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

/** Main-thread work (wall and thread time, ms) of each animation frame and the tasks after it up to
 *  the next, and the number of canvas hand-overs, from a trace. */
function framesOf(traceEvents) {
  const pid = measuredProcess(traceEvents); // not the second page's
  const onMain = mainThreadEvents(traceEvents, pid);
  const starts = onMain.filter((e) => e.name === 'ProxyMain::BeginMainFrame').map((e) => e.ts);
  const wall = starts.slice(0, -1).map(() => 0);
  const cpu = starts.slice(0, -1).map(() => 0);
  const callbacks = starts.slice(0, -1).map(() => 0);
  let end = -1;
  let k = 0;
  for (const task of onMain) {
    if (task.name !== 'ThreadControllerImpl::RunTask' || task.ts < end) continue; // nested: counted
    end = task.ts + task.dur;
    while (k < starts.length - 1 && task.ts >= starts[k + 1]) k += 1;
    // the task that runs the first frame starts a little before it
    if (k >= wall.length || task.ts + task.dur <= starts[0]) continue;
    wall[k] += task.dur / 1000;
    cpu[k] += (task.tdur ?? 0) / 1000;
  }
  k = 0;
  for (const callback of onMain.filter((e) => e.name === 'FireAnimationFrame')) {
    while (k < starts.length - 1 && callback.ts >= starts[k + 1]) k += 1;
    if (k < callbacks.length && callback.ts >= starts[0]) callbacks[k] += callback.dur / 1000;
  }
  // A worker's tasks, top level only, by the frame they started in.
  const worker = starts.slice(0, -1).map(() => 0);
  const onWorkers = threadEvents(traceEvents, 'DedicatedWorker thread', pid);
  end = -1;
  k = 0;
  for (const task of onWorkers) {
    if (task.ts < end || task.ts < starts[0]) continue;
    end = task.ts + task.dur;
    while (k < starts.length - 1 && task.ts >= starts[k + 1]) k += 1;
    if (k < worker.length) worker[k] += (task.tdur ?? task.dur) / 1000;
  }
  const produced = (e) => e.name === 'Canvas2DResourceProvider::ProduceCanvasResource';
  const paints = onMain.filter(produced).length + onWorkers.filter(produced).length;
  return { wall, cpu, callbacks, worker: onWorkers.length > 0 ? worker : [], paints };
}

/** The frame a playground's counter shows. */
const frameNumber = async (figure) =>
  Number((await figure.locator('.frame-counter').textContent())?.replace(/\D/g, ''));

async function measure(count, throttle, busy) {
  // the second page first, so it is playing all the while the first is measured
  const other = busy ? await playingPlayground(browser, PORT, BUSY_COUNT, throttle, 0) : undefined;
  // warm up, and let the pace settle
  const { page, figure, workers } = await playingPlayground(browser, PORT, count, throttle, 1500);
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'blink', 'cc', 'gpu', 'toplevel'],
  });
  await markMeasured(page);
  const startFrame = await frameNumber(figure);
  const otherStart = other ? await frameNumber(other.figure) : 0;
  const started = Date.now();
  await page.waitForTimeout(SECONDS * 1000);
  const endFrame = await frameNumber(figure);
  const otherEnd = other ? await frameNumber(other.figure) : 0;
  const seconds = (Date.now() - started) / 1000;
  const simulatedFrames = endFrame - startFrame;
  const paceNote = (await figure.locator('.pace-note').textContent()) || '—';
  const note = other
    ? `${paceNote} (second page: ${((otherEnd - otherStart) / seconds).toFixed(0)} frames a second)`
    : paceNote;
  const { wall, cpu, callbacks, worker, paints } = framesOf(
    JSON.parse((await browser.stopTracing()).toString()).traceEvents,
  );
  await page.close();
  await other?.page.close();
  const sorted = [wall, cpu, callbacks, worker].map((ms) => ms.sort((a, b) => a - b));
  const workerThrottle = [...new Set(workers())].join('; ') || 'no worker';
  const simulated = simulatedFrames / seconds;
  const cpuPerFrame = cpu.reduce((sum, ms) => sum + ms, 0) / Math.max(1, simulatedFrames);
  return [
    count.toLocaleString('en-US'),
    `${throttle}×${busy ? ', busy' : ''}`,
    ...sorted.flatMap((ms) =>
      ms.length > 0 ? [quantile(ms, 0.5).toFixed(1), quantile(ms, 0.95).toFixed(1)] : ['—', '—'],
    ),
    workerThrottle,
    (paints / SECONDS).toFixed(0),
    simulated.toFixed(0),
    `${(simulated / 60).toFixed(2)}×`,
    cpuPerFrame.toFixed(1),
    loadavg()[0]?.toFixed(1),
    note,
  ];
}

try {
  console.log(
    `Machine: ${cpus()[0]?.model}, ${cpus().length} cores; load average before: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(', ')}\n`,
  );
  console.log(
    '| balls | CPU throttle | main-thread ms per frame, median | p95 | CPU ms per frame, median | p95 | animation-frame callbacks ms, median | p95 | worker ms per frame, median | p95 | worker throttle | paints per second | simulated frames per second | of real time | main-thread CPU ms per simulated frame | load (1 min) | note on screen |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const { count, throttle, busy } of ROWS)
    console.log(`| ${(await measure(count, throttle, busy)).join(' | ')} |`);
  console.log(
    `\nLoad average after: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(', ')}`,
  );
} finally {
  await close();
}
