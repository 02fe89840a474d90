// A big crowd on the bare background is blended by hand into one image: every ball's sprite at the
// whole device pixels drawImage would use, translucent pixels blended over what is under them,
// balls at the edge clipped; only the first layer over the background does it (paintScene says which).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ballsOf } from '@/components/canvas/ballSource';
import { stampBalls } from '@/components/canvas/layers/ballStamps';
import { drawBalls } from '@/components/canvas/layers/balls';
import { SCREEN } from '@/components/canvas/readable';
import { type Layer, paintScene, type Scene } from '@/components/canvas/scene';
import type { Ball } from '@/physics';
import { namedPalette } from '@/test/components/support/fixtures';

const BACKGROUND: [number, number, number] = [10, 20, 30];
const COLOURS: Record<string, [number, number, number]> = {
  c0: [200, 0, 0],
  c1: [0, 200, 0],
  red: [250, 0, 0],
  fg: [1, 1, 1],
};
const palette = namedPalette('c0', 'c1');

/** A small canvas whose "drawing" is a sprite with one opaque pixel at its centre and a half
 *  transparent one right of it, in the stroke colour; a 1×1 canvas reads back its fill colour. */
class FakeCanvas {
  constructor(
    public width: number,
    public height: number,
  ) {}
  getContext() {
    const canvas = this;
    const state = { fillStyle: '', strokeStyle: '', globalAlpha: 1, lineWidth: 1 };
    return Object.assign(state, {
      beginPath() {},
      arc() {},
      fill() {},
      stroke() {},
      fillRect() {},
      getImageData(_x: number, _y: number, w: number, h: number) {
        const data = new Uint8ClampedArray(w * h * 4);
        if (w === 1) {
          data.set([...(state.fillStyle === 'bg' ? BACKGROUND : [0, 0, 0]), 255]);
          return { data };
        }
        const [r, g, b] = COLOURS[state.strokeStyle] ?? [0, 0, 0];
        const centre = Math.floor(canvas.height / 2) * canvas.width + Math.floor(canvas.width / 2);
        data.set([r, g, b, 255], centre * 4);
        data.set([r, g, b, 128], (centre + 1) * 4);
        return { data };
      },
    });
  }
}

class FakeImageData {
  data: Uint8ClampedArray;
  constructor(
    public width: number,
    public height: number,
  ) {
    this.data = new Uint8ClampedArray(width * height * 4);
  }
}

/** The figure's canvas, 2 device pixels per physics pixel: what is put and what is stamped. */
function figureCanvas(width: number, height: number) {
  const put: FakeImageData[] = [];
  const stamps: [number, number][] = [];
  const ctx = {
    canvas: { width, height },
    getTransform: () => ({ a: 2 }),
    setTransform() {},
    fillRect() {},
    save() {},
    restore() {},
    putImageData: (image: FakeImageData) => put.push(image),
    drawImage: (_image: unknown, x: number, y: number) => stamps.push([x, y]),
  } as unknown as CanvasRenderingContext2D;
  return { ctx, put, stamps };
}

const ball = (x: number, y: number): Ball => ({ x, y, vx: 0, vy: 0, radius: 5, mass: 1 });
const sceneOf = (balls: Ball[], extra: Partial<Scene> = {}): Scene => ({
  ...ballsOf(balls),
  palette,
  lineWidth: 1,
  view: SCREEN,
  ...extra,
});
/** Rim 2 device px, radius 10: sprites of ceil(20 + 2 + 2) = 24 px, centred 12 px from their corner. */
const SIZE = 24;
const pixel = (image: FakeImageData, x: number, y: number) => {
  const o = (y * image.width + x) * 4;
  return [...image.data.slice(o, o + 4)];
};

beforeEach(() => {
  vi.stubGlobal('OffscreenCanvas', FakeCanvas);
  vi.stubGlobal('ImageData', FakeImageData);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('stampBalls', () => {
  it('puts one image of the background with every ball where drawImage would stamp it', () => {
    const balls = [ball(10.3, 10), ball(30, 12.8)];
    const stamped = figureCanvas(100, 60);
    expect(stampBalls(stamped.ctx, sceneOf(balls))).toBe(true);
    const [image] = stamped.put;
    if (!image) throw new Error('nothing was put');
    expect([image.width, image.height]).toEqual([100, 60]);

    const drawn = figureCanvas(100, 60);
    drawBalls(drawn.ctx, sceneOf([...balls, ...Array.from({ length: 60 }, () => ball(-50, -50))]));
    balls.forEach((_, i) => {
      const [left, top] = drawn.stamps[i] as [number, number];
      const [r, g, b] = COLOURS[palette.balls[i] as string] as number[];
      expect(pixel(image, left + SIZE / 2, top + SIZE / 2)).toEqual([r, g, b, 255]);
    });
    expect(pixel(image, 0, 0)).toEqual([...BACKGROUND, 255]);
    expect(pixel(image, 99, 59)).toEqual([...BACKGROUND, 255]);
  });

  it('blends a translucent pixel over the background', () => {
    const { ctx, put } = figureCanvas(60, 40);
    stampBalls(ctx, sceneOf([ball(10, 10)]));
    const left = Math.round(10 * 2 - SIZE / 2);
    const alpha = 128 / 255;
    const [r, g, b] = pixel(put[0] as FakeImageData, left + SIZE / 2 + 1, left + SIZE / 2);
    expect(r).toBeCloseTo(200 * alpha + BACKGROUND[0] * (1 - alpha), -0.5);
    expect(g).toBeCloseTo(BACKGROUND[1] * (1 - alpha), -0.5);
    expect(b).toBeCloseTo(BACKGROUND[2] * (1 - alpha), -0.5);
  });

  it('blends a translucent pixel over another ball, not over the background', () => {
    // the second ball's half-transparent pixel lands on the first ball's opaque centre
    const { ctx, put } = figureCanvas(60, 40);
    stampBalls(ctx, sceneOf([ball(10.5, 10), ball(10, 10)]));
    const centre = Math.round(10.5 * 2 - SIZE / 2) + SIZE / 2;
    const top = Math.round(10 * 2 - SIZE / 2) + SIZE / 2;
    const alpha = 128 / 255;
    const [r, g, b] = pixel(put[0] as FakeImageData, centre, top);
    expect(r).toBeCloseTo(200 * (1 - alpha), -0.5);
    expect(g).toBeCloseTo(200 * alpha, -0.5);
    expect(b).toBe(0);
  });

  it('clips balls at the edges, and draws stuck balls in the warning colour', () => {
    const { ctx, put } = figureCanvas(40, 30);
    const balls = [ball(-4, 5), ball(19, 14), ball(200, 200)];
    expect(stampBalls(ctx, sceneOf(balls, { stuck: new Set([1]) }))).toBe(true);
    const image = put[0] as FakeImageData;
    const [left, top] = [Math.round(19 * 2 - SIZE / 2), Math.round(14 * 2 - SIZE / 2)];
    expect(pixel(image, left + SIZE / 2, top + SIZE / 2)).toEqual([...(COLOURS.red as number[]), 255]);
    // the first ball's centre lies 8 px left of the canvas: unclipped, it would show at the end of
    // the row above
    expect(pixel(image, 40 - 8, Math.round(5 * 2 - SIZE / 2) + SIZE / 2 - 1)).toEqual([...BACKGROUND, 255]);
  });

  it('draws nothing where the pixels cannot be read', () => {
    vi.stubGlobal('OffscreenCanvas', undefined);
    vi.stubGlobal('document', { createElement: () => ({ getContext: () => null }) });
    const { ctx, put } = figureCanvas(40, 30);
    expect(stampBalls(ctx, sceneOf([ball(5, 5)], { palette: { ...palette, background: 'other' } }))).toBe(
      false,
    );
    expect(put).toHaveLength(0);
  });
});

describe('drawBalls of a big crowd', () => {
  const crowd = Array.from({ length: 500 }, (_, i) => ball(i % 50, Math.floor(i / 50)));

  it('blends by hand only as the first layer over the background', () => {
    const first = figureCanvas(120, 40);
    drawBalls(first.ctx, sceneOf(crowd, { onBackground: true }));
    expect(first.put).toHaveLength(1);
    expect(first.stamps).toHaveLength(0);

    const over = figureCanvas(120, 40);
    drawBalls(over.ctx, sceneOf(crowd));
    expect(over.put).toHaveLength(0);
    expect(over.stamps).toHaveLength(crowd.length);
  });

  it('is told by paintScene which layer comes first', () => {
    const seen: (boolean | undefined)[] = [];
    const layer: Layer = (_ctx, scene) => {
      seen.push(scene.onBackground);
    };
    paintScene(figureCanvas(10, 10).ctx, sceneOf([]), [layer, layer, layer], 1);
    expect(seen).toEqual([true, undefined, undefined]);
  });
});
