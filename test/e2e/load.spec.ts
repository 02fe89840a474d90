// Long sessions and load: twenty figures where only those on screen animate, a hidden tab that
// pauses without a jump on return, and ten minutes of 200 balls at 4× in a few seconds.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

interface TestClock {
  frame: number;
  playing: boolean;
  play(): void;
  pause(): void;
  fastForward(frames: number): void;
  worlds: { balls(): { x: number; y: number; vx: number; vy: number }[]; width: number; height: number }[];
}
declare global {
  interface Window {
    billiardClocks: Record<string, TestClock>;
  }
}

const frameOf = (page: Page, name: string) =>
  page.evaluate((n) => window.billiardClocks[n]?.frame ?? -1, name);

async function openStress(page: Page) {
  await page.goto('/test/stress/');
  await expect.poll(() => page.evaluate(() => Object.keys(window.billiardClocks ?? {}).length)).toBe(20);
}

test('of twenty figures only those on screen animate', async ({ page }) => {
  await openStress(page);
  await page.evaluate(() => {
    for (const clock of Object.values(window.billiardClocks)) clock.play();
  });
  await page.waitForTimeout(1000);
  expect(await frameOf(page, 'figure1')).toBeGreaterThan(20);
  for (const name of ['figure10', 'figure15', 'figure20']) expect(await frameOf(page, name)).toBe(0);
  // the page stays responsive: the browser still paints at a good rate with all twenty "playing"
  const fps = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let frames = 0;
        const start = performance.now();
        const count = () => {
          frames += 1;
          if (performance.now() - start < 1000) requestAnimationFrame(count);
          else resolve(frames);
        };
        requestAnimationFrame(count);
      }),
  );
  expect(fps).toBeGreaterThan(30);
  // scrolled into view, the last one starts
  await page.getByRole('region', { name: 'Figure 20' }).scrollIntoViewIfNeeded();
  await expect.poll(() => frameOf(page, 'figure20')).toBeGreaterThan(5);
});

test('a hidden tab pauses the animation and resuming does not jump', async ({ page }) => {
  await openStress(page);
  const setVisibility = (state: 'hidden' | 'visible') =>
    page.evaluate((s) => {
      Object.defineProperty(document, 'visibilityState', { value: s, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    }, state);
  await page.evaluate(() => window.billiardClocks.figure1?.play());
  await page.waitForTimeout(300);
  await setVisibility('hidden');
  const hiddenAt = await frameOf(page, 'figure1');
  await page.waitForTimeout(1000);
  expect(await frameOf(page, 'figure1')).toBeLessThanOrEqual(hiddenAt + 1);
  await setVisibility('visible');
  await page.waitForTimeout(150);
  const resumed = await frameOf(page, 'figure1');
  // 150 ms at 60 frames a second is about 9 frames; a jump would be the missing 60
  expect(resumed - hiddenAt).toBeGreaterThan(0);
  expect(resumed - hiddenAt).toBeLessThan(25);
});

test('ten minutes of 200 balls at 4×: no NaN, bounded memory, no DOM growth', async ({ page }) => {
  test.setTimeout(300_000);
  await page.goto('/test/long-run/');
  await expect.poll(() => page.evaluate(() => !!window.billiardClocks?.long)).toBe(true);
  const cdp = await page.context().newCDPSession(page);
  const heap = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    return (await cdp.send('Runtime.getHeapUsage')).usedSize;
  };
  const nodes = () => page.evaluate(() => document.getElementsByTagName('*').length);
  // a first stretch fills the bounded histories, so what follows measures growth, not warm-up
  await page.evaluate(() => window.billiardClocks.long?.fastForward(2000));
  const [heapStart, nodesStart] = [await heap(), await nodes()];
  const FRAMES = 10 * 60 * 60 * 4; // 10 minutes × 60 s × 60 frames × 4× speed = 144,000
  for (let done = 2000; done < FRAMES; done += 4000) {
    const bad = await page.evaluate(
      (n) => {
        const clock = window.billiardClocks.long as TestClock;
        clock.fastForward(n);
        const world = clock.worlds[0];
        if (!world) return 'no world';
        const wrong = world
          .balls()
          .find(
            (b) =>
              ![b.x, b.y, b.vx, b.vy].every(Number.isFinite) ||
              b.x < 0 ||
              b.x > world.width ||
              b.y < 0 ||
              b.y > world.height,
          );
        return wrong ? JSON.stringify(wrong) : null;
      },
      Math.min(4000, FRAMES - done),
    );
    expect(bad).toBeNull();
  }
  expect(await frameOf(page, 'long')).toBe(FRAMES);
  const growth = (await heap()) - heapStart;
  expect(growth).toBeLessThan(10 * 1024 * 1024);
  // a readout may gain or lose a cell as the numbers change; a leak would add thousands
  expect(await nodes()).toBeLessThanOrEqual(nodesStart + 10);
  await expect(page.locator('.frame-counter')).toHaveText(`Frame ${FRAMES}`);
});
