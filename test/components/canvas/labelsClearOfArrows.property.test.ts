// Readable from the back (issue 23): in a figure of a world with every overlay on, no label covers an
// arrow. Worlds are generated (two to six balls, any masses and velocities) and run to a frame with a
// collision, so the line of centres with its x′ and y′ arrows and the Δp arrows are drawn too. The
// arrows are read from the calls to arrow() as the layers make them; the labels from fillText, with
// text of 0.6 em per character, 0.72 em above and 0.22 em below the middle.
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { ballsOf } from '@/components/canvas/ballSource';
import { paintScene, type Scene } from '@/components/canvas/scene';
import { worldLayers } from '@/components/canvas/worldLayers';
import { type Ball, createWorld } from '@/physics';
import { namedPalette } from '@/test/components/support/fixtures';

interface Drawn {
  x: number;
  y: number;
  dx: number;
  dy: number;
  width: number;
}
const arrows: Drawn[] = [];

vi.mock('@/components/canvas/shapes', async (original) => {
  const real = await original<typeof import('@/components/canvas/shapes')>();
  return {
    ...real,
    arrow: (...args: Parameters<typeof real.arrow>) => {
      const [, x, y, dx, dy, , width] = args;
      if (Math.hypot(dx, dy) >= 0.5) arrows.push({ x, y, dx, dy, width }); // shorter ones are not drawn
      real.arrow(...args);
    },
  };
});

interface Text {
  text: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** A context that keeps the labels it writes as boxes; every other call does nothing. */
function recorder() {
  const texts: Text[] = [];
  const state: Record<string, unknown> = { font: '10px sans-serif', globalAlpha: 1 };
  const em = () => Number(/(\d+(?:\.\d+)?)px/.exec(String(state.font))?.[1] ?? 10);
  const ctx = new Proxy(state, {
    get(target, name: string) {
      if (name in target) return target[name];
      if (name === 'canvas') return { width: 600, height: 400 };
      if (name === 'measureText')
        return (text: string) => ({
          width: 0.6 * em() * text.length,
          actualBoundingBoxAscent: 0.72 * em(),
          actualBoundingBoxDescent: 0.22 * em(),
        });
      if (name === 'fillText')
        return (text: string, x: number, y: number) => {
          const half = (0.6 * em() * text.length) / 2;
          texts.push({
            text,
            left: x - half,
            right: x + half,
            top: y - 0.72 * em(),
            bottom: y + 0.22 * em(),
          });
        };
      if (name === 'getTransform') return () => ({ a: 1 });
      return () => {};
    },
    set(target, name: string, value) {
      target[name] = value;
      return true;
    },
  }) as unknown as CanvasRenderingContext2D;
  return { ctx, texts };
}

/** Does the segment from (x, y) by (dx, dy) pass through the box? (sampled every 0.25 px) */
function crosses({ x, y, dx, dy }: Drawn, box: Text): boolean {
  const steps = Math.max(1, Math.ceil(Math.hypot(dx, dy) * 4));
  for (let k = 0; k <= steps; k++) {
    const [px, py] = [x + (dx * k) / steps, y + (dy * k) / steps];
    if (px > box.left && px < box.right && py > box.top && py < box.bottom) return true;
  }
  return false;
}

const ball = fc.record({
  x: fc.integer({ min: 40, max: 360 }),
  y: fc.integer({ min: 40, max: 260 }),
  vx: fc.double({ min: -4, max: 4, noNaN: true }),
  vy: fc.double({ min: -4, max: 4, noNaN: true }),
  radius: fc.integer({ min: 12, max: 30 }),
  mass: fc.constantFrom(0.5, 1, 2, 5),
});

/** Balls spread out so they start apart, then run until a frame has a collision (or 300 frames). */
function sceneOf(start: Ball[]): Scene {
  const balls = start.map((b, i) => ({
    ...b,
    x: 45 + (i % 3) * 150 + (b.x % 40),
    y: 50 + Math.floor(i / 3) * 160,
  }));
  const world = createWorld({ width: 500, height: 340, balls });
  let collisions = world.step().collisions;
  for (let k = 0; k < 300 && collisions.length === 0; k++) collisions = world.step().collisions;
  return {
    ...ballsOf(world.balls()),
    palette: namedPalette('c0', 'c1', 'c2', 'c3', 'c4', 'c5'),
    lineWidth: 1,
    view: { unit: 1, projector: false },
    collisions,
    recentCollisions: collisions.map((event) => ({ event, age: 0 })),
  };
}

const ALL = worldLayers({
  velocity: true,
  momentum: true,
  lineOfCentres: true,
  centreOfMass: true,
  trails: false,
  labels: true,
  impulse: true,
  centreOfMassFrame: false,
});

describe('labels and arrows', () => {
  it('no label covers an arrow, with every overlay on', () => {
    fc.assert(
      fc.property(fc.array(ball, { minLength: 2, maxLength: 6 }), (start) => {
        arrows.length = 0;
        const { ctx, texts } = recorder();
        paintScene(ctx, sceneOf(start), ALL, 1);
        expect(texts.length).toBeGreaterThan(0);
        for (const text of texts) {
          for (const a of arrows) {
            if (crosses(a, text)) throw new Error(`"${text.text}" covers the arrow at (${a.x}, ${a.y})`);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
