// A big crowd blended by hand into one image of the whole canvas, put in one call. A software
// canvas spends a few microseconds on every drawImage, however small the image (recording it, then
// rasterising it); blending the same sprite pixels in a typed array and handing the browser one
// finished image is 3–5× cheaper for thousands of balls, and about even at 500 (bench/results.md).
// The image starts as the background, so this only draws balls on a canvas that shows nothing else.
import type { Scene } from '../scene';
import { crowdSets, type SpritePixels, smallCanvas, spritePixelsOf, spriteSet } from './ballSprites';

const NONE: ReadonlySet<number> = new Set();
/** The canvas-sized image and two views of its pixels (32-bit and bytes), made once per size. */
interface Target {
  image: ImageData;
  pixels: Uint32Array;
  bytes: Uint8Array;
}
const images = new WeakMap<object, Target>();
const opaque = new Map<string, number | null>();
const overBackground = new WeakMap<SpritePixels, { background: number; pixels: Uint32Array }>();

/** The 32-bit pixel of an opaque colour as ImageData holds it; null where it cannot be read. */
function pixelOf(colour: string): number | null {
  let pixel = opaque.get(colour);
  if (pixel === undefined) {
    const made = smallCanvas(1);
    pixel = null;
    if (made) {
      made.ctx.fillStyle = colour;
      made.ctx.fillRect(0, 0, 1, 1);
      const bytes = made.ctx.getImageData(0, 0, 1, 1).data;
      bytes[3] = 255; // the figure's background is opaque
      pixel = new Uint32Array(bytes.buffer)[0] ?? null;
    }
    opaque.set(colour, pixel);
  }
  return pixel;
}

/** The canvas-sized image kept for this context, with its views. */
function targetFor(ctx: CanvasRenderingContext2D): Target {
  const { width, height } = ctx.canvas;
  let target = images.get(ctx);
  if (!target || target.image.width !== width || target.image.height !== height) {
    const image = new ImageData(width, height);
    target = { image, pixels: new Uint32Array(image.data.buffer), bytes: new Uint8Array(image.data.buffer) };
    images.set(ctx, target);
  }
  return target;
}

/** The sprite blended over the plain background, as 32-bit pixels (what `blend` makes there). */
function spriteOverBackground(s: SpritePixels, background: number): Uint32Array {
  let made = overBackground.get(s);
  if (!made || made.background !== background) {
    const pixels = new Uint32Array(s.size * s.size);
    const bytes = new Uint8Array(pixels.buffer);
    const under = new Uint8Array(Uint32Array.of(background).buffer);
    for (let p = 0; p < s.size * s.size; p++) {
      const keep = s.through[p] as number;
      for (let c = 0; c < 3; c++)
        bytes[4 * p + c] = ((s.premultiplied[3 * p + c] as number) + (under[c] as number) * keep + 128) >> 8;
      bytes[4 * p + 3] = under[3] as number;
    }
    made = { background, pixels };
    overBackground.set(s, made);
  }
  return made.pixels;
}

/**
 * One sprite blended over the image with its top left at (left, top), rounding to the nearest level.
 * Most pixels land on the bare `background`, where the blend is known beforehand (`over`): one
 * 32-bit write instead of three blended channels, the same bits (bench/results.md: the blend was a
 * fifth of a 2,000-ball frame).
 */
function blend(
  { image: { width, height }, pixels, bytes }: Target,
  background: number,
  s: SpritePixels,
  over: Uint32Array,
  left: number,
  top: number,
) {
  const { size, premultiplied, through, rowStart, rowEnd } = s;
  const y1 = Math.min(size, height - top);
  for (let y = Math.max(0, -top); y < y1; y++) {
    const x0 = Math.max(rowStart[y] as number, -left);
    const x1 = Math.min(rowEnd[y] as number, width - left);
    let q = (top + y) * width + left + x0;
    let p = y * size + x0;
    for (let x = x0; x < x1; x++, p++, q++) {
      const keep = through[p] as number;
      if (keep === 256) continue;
      if (pixels[q] === background) {
        pixels[q] = over[p] as number;
        continue;
      }
      const o = 4 * q;
      bytes[o] = ((premultiplied[3 * p] as number) + (bytes[o] as number) * keep + 128) >> 8;
      bytes[o + 1] = ((premultiplied[3 * p + 1] as number) + (bytes[o + 1] as number) * keep + 128) >> 8;
      bytes[o + 2] = ((premultiplied[3 * p + 2] as number) + (bytes[o + 2] as number) * keep + 128) >> 8;
    }
  }
}

/**
 * The background and every ball, as drawSprites would stamp them (the same discs at the same whole
 * device pixels), in one putImageData. False (nothing drawn) where the pixels cannot be read.
 */
export function stampBalls(ctx: CanvasRenderingContext2D, scene: Scene): boolean {
  const { palette, lineWidth } = scene;
  const background = pixelOf(palette.background);
  const scale = ctx.getTransform().a;
  const rim = lineWidth * scale;
  if (background === null || !spritePixelsOf(spriteSet(palette.foreground, rim), 1)) return false;
  const stuck = scene.stuck ?? NONE;
  const setOf = crowdSets(palette, rim);
  const target = targetFor(ctx);
  target.pixels.fill(background);
  scene.forEachBall((x, y, _vx, _vy, radius, _mass, i) => {
    const sprite = spritePixelsOf(setOf(i, stuck.has(i)), radius * scale);
    if (!sprite) return;
    const half = sprite.size / 2;
    const over = spriteOverBackground(sprite, background);
    blend(target, background, sprite, over, Math.round(x * scale - half), Math.round(y * scale - half));
  });
  ctx.putImageData(target.image, 0, 0);
  return true;
}
