// A crowd's balls stamped from small pre-drawn images: a software-rendered canvas rasterises
// thousands of anti-aliased arcs (fill and rim) far slower than it copies as many small images (the
// profile in bench/results.md: 2,000 balls, about 4× less). One image per colour, rim width and
// quarter device pixel of radius, drawn at whole device pixels, so a ball may sit up to half a device
// pixel off and its radius a quarter: invisible in a crowd, and few balls are still drawn as paths.
// The images are ImageBitmaps where the browser can make them: drawing an OffscreenCanvas takes a
// snapshot of it at every drawImage (bench/results.md: 2,000 balls at 4× throttle, 23 ms a frame).
// The same discs can also be read as pixels, for a big crowd blended by hand (ballStamps.ts).

import { ballColour, type Palette } from '../palette';

type Sprite = ImageBitmap | HTMLCanvasElement | OffscreenCanvas;
type Canvas = HTMLCanvasElement | OffscreenCanvas;

/** A sprite's pixels for blending by hand (ballStamps.ts), row by row, `size` × `size`: each
 *  pixel's colour already multiplied by its alpha (three numbers), and how much of what is under
 *  it shows through (1 − alpha), all in 256ths: integer arithmetic blends about twice as fast as
 *  floating point stored to a clamped array. Row y has pixels that show from rowStart[y] up to
 *  rowEnd[y]; the rest of the square is transparent. */
export interface SpritePixels {
  size: number;
  premultiplied: Uint16Array;
  through: Uint16Array;
  rowStart: Uint16Array;
  rowEnd: Uint16Array;
}

/** The sprites of one colour and rim (device pixels), by radius in quarter device pixels. */
export interface SpriteSet {
  colour: string;
  rim: number;
  images: Map<number, Sprite | null>;
  pixels: Map<number, SpritePixels | null>;
}

const sets = new Map<string, SpriteSet>();
/** More than a crowd's colours × rims ever need; past it (a resized or zoomed canvas) start again. */
const SET_LIMIT = 64;
/** More radii than a crowd ever needs in one set; past it start that set again. */
const RADII_LIMIT = 400;

/** A canvas of `size` device pixels square, with its 2D context; null where there is none. */
export function smallCanvas(size: number): { canvas: Canvas; ctx: CanvasRenderingContext2D } | null {
  const canvas: Canvas =
    typeof OffscreenCanvas !== 'undefined'
      ? new OffscreenCanvas(size, size)
      : document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  // the two contexts draw and read alike; one type keeps the callers simple
  const ctx = canvas.getContext('2d') as CanvasRenderingContext2D | null;
  return ctx && { canvas, ctx };
}

/** A disc of `radius` device pixels, filled translucent, with a rim of `rim` device pixels. */
function drawDisc(colour: string, radius: number, rim: number) {
  const made = smallCanvas(Math.ceil(2 * radius + rim + 2));
  if (!made) return null;
  const { canvas, ctx } = made;
  const size = canvas.width;
  ctx.beginPath();
  ctx.arc(size / 2, size / 2, radius, 0, Math.PI * 2);
  ctx.globalAlpha = 0.3;
  ctx.fillStyle = colour;
  ctx.fill();
  ctx.globalAlpha = 1;
  ctx.lineWidth = rim;
  ctx.strokeStyle = colour;
  ctx.stroke();
  return made;
}

function makeSprite(colour: string, radius: number, rim: number): Sprite | null {
  const canvas = drawDisc(colour, radius, rim)?.canvas;
  if (!canvas) return null;
  return 'transferToImageBitmap' in canvas ? canvas.transferToImageBitmap() : canvas;
}

function readPixels(colour: string, radius: number, rim: number): SpritePixels | null {
  const made = drawDisc(colour, radius, rim);
  if (!made) return null;
  const size = made.canvas.width;
  const { data } = made.ctx.getImageData(0, 0, size, size);
  const premultiplied = new Uint16Array(size * size * 3);
  const through = new Uint16Array(size * size);
  const rowStart = new Uint16Array(size);
  const rowEnd = new Uint16Array(size);
  for (let p = 0; p < size * size; p++) {
    const alpha = (data[4 * p + 3] ?? 0) / 255;
    through[p] = Math.round((1 - alpha) * 256);
    for (let c = 0; c < 3; c++) premultiplied[3 * p + c] = Math.round((data[4 * p + c] ?? 0) * alpha * 256);
  }
  for (let y = 0; y < size; y++) {
    const row = through.subarray(y * size, (y + 1) * size);
    const shows = (keep: number) => keep !== 256;
    // an empty row gets the empty span 0 to 0
    rowStart[y] = Math.max(0, row.findIndex(shows));
    rowEnd[y] = row.findLastIndex(shows) + 1;
  }
  return { size, premultiplied, through, rowStart, rowEnd };
}

/** The sprites of one colour and rim (device pixels); look them up with `spriteOf`. */
export function spriteSet(colour: string, rim: number): SpriteSet {
  const key = `${colour}|${rim}`;
  let set = sets.get(key);
  if (!set) {
    if (sets.size >= SET_LIMIT) sets.clear();
    set = { colour, rim, images: new Map(), pixels: new Map() };
    sets.set(key, set);
  }
  return set;
}

/** The set for each ball of a crowd: its colour's, or the warning colour's (a wider rim) when stuck.
 *  The sets are looked up once a paint, not once a ball. */
export function crowdSets(palette: Palette, rim: number): (ball: number, stuck: boolean) => SpriteSet {
  const colours = Array.from({ length: Math.max(1, palette.balls.length) }, (_, i) =>
    spriteSet(ballColour(palette, i), rim),
  );
  const hot = spriteSet(palette.stuck, rim * 2.5);
  return (ball, stuck) => (stuck ? hot : (colours[ball % colours.length] as SpriteSet));
}

/** The image of a ball of `radius` device pixels, or null where this browser cannot make one (then
 *  draw paths). */
export function spriteOf({ colour, rim, images }: SpriteSet, radius: number): Sprite | null {
  return cached(images, radius, (r) => makeSprite(colour, r, rim));
}

/** The pixels of that image, or null where this browser cannot read them. */
export function spritePixelsOf({ colour, rim, pixels }: SpriteSet, radius: number): SpritePixels | null {
  return cached(pixels, radius, (r) => readPixels(colour, r, rim));
}

function cached<T>(map: Map<number, T | null>, radius: number, make: (radius: number) => T | null): T | null {
  const quarters = Math.round(radius * 4);
  let made = map.get(quarters);
  if (made === undefined) {
    if (map.size >= RADII_LIMIT) map.clear();
    made = make(quarters / 4);
    map.set(quarters, made);
  }
  return made;
}
