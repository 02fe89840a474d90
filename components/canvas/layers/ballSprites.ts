// A crowd's balls stamped from small pre-drawn images: a software-rendered canvas rasterises
// thousands of anti-aliased arcs (fill and rim) far slower than it copies as many small images (the
// profile in bench/results.md: 2,000 balls, about 4× less). One image per colour, rim width and
// quarter device pixel of radius, drawn at whole device pixels, so a ball may sit up to half a device
// pixel off and its radius a quarter: invisible in a crowd, and few balls are still drawn as paths.
// The images are ImageBitmaps where the browser can make them: drawing an OffscreenCanvas takes a
// snapshot of it at every drawImage (bench/results.md: 2,000 balls at 4× throttle, 23 ms a frame).

type Sprite = ImageBitmap | HTMLCanvasElement | OffscreenCanvas;

/** The sprites of one colour and rim (device pixels), by radius in quarter device pixels. */
export interface SpriteSet {
  colour: string;
  rim: number;
  images: Map<number, Sprite | null>;
}

const sets = new Map<string, SpriteSet>();
/** More than a crowd's colours × rims ever need; past it (a resized or zoomed canvas) start again. */
const SET_LIMIT = 64;
/** More radii than a crowd ever needs in one set; past it start that set again. */
const RADII_LIMIT = 400;

/** A disc of `radius` device pixels, filled translucent, with a rim of `rim` device pixels. */
function makeSprite(colour: string, radius: number, rim: number): Sprite | null {
  const size = Math.ceil(2 * radius + rim + 2);
  const canvas =
    typeof OffscreenCanvas !== 'undefined'
      ? new OffscreenCanvas(size, size)
      : document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const ctx = canvas.getContext('2d') as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
  if (!ctx) return null;
  ctx.beginPath();
  ctx.arc(size / 2, size / 2, radius, 0, Math.PI * 2);
  ctx.globalAlpha = 0.3;
  ctx.fillStyle = colour;
  ctx.fill();
  ctx.globalAlpha = 1;
  ctx.lineWidth = rim;
  ctx.strokeStyle = colour;
  ctx.stroke();
  return 'transferToImageBitmap' in canvas ? canvas.transferToImageBitmap() : canvas;
}

/** The sprites of one colour and rim (device pixels); look them up with `spriteOf`. */
export function spriteSet(colour: string, rim: number): SpriteSet {
  const key = `${colour}|${rim}`;
  let set = sets.get(key);
  if (!set) {
    if (sets.size >= SET_LIMIT) sets.clear();
    set = { colour, rim, images: new Map() };
    sets.set(key, set);
  }
  return set;
}

/** The image of a ball of `radius` device pixels, or null where this browser cannot make one (then
 *  draw paths). */
export function spriteOf({ colour, rim, images }: SpriteSet, radius: number): Sprite | null {
  const quarters = Math.round(radius * 4);
  let sprite = images.get(quarters);
  if (sprite === undefined) {
    if (images.size >= RADII_LIMIT) images.clear();
    sprite = makeSprite(colour, quarters / 4, rim);
    images.set(quarters, sprite);
  }
  return sprite;
}
