// node bench/trace.mjs [count] [throttle] — where the main thread's time goes on /playground while
// it plays, from a 4 s Chromium trace: the self time (thread time, so another process holding the
// core does not count; the throttle does) of each kind of work, per animation frame, separately for
// frames with a layout (the readouts changed: React, layout, paint) and frames without (physics and
// the canvas alone). The canvas's raster shows up as LayerTreeHost::DoUpdateLayers (when the frame is
// committed) or Canvas2DResourceProvider::WritePixels (a putImageData); its hand-over to the
// compositor as ProduceCanvasResource. Built site in out/ (run `npm run build` first).
import { benchPort, mainThreadEvents, playingPlayground, startBrowser } from './playground.mjs';

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

try {
  const { page } = await playingPlayground(browser, PORT, count, throttle, 1500);
  await browser.startTracing(page, { categories: ['devtools.timeline', 'blink', 'cc', 'toplevel'] });
  await page.waitForTimeout(4000);
  const kinds = breakdown(JSON.parse((await browser.stopTracing()).toString()).traceEvents);
  await page.close();
  console.log(`${count} balls, CPU throttle ${throttle}×: main-thread self time per frame (ms, thread time)`);
  for (const [name, { frames, self }] of Object.entries(kinds)) {
    const total = [...self.values()].reduce((s, ms) => s + ms, 0);
    console.log(`\n${name}: ${frames} frames in 4 s, ${(total / Math.max(1, frames)).toFixed(2)} ms each`);
    for (const [event, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, SHOWN))
      console.log(`${(ms / Math.max(1, frames)).toFixed(2).padStart(8)}  ${event}`);
  }
} finally {
  await close();
}
