// node bench/inspectorOpen.mjs [runs] — how long the collision inspector takes to open, and its first
// move to start, on lesson 4's Billiard3 stopped at its first collision (issue 40: framer-motion is
// loaded with the first move, and must not slow the opening). Each run is a fresh browser context
// (nothing cached): Inspect is clicked in the page and timed to the frame after the dialog's canvas
// takes focus; then stage 3 is clicked and timed to the first changed picture of the canvas. Median
// and range, in ms. BENCH_SITE=<dir> measures another build (an earlier one, for before and after).
import { benchPort, startBrowser } from './playground.mjs';

const PORT = benchPort(4201);
const RUNS = Number(process.argv[2] ?? 7);

async function once(browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`http://127.0.0.1:${PORT}/lessons/two-axes/`);
  const figure = page.getByRole('region', { name: 'Billiard3: two balls in two dimensions' });
  await figure.scrollIntoViewIfNeeded();
  await figure.getByLabel('Speed').selectOption('2');
  await figure.getByRole('button', { name: 'Play' }).click();
  // pause-at-collisions stops the figure on its first collision, and Inspect is enabled
  await figure.getByRole('button', { name: 'Inspect collision' }).and(page.locator(':enabled')).waitFor();
  const open = await page.evaluate(async () => {
    const button = [...document.querySelectorAll('button')].find(
      (e) => e.textContent === 'Inspect collision',
    );
    const start = performance.now();
    button.click();
    await new Promise((resolve) => {
      const look = () => {
        const canvas = document.querySelector('dialog[open] canvas');
        if (canvas && document.activeElement === canvas) requestAnimationFrame(resolve);
        else requestAnimationFrame(look);
      };
      look();
    });
    return performance.now() - start;
  });
  const move = await page.evaluate(async () => {
    const dialog = document.querySelector('dialog[open]');
    const canvas = dialog.querySelector('canvas');
    const button = [...dialog.querySelectorAll('.stage-list button')][2];
    const before = canvas.toDataURL();
    const start = performance.now();
    button.click();
    await new Promise((resolve) => {
      const look = () => (canvas.toDataURL() !== before ? resolve() : requestAnimationFrame(look));
      requestAnimationFrame(look);
    });
    return performance.now() - start;
  });
  await context.close();
  return { open, move };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const { browser, close } = await startBrowser(PORT);
try {
  const runs = [];
  for (let k = 0; k < RUNS; k++) runs.push(await once(browser));
  for (const key of ['open', 'move']) {
    const xs = runs.map((r) => r[key]);
    const say = (x) => x.toFixed(0);
    console.log(
      `${key}: median ${say(median(xs))} ms (${say(Math.min(...xs))}–${say(Math.max(...xs))}), ${RUNS} runs`,
    );
  }
} finally {
  await close();
}
