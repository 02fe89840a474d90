// npm run bench:browser — frame time (physics + drawing) of /playground in Debian's Chromium at
// 200 and 2,000 balls, from the built site in out/ (run `npm run build` first). Prints the median
// and 95th percentile of the time between animation frames while playing, and how many frames the
// simulation advanced per second of wall time.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { chromiumMissing, chromiumPath } from '../scripts/chromium.mjs';

if (chromiumMissing) throw new Error(chromiumMissing);
if (!existsSync('out/index.html')) throw new Error('No site in out/: run "npm run build" first.');

const PORT = 4390;
const server = spawn(process.execPath, ['scripts/serve.mjs', 'out', String(PORT)], { stdio: 'ignore' });
await new Promise((resolve) => setTimeout(resolve, 500));
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

try {
  console.log('| balls | median frame (ms) | p95 frame (ms) | simulation frames per second |');
  console.log('|---|---|---|---|');
  for (const count of [200, 2000]) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`http://127.0.0.1:${PORT}/playground/?scenario=two-hundred&count=${count}`);
    const figure = page.getByRole('region', { name: 'Playground simulation' });
    await figure.locator('canvas').scrollIntoViewIfNeeded();
    const frameText = () => figure.locator('.frame-counter').textContent();
    await figure.getByRole('button', { name: 'Play' }).click();
    await page.waitForTimeout(1000); // warm up
    const startFrame = Number((await frameText())?.replace(/\D/g, ''));
    const deltas = await page.evaluate(
      () =>
        new Promise((resolve) => {
          const times = [];
          const tick = (now) => {
            times.push(now);
            if (now - times[0] < 5000) requestAnimationFrame(tick);
            else resolve(times.slice(1).map((t, i) => t - times[i]));
          };
          requestAnimationFrame(tick);
        }),
    );
    const endFrame = Number((await frameText())?.replace(/\D/g, ''));
    const sorted = [...deltas].sort((a, b) => a - b);
    const rate = (endFrame - startFrame) / 5;
    console.log(
      `| ${count} | ${quantile(sorted, 0.5).toFixed(1)} | ${quantile(sorted, 0.95).toFixed(1)} | ${rate.toFixed(0)} |`,
    );
    await page.close();
  }
} finally {
  await browser.close();
  server.kill();
}
