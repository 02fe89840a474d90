// The drawing layers on a recording context: a figure is the list of layers its overlays switch
// on, in a fixed order; balls are drawn one path per colour, stuck ones in the warning colour;
// a list of balls and a world's forEachBall draw the same.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ballsOf } from '@/components/canvas/ballSource';
import { drawMomentumArrows, drawVelocityArrows } from '@/components/canvas/layers/arrows';
import { drawBalls } from '@/components/canvas/layers/balls';
import { drawLabels } from '@/components/canvas/layers/labels';
import { drawTrails } from '@/components/canvas/layers/overlays';
import { SCREEN } from '@/components/canvas/readable';
import type { Scene } from '@/components/canvas/scene';
import { basicOverlays, worldLayers } from '@/components/canvas/worldLayers';
import { type Ball, createWorld } from '@/physics';
import { allOverlays, namedPalette } from '@/test/components/support/fixtures';

const palette = namedPalette('c0', 'c1', 'c2');

/** A 2D context that writes down what is drawn: fills with their colour, and arcs. */
function recorder() {
  const log: string[] = [];
  const ctx = new Proxy(
    { fillStyle: '', strokeStyle: '', lineWidth: 1, font: '' } as Record<string, unknown>,
    {
      get(target, name: string) {
        if (name in target) return target[name];
        return (...args: unknown[]) => {
          if (name === 'fill') log.push(`fill ${target.fillStyle}`);
          if (name === 'arc') log.push(`arc ${args.slice(0, 3).join(',')}`);
          if (name === 'stroke') log.push(`stroke ${target.strokeStyle} ${target.lineWidth}`);
          if (name === 'fillText') log.push(`text ${args[0]} ${args[1]} ${target.font}`);
          if (name === 'drawImage') log.push(`image ${args[1]},${args[2]}`);
        };
      },
      set(target, name: string, value) {
        target[name] = value;
        return true;
      },
    },
  ) as unknown as CanvasRenderingContext2D;
  return { ctx, log };
}

const row = (x: number): Ball => ({ x, y: 50, vx: 1, vy: 0, radius: 10, mass: 2 });
const balls = [row(20), row(50), row(80), row(110)];
const scene = (extra: Partial<Scene> = {}): Scene => ({
  ...ballsOf(balls),
  palette,
  lineWidth: 1,
  view: SCREEN,
  ...extra,
});

describe('worldLayers', () => {
  it('draws trails under the balls, arrows over the labels, and only what is switched on', () => {
    expect(worldLayers(basicOverlays(4))).toEqual([drawBalls, drawLabels, drawVelocityArrows]);
    const all = worldLayers(allOverlays);
    expect(all).toHaveLength(9);
    expect(all[0]).toBe(drawTrails);
    expect(all[1]).toBe(drawBalls);
    expect(all.indexOf(drawLabels)).toBeLessThan(all.indexOf(drawVelocityArrows));
    expect(all.indexOf(drawLabels)).toBeLessThan(all.indexOf(drawMomentumArrows));
  });
});

describe('drawBalls in a crowd', () => {
  // 60 balls in a row, drawn at 2 device pixels per physics pixel
  const crowd = Array.from({ length: 60 }, (_, i) => ({ ...row(10 + i * 20.3), radius: 5 + (i % 3) }));
  const crowdScene = (): Scene => ({ ...scene(), ...ballsOf(crowd) });
  const scaled = () => {
    const r = recorder();
    (r.ctx as unknown as Record<string, unknown>).getTransform = () => ({ a: 2 });
    return r;
  };
  const offscreen = (canDraw: boolean) =>
    class {
      constructor(
        public width: number,
        public height: number,
      ) {}
      getContext() {
        return canDraw ? recorder().ctx : null;
      }
    };
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('stamps every ball once, centred at whole device pixels', () => {
    vi.stubGlobal('OffscreenCanvas', offscreen(true));
    const { ctx, log } = scaled();
    drawBalls(ctx, crowdScene());
    const stamps = log.filter((l) => l.startsWith('image'));
    expect(stamps).toHaveLength(crowd.length);
    expect(log.some((l) => l.startsWith('arc'))).toBe(false);
    // ball 1 at x = 30.3, radius 6: 12 device px across, a sprite of ceil(24 + 2 + 2) = 28 px
    expect(stamps[1]).toBe(`image ${Math.round(30.3 * 2 - 14)},${Math.round(50 * 2 - 14)}`);
  });

  it('draws paths where no image can be made', () => {
    vi.stubGlobal('OffscreenCanvas', offscreen(false));
    const { ctx, log } = scaled();
    drawBalls(ctx, { ...crowdScene(), palette: { ...palette, foreground: 'no-image' } });
    expect(log.filter((l) => l.startsWith('arc'))).toHaveLength(crowd.length);
    expect(log.some((l) => l.startsWith('image'))).toBe(false);
  });
});

describe('readable on a projector', () => {
  // Billiard3 in full screen at 1280×720: 400 drawing units over about 640 CSS pixels.
  const projector = { unit: 0.625, projector: true };

  it('draws velocity arrows at least 3 CSS px thick, each over a halo in the background colour', () => {
    const { ctx, log } = recorder();
    drawVelocityArrows(ctx, scene({ view: projector, lineWidth: 0.5 }));
    const strokes = log.filter((l) => l.startsWith('stroke')).map((l) => l.split(' '));
    const coloured = strokes.filter(([, colour]) => colour !== 'bg');
    expect(coloured.length).toBeGreaterThanOrEqual(balls.length);
    for (const [, , width] of coloured) expect(Number(width) / projector.unit).toBeGreaterThanOrEqual(3);
    // every arrow's shaft is drawn first in the background colour, wider than the arrow
    expect(strokes[0]?.[1]).toBe('bg');
    expect(Number(strokes[0]?.[2])).toBeGreaterThan(Number(coloured[0]?.[2]));
  });

  it('writes labels of at least 16 CSS px, and moves them back from the way the ball moves', () => {
    const { ctx, log } = recorder();
    drawLabels(ctx, scene({ view: projector }));
    const names = log.filter((l) => l.startsWith('text ball'));
    expect(names).toHaveLength(balls.length);
    for (const line of names) {
      const px = Number(/(\d+(?:\.\d+)?)px/.exec(line)?.[1]);
      expect(px / projector.unit).toBeGreaterThanOrEqual(16);
    }
    // ball0 sits at x = 20 and moves right: its name is written to the left of its centre
    expect(Number(names[0]?.split(' ')[2])).toBeLessThan(20);
  });

  it('keeps the screen sizes on a normal page', () => {
    const { ctx, log } = recorder();
    drawLabels(ctx, scene());
    const px = Number(/(\d+(?:\.\d+)?)px/.exec(log.find((l) => l.startsWith('text ball')) ?? '')?.[1]);
    expect(px).toBe(11); // radius 10: the 11 px floor of a small ball, above the 10 CSS px minimum
  });
});

describe('drawBalls', () => {
  it('fills one path per colour, in the order the colours first appear', () => {
    const { ctx, log } = recorder();
    drawBalls(ctx, scene());
    // balls 0 and 3 share colour c0 (three colours): one fill for both
    expect(log.filter((l) => l.startsWith('fill'))).toEqual(['fill c0', 'fill c1', 'fill c2']);
    expect(log.filter((l) => l.startsWith('arc'))).toHaveLength(4);
  });

  it('draws the balls of stuck pairs in the warning colour', () => {
    const { ctx, log } = recorder();
    drawBalls(ctx, scene({ stuck: new Set([1, 2]) }));
    expect(log.filter((l) => l.startsWith('fill'))).toEqual(['fill c0', 'fill red']);
  });

  it('draws a world read in place exactly as the same balls in a list', () => {
    const world = createWorld({ width: 200, height: 100, balls });
    const fromWorld = recorder();
    const fromList = recorder();
    drawBalls(fromWorld.ctx, { ...scene(), forEachBall: (visit) => world.forEachBall(visit) });
    drawBalls(fromList.ctx, scene());
    expect(fromWorld.log).toEqual(fromList.log);
  });
});
