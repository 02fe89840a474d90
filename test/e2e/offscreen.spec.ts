// Issue 25: a crowd's canvas is drawn in a worker (components/canvas/offscreenPainter.ts). The canvas
// the page keeps shows the worker's frames, so the pixel helpers read it as before: it is drawn,
// a step changes it, a step back gives the same pixels again, and Save image saves a picture of it.
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { expectDrawn, inkShare, pixels } from './support/canvas';
import { format, site } from './support/locales';
import { RETURNING } from './support/returning';

const { t, url } = site('en');
const s = t.simulation;

test('a crowd is drawn in a worker, frame for frame, and saves as an image', { tag: RETURNING }, async ({
  page,
}) => {
  await page.goto(url('/playground/?scenario=two-hundred&count=200'));
  const figure = page.getByRole('region', { name: t.playground.figure });
  const canvas = figure.locator('canvas');
  await expect(canvas).toHaveAttribute('data-drawn-in', 'worker');
  await expectDrawn(canvas);
  expect(await inkShare(canvas)).toBeGreaterThan(0.02);
  const start = await pixels(canvas);
  await figure.getByRole('button', { name: s.stepForward }).click();
  await expect(figure.locator('.frame-counter')).toHaveText(format(s.frame, { frame: 1 }));
  const next = await pixels(canvas);
  expect(next).not.toBe(start);
  await figure.getByRole('button', { name: s.stepBack }).click();
  await expect(figure.locator('.frame-counter')).toHaveText(format(s.frame, { frame: 0 }));
  expect(await pixels(canvas)).toBe(start);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    figure.getByRole('button', { name: t.offline.saveImage }).click(),
  ]);
  const png = readFileSync(await download.path());
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  expect(png.length).toBeGreaterThan(5000); // a picture of the crowd, not a blank canvas
});

test('a few balls stay on the page, and a crowd that shrinks draws there again', { tag: RETURNING }, async ({
  page,
}) => {
  await page.goto(url('/playground/?scenario=two-hundred&count=200'));
  const figure = page.getByRole('region', { name: t.playground.figure });
  await expect(figure.locator('canvas')).toHaveAttribute('data-drawn-in', 'worker');
  await page.getByLabel(t.inputs.fields.count).fill('10');
  await expect(page).toHaveURL(/count=10/);
  const canvas = figure.locator('canvas');
  await expect(canvas).not.toHaveAttribute('data-drawn-in', 'worker');
  await expectDrawn(canvas);
  await page.getByLabel(t.inputs.fields.count).fill('300');
  await expect(canvas).toHaveAttribute('data-drawn-in', 'worker');
  await expectDrawn(canvas);
});
