// Issue 38: the physics gives the same bits in Chromium as in Node. Every scenario × method ×
// separation × contact runs 600 frames on the site's own bundle (the page /test/same-bits/) and here in
// Node from the same source; every frame's hash of every ball's bits must match. Before physics/math,
// Chromium's Math.sin, cos and atan2 rounded some inputs differently from Node's and the crowds parted.
import { MATH_INPUTS, mathHashes, type SameBitsRun, sameBitsRuns } from '@/app/(en)/test/same-bits/runs';
import { expect, test } from './fixtures';

test('every scenario runs to the same bits in Chromium as in Node, frame by frame', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/test/same-bits/');
  await page.waitForFunction(() => 'sameBits' in window);
  // the browser and Node work at once: two cores
  const inBrowser = page.evaluate(() => (window as unknown as { sameBits: () => SameBitsRun[] }).sameBits());
  const inNode = sameBitsRuns();
  const browser = await inBrowser;
  expect(browser.map((run) => run.key)).toEqual(inNode.map((run) => run.key));
  expect(inNode.length).toBe(10 * 3 * 4 * 2);
  const parted = inNode.flatMap((run, i) => {
    const theirs = browser[i]?.frames ?? [];
    const frame = run.frames.findIndex((hash, f) => hash !== theirs[f]);
    return frame < 0 ? [] : [`${run.key}: from frame ${frame + 1}`];
  });
  expect(parted, 'runs whose frames differ between Chromium and Node').toEqual([]);
});

test('each function of physics/math gives the same bits in Chromium as in Node, where Math does not', async ({
  page,
}) => {
  await page.goto('/test/same-bits/');
  await page.waitForFunction(() => 'mathHashes' in window);
  type Hashes = (native?: boolean) => Record<string, number>;
  const hashes = (native: boolean) =>
    page.evaluate((n) => (window as unknown as { mathHashes: Hashes }).mathHashes(n), native);
  expect(await hashes(false), `${MATH_INPUTS} inputs a function`).toEqual(mathHashes(false));
  // what the module is for: the engines' own functions part on the same inputs (issue 38 measured
  // atan2, exp, atan, sin and cos differing; sqrt and hypot did not)
  const [theirs, ours] = [await hashes(true), mathHashes(true)];
  const differ = Object.keys(ours).filter((name) => theirs[name] !== ours[name]);
  console.log(`Math functions whose bits differ between Chromium and Node: ${differ.join(', ') || 'none'}`);
});
