// where React's readout work goes: for samples under react-dom, the first non-React frame (the component or hook React called) and its inclusive time; plus React's own self time
import { readFileSync } from 'node:fs';
import { benchPort, playingPlayground, startBrowser } from './bench/playground.mjs';
const count = Number(process.argv[2] ?? 200);
const throttle = Number(process.argv[3] ?? 1);
const REACT = process.argv[4] ?? '1005q9grpu-wb.js';
const { browser, close } = await startBrowser(benchPort(4396));
try {
  const { page, cdp } = await playingPlayground(browser, benchPort(4396), count, throttle, 1500);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.waitForTimeout(6000);
  const { profile } = await cdp.send('Profiler.stop');
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const file = (n) => n.callFrame.url.split('/').pop();
  const res = new Map(); let reactSelf = 0; let reactTotal = 0;
  const dt = profile.timeDeltas;
  profile.samples.forEach((id, i) => {
    const ms = (dt[i + 1] ?? 0) / 1000;
    const stack = []; let cur = id;
    while (cur !== undefined) { stack.push(byId.get(cur)); cur = parent.get(cur); }
    stack.reverse(); // root first
    const r = stack.findIndex((n) => file(n) === REACT);
    if (r < 0) return;
    reactTotal += ms;
    const after = stack.slice(r).find((n) => file(n) !== REACT && file(n) !== '');
    if (!after) { reactSelf += ms; return; }
    const f = after.callFrame;
    const k = `${f.functionName || '(anon)'} ${file(after)}:${f.columnNumber}`;
    res.set(k, (res.get(k) ?? 0) + ms);
  });
  console.log('react total', reactTotal.toFixed(1), 'react own', reactSelf.toFixed(1));
  const src = (k) => { const [name, loc] = k.split(' '); const [f, col] = loc.split(':'); try { return readFileSync(`out/_next/static/chunks/${f}`, 'utf8').slice(Number(col), Number(col) + 110).replace(/\n/g, ' '); } catch { return ''; } };
  for (const [k, ms] of [...res].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(ms.toFixed(1).padStart(7), k.padEnd(40), src(k));
  await page.close();
} finally { await close(); }
