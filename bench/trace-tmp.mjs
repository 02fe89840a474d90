import { spawn } from 'node:child_process';
import { chromium } from 'playwright-core';
import { chromiumPath } from '/work/wt-laptop/scripts/chromium.mjs';

const count = Number(process.argv[2] ?? 2000),
  throttle = Number(process.argv[3] ?? 1);
const PORT = 4392;
const server = spawn(process.execPath, ['scripts/serve.mjs', 'out', String(PORT)], { stdio: 'ignore' });
await new Promise((r) => setTimeout(r, 500));
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const cdp = await page.context().newCDPSession(page);
  await page.goto(`http://127.0.0.1:${PORT}/playground/?scenario=two-hundred&count=${count}`);
  const figure = page.getByRole('region', { name: 'Playground simulation' });
  await figure.locator('canvas').scrollIntoViewIfNeeded();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  await figure.getByRole('button', { name: 'Play' }).click();
  await page.waitForTimeout(1000);
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'v8', 'blink', 'cc', 'gpu', 'disabled-by-default-devtools.timeline'],
  });
  await page.waitForTimeout(4000);
  const buf = await browser.stopTracing();
  const { traceEvents } = JSON.parse(buf.toString());
  const threads = new Map();
  for (const e of traceEvents) if (e.name === 'thread_name') threads.set(`${e.pid}:${e.tid}`, e.args.name);
  const main = [...threads].filter(([, n]) => n === 'CrRendererMain').map(([k]) => k);
  const per = new Map();
  const busy = 0;
  const names = [
    'FireAnimationFrame',
    'FunctionCall',
    'Paint',
    'PrePaint',
    'Layout',
    'UpdateLayoutTree',
    'MinorGC',
    'MajorGC',
    'V8.GC_SCAVENGER',
    'V8.GCScavenger',
    'V8.GCFinalizeMC',
    'BlinkGC.AtomicPhase',
    'ParseHTML',
    'HitTest',
    'Layerize',
    'UpdateLayer',
    'Commit',
    'EventDispatch',
    'RunMicrotasks',
    'v8.run',
    'TimerFire',
    'ScheduleStyleRecalculation',
    'Canvas2DLayerBridge::FlushRecordingOnly',
    'CanvasResourceProvider::FlushCanvas',
    'PaintImage',
    'RasterTask',
    'ThreadControllerImpl::RunTask',
  ];
  let frames = 0;
  for (const e of traceEvents) {
    const k = `${e.pid}:${e.tid}`;
    if (e.name === 'FireAnimationFrame' && main.includes(k)) frames++;
    if (e.ph !== 'X' || !e.dur) continue;
    const key = `${threads.get(k) ?? k} ${e.name}`;
    const o = per.get(key) ?? [0, 0];
    o[0] += e.dur / 1000;
    o[1] += (e.tdur ?? 0) / 1000;
    per.set(key, o);
  }
  console.log(`${count} balls throttle ${throttle}: ${frames} animation frames in 4 s`);
  for (const [k, v] of [...per].sort((a, b) => b[1][0] - a[1][0]).slice(0, 60))
    console.log(v[0].toFixed(0).padStart(7), v[1].toFixed(0).padStart(7), k);
} finally {
  await browser.close();
  server.kill();
}
