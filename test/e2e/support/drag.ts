// Driving a figure as a reader does: dragging on its canvas, and reading its ball table.
import type { Locator } from '@playwright/test';
import type { Messages } from '@/lib/i18n';

/** Drags with the mouse on a figure's canvas, between two points in its world's units (pixels of
 *  the stage, whatever size the canvas is drawn at). */
export async function dragOnCanvas(canvas: Locator, from: [number, number], to: [number, number]) {
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.boundingBox();
  if (!box) throw new Error('canvas has no box');
  const scale = box.width / Number(await canvas.getAttribute('data-world-width'));
  const mouse = canvas.page().mouse;
  await mouse.move(box.x + from[0] * scale, box.y + from[1] * scale);
  await mouse.down();
  await mouse.move(box.x + to[0] * scale, box.y + to[1] * scale, { steps: 5 });
  await mouse.up();
}

type Column = keyof Messages['simulation']['table'];

/** The label of a ball's field in the ball table: `ball0 mass` (BallTable writes it so). */
export const ballLabel = (t: Messages, index: number, column: Column) =>
  `ball${index} ${t.simulation.table[column]}`;

/** Position and velocity of ball `index` as the figure's (open) ball table shows them. */
export async function ballInTable(figure: Locator, t: Messages, index: number) {
  // a long number rests cut to five figures and marked "…" (NumberField's restingText)
  const read = async (column: Column) =>
    Number((await figure.getByLabel(ballLabel(t, index, column)).inputValue()).replace('…', ''));
  return { x: await read('x'), y: await read('y'), vx: await read('vx'), vy: await read('vy') };
}

/** The same numbers while playing, when the table shows text (columns: mass, radius, x, y, vx, vy). */
export async function ballInTableWhilePlaying(figure: Locator, index: number) {
  const cells = figure.locator('.ball-table tbody tr').nth(index).locator('td');
  // a table scrolled away does not follow a playing clock (issue 25): read it on screen, as a reader does
  await cells.first().scrollIntoViewIfNeeded();
  const read = async (column: number) =>
    Number(((await cells.nth(column).textContent()) ?? '').replace('\u2212', '-'));
  return { x: await read(2), y: await read(3), vx: await read(4), vy: await read(5) };
}
