// A chart's line at one or two points per column of its plot, not one per frame: 1,001 frames
// across a plot 248 units wide drew four points to a column, which the reader cannot tell apart but
// React, the SVG's layout and its paint all paid for. Each column keeps its smallest and its largest
// value (in the order they came), so a spike of a single frame still shows at full height.

/**
 * The `points` of an SVG polyline through `rows`: each row at (x(row), y(row)), skipping rows whose
 * value is not finite, with at most the lowest and the highest value of each whole unit of x.
 */
export function columnPoints<T>(
  rows: readonly T[],
  value: (row: T) => number,
  x: (row: T) => number,
  y: (value: number) => number,
): string {
  const points: string[] = [];
  let column = Number.NaN;
  let low = -1; // the column's rows with the smallest and largest value
  let high = -1;
  let lowValue = 0;
  let highValue = 0;
  const close = () => {
    if (low < 0) return;
    const firstY = y(low < high ? lowValue : highValue).toFixed(1);
    const secondY = y(low < high ? highValue : lowValue).toFixed(1);
    points.push(`${x(rows[Math.min(low, high)] as T).toFixed(1)},${firstY}`);
    // a column whose values differ by rounding alone (a conserved energy) is one point on screen
    if (secondY !== firstY) points.push(`${x(rows[Math.max(low, high)] as T).toFixed(1)},${secondY}`);
  };
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i] as T;
    const v = value(row);
    if (!Number.isFinite(v)) continue;
    const c = Math.floor(x(row));
    if (c !== column) {
      close();
      column = c;
      low = high = i;
      lowValue = highValue = v;
    } else if (v < lowValue) {
      low = i;
      lowValue = v;
    } else if (v > highValue) {
      high = i;
      highValue = v;
    }
  }
  close();
  return points.join(' ');
}

/**
 * Marked frames at one per column of the plot (the first of each), and the one path that draws them
 * as vertical lines from `top` to `bottom`: a crowd hits a wall nearly every frame, and a line
 * element per frame was a thousand elements moved on every render for marks no one could tell apart.
 */
export function columnMarks(
  frames: readonly number[],
  x: (frame: number) => number,
  top: number,
  bottom: number,
): { frames: number[]; path: string } {
  const shown: number[] = [];
  const segments: string[] = [];
  let column = Number.NaN;
  for (const frame of frames) {
    const at = x(frame);
    if (Math.floor(at) === column) continue;
    column = Math.floor(at);
    shown.push(frame);
    segments.push(`M${at.toFixed(1)} ${top}V${bottom}`);
  }
  return { frames: shown, path: segments.join('') };
}
