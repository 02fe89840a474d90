// node bench/trace.mjs [count] [throttle] — where the main thread's time goes on /playground while
// it plays, from a 4 s Chromium trace: the self time (thread time, so another process holding the
// core does not count; the throttle does) of each kind of work, per animation frame, separately for
// frames with a layout (the readouts changed: React, layout, paint) and frames without (physics and
// the canvas alone). The canvas's raster shows up as LayerTreeHost::DoUpdateLayers (when the frame is
// committed) or Canvas2DResourceProvider::WritePixels (a putImageData); its hand-over to the
// compositor as ProduceCanvasResource. Then the slowest tenth of the frames counted as
// `npm run bench:browser` counts them, every task from one frame to the next: React renders the
// readouts in tasks between frames (a transition), which the frames' own events do not hold, and
// those tasks make the p95. Built site in out/ (run `npm run build` first).
import { benchPort, mainThreadEvents, playingPlayground, startBrowser } from './bench/playground.mjs';

const count = Number(process.argv[2] ?? 2000);
const throttle = Number(process.argv[3] ?? 1);
const PORT = benchPort(4392);
const SHOWN = 14;
const { browser, close } = await startBrowser(PORT);

/** Self thread time (ms) by event name inside each frame, summed per kind of frame. */
function breakdown(traceEvents) {
  // outer events before the ones inside them when they start together
  const onMain = mainThreadEvents(traceEvents).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const kinds = {
    'with readouts': { frames: 0, self: new Map() },
    'canvas only': { frames: 0, self: new Map() },
  };
  let from = 0;
  for (const frame of onMain.filter((e) => e.name === 'ProxyMain::BeginMainFrame')) {
    while (onMain[from] && onMain[from].ts < frame.ts) from += 1;
    const inside = [];
    for (let k = from; k < onMain.length && onMain[k].ts < frame.ts + frame.dur; k++) inside.push(onMain[k]);
    const kind =
      kinds[inside.some((e) => e.name === 'LocalFrameView::performLayout') ? 'with readouts' : 'canvas only'];
    kind.frames += 1;
    const stack = [];
    for (const e of inside) {
      while (stack.length > 0 && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop();
      const parent = stack.at(-1);
      const ms = (e.tdur ?? 0) / 1000;
      if (parent) kind.self.set(parent.name, (kind.self.get(parent.name) ?? 0) - ms);
      kind.self.set(e.name, (kind.self.get(e.name) ?? 0) + ms);
      stack.push(e);
    }
  }
  return kinds;
}

/** The slowest tenth of the frames (thread time of every task from one frame's start to the next),
 *  self time by event name per frame, and the frames' p50 and p95. */
function slowest(traceEvents) {
  const onMain = mainThreadEvents(traceEvents).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const starts = onMain.filter((e) => e.name === 'ProxyMain::BeginMainFrame').map((e) => e.ts);
  const frames = starts.slice(1).map((end, k) => ({ start: starts[k], end, cpu: 0, self: new Map() }));
  const stack = [];
  let k = 0;
  for (const e of onMain) {
    while (k < frames.length - 1 && e.ts >= frames[k].end) k += 1;
    const frame = frames[k];
    if (!frame || e.ts < frame.start || e.ts >= frame.end) continue;
    while (stack.length > 0 && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop();
    const ms = (e.tdur ?? 0) / 1000;
    const parent = stack.at(-1);
    if (!parent && e.name === 'ThreadControllerImpl::RunTask') frame.cpu += ms;
    if (parent) frame.self.set(parent.name, (frame.self.get(parent.name) ?? 0) - ms);
    frame.self.set(e.name, (frame.self.get(e.name) ?? 0) + ms);
    stack.push(e);
  }
  frames.sort((a, b) => a.cpu - b.cpu);
  const at = (q) => frames[Math.min(frames.length - 1, Math.floor(q * frames.length))]?.cpu ?? Number.NaN;
  const top = frames.slice(Math.floor(0.9 * frames.length));
  const self = new Map();
  for (const frame of top) for (const [name, ms] of frame.self) self.set(name, (self.get(name) ?? 0) + ms);
  return { count: frames.length, p50: at(0.5), p95: at(0.95), top: top.length, self };
}

try {
  const { page } = await playingPlayground(browser, PORT, count, throttle, 1500);
  if (process.env.FIX) await page.evaluate(process.env.FIX);
  await browser.startTracing(page, { categories: ['devtools.timeline', 'blink', 'cc', 'toplevel'] });
  await page.waitForTimeout(4000);
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
  const kinds = breakdown(traceEvents);
  await page.close();
  console.log(`${count} balls, CPU throttle ${throttle}×: main-thread self time per frame (ms, thread time)`);
  for (const [name, { frames, self }] of Object.entries(kinds)) {
    const total = [...self.values()].reduce((s, ms) => s + ms, 0);
    console.log(`\n${name}: ${frames} frames in 4 s, ${(total / Math.max(1, frames)).toFixed(2)} ms each`);
    for (const [event, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, SHOWN))
      console.log(`${(ms / Math.max(1, frames)).toFixed(2).padStart(8)}  ${event}`);
  }
  const slow = slowest(traceEvents);
  console.log(
    `\nframe to frame, every task: ${slow.count} frames, p50 ${slow.p50.toFixed(1)} ms, p95 ${slow.p95.toFixed(1)} ms; the slowest ${slow.top}, each:`,
  );
  for (const [event, ms] of [...slow.self].sort((a, b) => b[1] - a[1]).slice(0, SHOWN))
    console.log(`${(ms / Math.max(1, slow.top)).toFixed(2).padStart(8)}  ${event}`);
} finally {
  await close();
}
