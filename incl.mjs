// inclusive CPU time per function over 6 s of /playground playing (count, throttle)
import { benchPort, playingPlayground, startBrowser } from './bench/playground.mjs';
const count = Number(process.argv[2] ?? 200);
const throttle = Number(process.argv[3] ?? 1);
const { browser, close } = await startBrowser(benchPort(4395));
try {
  const { page, cdp } = await playingPlayground(browser, benchPort(4395), count, throttle, 1500);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.waitForTimeout(6000);
  const { profile } = await cdp.send('Profiler.stop');
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const key = (n) => { const f = n.callFrame; return `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}:${f.columnNumber}`; };
  const incl = new Map(); const selfT = new Map();
  const dt = profile.timeDeltas;
  profile.samples.forEach((id, i) => {
    const ms = (dt[i + 1] ?? 0) / 1000;
    const seen = new Set();
    let cur = id; let first = true;
    while (cur !== undefined) {
      const k = key(byId.get(cur));
      if (first) { selfT.set(k, (selfT.get(k) ?? 0) + ms); first = false; }
      if (!seen.has(k)) { seen.add(k); incl.set(k, (incl.get(k) ?? 0) + ms); }
      cur = parent.get(cur);
    }
  });
  const rows = [...incl].sort((a, b) => b[1] - a[1]).slice(0, Number(process.argv[4] ?? 70));
  for (const [k, ms] of rows) console.log(ms.toFixed(1).padStart(8), (selfT.get(k) ?? 0).toFixed(1).padStart(7), k);
  await page.close();
} finally { await close(); }
