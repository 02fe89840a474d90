// Labels of one paint keep clear of each other and of its arrows: a label that would cover one written
// before it, or an arrow, moves down or up a line or two, then beside, and is left out when none of
// those places is free. Outside a paint that lays labels out (a drawing of its own), a label goes
// exactly where it is asked, at once.
import { describe, expect, it } from 'vitest';
import { arrow, finishLabels, label, startLabels } from '@/components/canvas/shapes';

/** A context whose text is 20 wide and 10 high (ascent 6, descent 4), and that notes where it went;
 *  with `view`, it draws on a canvas of that size at that transform (a scale and a shift). */
function context(view?: {
  width: number;
  height: number;
  transform: [number, number, number, number, number, number];
}) {
  const written: [string, number, number][] = [];
  const ctx = {
    fillStyle: '',
    textAlign: '',
    textBaseline: '',
    font: '',
    globalAlpha: 1,
    save: () => {},
    restore: () => {},
    setLineDash: () => {},
    beginPath: () => {},
    moveTo: () => {},
    lineTo: () => {},
    closePath: () => {},
    stroke: () => {},
    fill: () => {},
    measureText: () => ({ width: 20, actualBoundingBoxAscent: 6, actualBoundingBoxDescent: 4 }),
    fillText: (text: string, x: number, y: number) => written.push([text, x, y]),
    ...(view && {
      canvas: { width: view.width, height: view.height },
      getTransform: () => {
        const [a, b, c, d, e, f] = view.transform;
        return { a, b, c, d, e, f };
      },
    }),
  } as unknown as CanvasRenderingContext2D;
  return { ctx, written };
}

type View = Parameters<typeof context>[0];
/** Where a label went, as "text x,y": a test's expected places fit on a line. */
const place = ([text, x, y]: [string, number, number]) => `${text} ${x},${y}`;

/** One paint on a fresh context: the labels `draw` asks for, where they were written when it ended. */
function paint(draw: (ctx: CanvasRenderingContext2D) => void, view?: View): string[] {
  const { ctx, written } = context(view);
  startLabels(ctx);
  draw(ctx);
  finishLabels(ctx);
  return written.map(place);
}

describe('label', () => {
  it('moves a label that would overlap an earlier one down, then up, a line at a time', () => {
    const written = paint((ctx) => {
      for (const name of ['a', 'b', 'c', 'd', 'e']) label(ctx, name, 100, 50, 'white');
    });
    // a line is the text's height and 15%: 11.5
    expect(written).toEqual(['a 100,50', 'b 100,61.5', 'c 100,38.5', 'd 100,73', 'e 100,27']);
  });

  it('then beside, and leaves out a label with no free place', () => {
    const names = 'abcdefghijklmn'.split('');
    const written = paint((ctx) => {
      for (const name of names) label(ctx, name, 100, 50, 'white');
    });
    expect(written.map((at) => at.split(' ')[0])).toEqual(names.slice(0, 13));
    // beside: a width and two gaps (20 + 2 × 2.5) to the right, then to the left
    expect(written[5]).toBe('f 125,50');
    expect(written[6]).toBe('g 75,50');
  });

  it('keeps clear of the arrows the paint drew, however late the label was asked for', () => {
    const { ctx, written } = context();
    startLabels(ctx);
    label(ctx, 'before', 100, 50, 'white'); // asked for before the arrow is drawn
    arrow(ctx, 60, 50, 80, 0, 'white', 2); // through both labels' first places
    label(ctx, 'after', 100, 80, 'white');
    arrow(ctx, 100, 100, 0, -22, 'white', 2); // up into "after" (y 74 to 84) from below
    expect(written).toEqual([]); // nothing is written before the paint ends
    finishLabels(ctx);
    // the horizontal arrow covers y 49 to 51 (its head 45 to 55): a line down is free; "after" finds
    // the vertical arrow a line down and two, "before" a line and two up: it goes beside
    expect(written.map(place)).toEqual(['before 100,61.5', 'after 125,80']);
  });

  it('keeps a gap of a quarter of the text height between labels side by side', () => {
    const written = paint((ctx) => {
      label(ctx, 'a', 100, 50, 'white'); // from 90 to 110
      label(ctx, 'touching', 120, 50, 'white'); // from 110: too close, a line down
      label(ctx, 'apart', 75, 50, 'white'); // to 85: 5 clear of a, enough
    });
    expect(written).toEqual(['a 100,50', 'touching 120,61.5', 'apart 75,50']);
  });

  it('starts afresh with each paint, and lays nothing out outside one', () => {
    const { ctx, written } = context();
    label(ctx, 'a', 100, 50, 'white');
    label(ctx, 'b', 100, 50, 'white');
    startLabels(ctx);
    label(ctx, 'c', 100, 50, 'white');
    finishLabels(ctx);
    startLabels(ctx);
    label(ctx, 'd', 100, 50, 'white');
    finishLabels(ctx);
    expect(written.map(place)).toEqual(['a 100,50', 'b 100,50', 'c 100,50', 'd 100,50']);
  });

  it('keeps a label inside the canvas: one asked for past an edge is written just inside it', () => {
    // a 400 × 300 canvas at twice the drawing's scale, shifted 10 right: drawing units x -5 to 195, y 0 to 150
    const written = paint(
      (ctx) => {
        label(ctx, 'left', -3, 50, 'white'); // would reach x -13
        label(ctx, 'right', 190, 100, 'white'); // would reach 200
        label(ctx, 'top', 100, 2, 'white'); // would reach y -4
        label(ctx, 'corner', 199, 149, 'white');
        label(ctx, 'middle', 100, 75, 'white'); // well inside: where asked
      },
      { width: 400, height: 300, transform: [2, 0, 0, 2, 10, 0] },
    );
    expect(written).toEqual(['left 5,50', 'right 185,100', 'top 100,6', 'corner 185,146', 'middle 100,75']);
  });

  it('moves a label kept inside on along the edge when its place there is taken', () => {
    const written = paint(
      (ctx) => {
        label(ctx, 'a', 195, 50, 'white');
        label(ctx, 'b', 195, 50, 'white'); // same place: a line down, still inside the right edge
      },
      { width: 200, height: 100, transform: [1, 0, 0, 1, 0, 0] },
    );
    expect(written).toEqual(['a 190,50', 'b 190,61.5']);
  });

  it('lays out as before on a turned frame, whose box it cannot read', () => {
    const written = paint((ctx) => label(ctx, 'a', -50, 500, 'white'), {
      width: 200,
      height: 100,
      transform: [0, 1, -1, 0, 0, 0],
    });
    expect(written).toEqual(['a -50,500']);
  });
});
