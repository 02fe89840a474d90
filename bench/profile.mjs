// node bench/profile.mjs [count] [throttle] — where the main thread's time goes on /playground
// while it plays: a CDP CPU profile of 5 s, self time summed per function, the top functions with
// a snippet of the (minified) source they start at, so each can be told apart (physics step,
// drawing, React, garbage collection). Built site in out/ (run `npm run build` first). For the
// browser's own work (raster, layout, the canvas's hand-over) see bench/trace.mjs.
import { benchPort, playingPlayground, startBrowser } from './playground.mjs';

const count = Number(process.argv[2] ?? 2000);
const throttle = Number(process.argv[3] ?? 1);
const PORT = benchPort(4391);
const { browser, close } = await startBrowser(PORT);

try {
  const { page, cdp } = await playingPlayground(browser, PORT, count, throttle, 1000);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.waitForTimeout(5000);
  const { profile } = await cdp.send('Profiler.stop');

  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const dt = profile.timeDeltas;
  profile.samples.forEach((id, i) => {
    self.set(id, (self.get(id) ?? 0) + (dt[i + 1] ?? 0) / 1000);
  });
  const rows = new Map();
  for (const [id, ms] of self) {
    const { callFrame: f } = byId.get(id);
    const key = `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}:${f.lineNumber}:${f.columnNumber}`;
    const row = rows.get(key) ?? { ms: 0, f };
    row.ms += ms;
    rows.set(key, row);
  }
  const total = [...rows.values()].reduce((s, r) => s + r.ms, 0);
  const sources = new Map();
  console.log(`${count} balls, CPU throttle ${throttle}×: ${total.toFixed(0)} ms sampled over 5 s`);
  for (const [key, { ms, f }] of [...rows].sort((a, b) => b[1].ms - a[1].ms).slice(0, 25)) {
    let snippet = '';
    if (f.url.endsWith('.js')) {
      if (!sources.has(f.url)) sources.set(f.url, (await (await fetch(f.url)).text()).split('\n'));
      snippet = sources.get(f.url)[f.lineNumber]?.slice(f.columnNumber, f.columnNumber + 90) ?? '';
    }
    console.log(
      `${ms.toFixed(0).padStart(6)} ms ${((100 * ms) / total).toFixed(1).padStart(5)}%  ${key}  ${snippet}`,
    );
  }
  await page.close();
} finally {
  await close();
}
