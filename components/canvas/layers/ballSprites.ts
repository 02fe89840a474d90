// A crowd's balls stamped from small pre-drawn images: a software-rendered canvas rasterises
// thousands of anti-aliased arcs (fill and rim) far slower than it copies as many small images (the
// profile in bench/results.md: 2,000 balls, about 4× less). One image per colour, rim width and
// quarter device pixel of radius, drawn at whole device pixels, so a ball may sit up to half a device
// pixel off and its radius a quarter: invisible in a crowd, and few balls are still drawn as paths.

type Sprite = HTMLCanvasElement | OffscreenCanvas;

const cache = new Map<string, Sprite | null>();
/** More than a crowd's colours × radii ever need; past it (a resized or zoomed canvas) start again. */
const CACHE_LIMIT = 2000;

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
  return canvas;
}

/** The image of a ball, or null where this browser cannot make one (then draw paths). */
export function ballSprite(colour: string, radius: number, rim: number): Sprite | null {
  const r = Math.round(radius * 4) / 4;
  const key = `${colour}|${r}|${rim}`;
  let sprite = cache.get(key);
  if (sprite === undefined) {
    if (cache.size >= CACHE_LIMIT) cache.clear();
    sprite = makeSprite(colour, r, rim);
    cache.set(key, sprite);
  }
  return sprite;
}
