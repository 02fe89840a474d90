// Labels of one paint keep clear of each other: a label that would cover one written before it moves
// down or up a line or two, and is left out when none of those places is free. Outside a paint that
// lays labels out (a drawing of its own), a label goes exactly where it is asked.
import { describe, expect, it } from 'vitest';
import { label, startLabels } from '@/components/canvas/shapes';

/** A context whose text is 20 wide and 10 high (ascent 6, descent 4), and that notes where it went. */
function context() {
  const written: [string, number, number][] = [];
  const ctx = {
    fillStyle: '',
    textAlign: '',
    textBaseline: '',
    measureText: () => ({ width: 20, actualBoundingBoxAscent: 6, actualBoundingBoxDescent: 4 }),
    fillText: (text: string, x: number, y: number) => written.push([text, x, y]),
  } as unknown as CanvasRenderingContext2D;
  return { ctx, written };
}

describe('label', () => {
  it('moves a label that would overlap an earlier one down, then up, a line at a time', () => {
    const { ctx, written } = context();
    startLabels(ctx);
    for (const name of ['a', 'b', 'c', 'd', 'e']) label(ctx, name, 100, 50, 'white');
    // a line is the text's height and 15%: 11.5
    expect(written).toEqual([
      ['a', 100, 50],
      ['b', 100, 61.5],
      ['c', 100, 38.5],
      ['d', 100, 73],
      ['e', 100, 27],
    ]);
  });

  it('leaves out a label with no free place', () => {
    const { ctx, written } = context();
    startLabels(ctx);
    for (const name of ['a', 'b', 'c', 'd', 'e', 'f']) label(ctx, name, 100, 50, 'white');
    expect(written.map(([text]) => text)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('keeps a gap of a quarter of the text height between labels side by side', () => {
    const { ctx, written } = context();
    startLabels(ctx);
    label(ctx, 'a', 100, 50, 'white'); // from 90 to 110
    label(ctx, 'touching', 120, 50, 'white'); // from 110: too close, a line down
    label(ctx, 'apart', 75, 50, 'white'); // to 85: 5 clear of a, enough
    expect(written).toEqual([
      ['a', 100, 50],
      ['touching', 120, 61.5],
      ['apart', 75, 50],
    ]);
  });

  it('starts afresh with each paint, and lays nothing out outside one', () => {
    const { ctx, written } = context();
    label(ctx, 'a', 100, 50, 'white');
    label(ctx, 'b', 100, 50, 'white');
    startLabels(ctx);
    label(ctx, 'c', 100, 50, 'white');
    startLabels(ctx);
    label(ctx, 'd', 100, 50, 'white');
    expect(written).toEqual([
      ['a', 100, 50],
      ['b', 100, 50],
      ['c', 100, 50],
      ['d', 100, 50],
    ]);
  });
});
