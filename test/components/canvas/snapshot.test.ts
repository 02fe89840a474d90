// A figure's frame drawn from its snapshot (the balls packed in an array, the rest plain data, as a
// worker receives it) makes exactly the drawing calls of the frame drawn from the world: every
// overlay on, trails over several frames, collisions, stuck balls, a step back.
import { describe, expect, it } from 'vitest';
import { FramePainter } from '@/components/canvas/framePainter';
import { SCREEN } from '@/components/canvas/readable';
import { hairline, paintScene, type Scene } from '@/components/canvas/scene';
import { type FrameInfo, packBalls, unpackBalls } from '@/components/canvas/snapshot';
import { Trails } from '@/components/canvas/trails';
import { type Overlays, worldLayers } from '@/components/canvas/worldLayers';
import { type Ball, type CollisionEvent, createWorld, scenario } from '@/physics';
import { allOverlays, namedPalette } from '@/test/components/support/fixtures';

/** A 2D context that writes down every call and every property set, with its arguments. */
function transcript() {
  const log: string[] = [];
  const state: Record<string, unknown> = { canvas: { width: 400, height: 200 } };
  const ctx = new Proxy(state, {
    get(target, name: string) {
      if (name in target) return target[name];
      if (name === 'getTransform') return () => ({ a: 1.5 });
      if (name === 'measureText') return (text: string) => ({ width: text.length * 6 });
      return (...args: unknown[]) => {
        log.push(`${name}(${args.map((a) => (typeof a === 'object' ? typeof a : String(a))).join(',')})`);
      };
    },
    set(target, name: string, value) {
      if (name !== 'canvas') log.push(`${name}=${String(value)}`);
      target[name] = value;
      return true;
    },
  }) as unknown as CanvasRenderingContext2D;
  return { ctx, log };
}

const palette = namedPalette('c0', 'c1', 'c2');
const everything: Overlays = { ...allOverlays, centreOfMassFrame: false };
const start: Ball[] = [
  { x: 60, y: 100, vx: 3.1, vy: 0.2, radius: 20, mass: 2 },
  { x: 140, y: 102, vx: -2.3, vy: 0, radius: 15, mass: 1 },
  { x: 300, y: 60, vx: 0.5, vy: 1.7, radius: 12.5, mass: 3 },
];

describe('a frame drawn from its snapshot', () => {
  it('packs every ball exactly, stuck ones flagged, into the array it was given when it fits', () => {
    const world = createWorld({ width: 400, height: 200, balls: start });
    const roomy = new Float64Array(64);
    const packed = packBalls(world, new Set([2]), roomy);
    expect(packed).toBe(roomy);
    const back = unpackBalls(packed, world.count);
    const read: Ball[] = [];
    back.forEachBall((x, y, vx, vy, radius, mass) => {
      read.push({ x, y, vx, vy, radius, mass });
    });
    expect(read).toEqual(world.balls());
    expect([...back.stuck]).toEqual([2]);
    expect(packBalls(world, undefined, new Float64Array(3)).length).toBeGreaterThanOrEqual(21);
  });

  it('packs a crowd through writeBalls exactly as through its visitor, stuck flags cleared in a reused array', () => {
    const world = createWorld({ ...scenario('two-hundred'), engine: 'fast' });
    for (let f = 0; f < 20; f++) world.step();
    const visitorOnly = { count: world.count, forEachBall: world.forEachBall };
    const reused = new Float64Array(world.count * 7).fill(1); // a frame's stuck flags left over
    const byWrite = packBalls(world, new Set([3, 150]), reused);
    const byVisit = packBalls(visitorOnly, new Set([3, 150]), null);
    expect(byWrite.subarray(0, world.count * 7)).toEqual(byVisit.subarray(0, world.count * 7));
    expect(unpackBalls(byWrite, world.count).stuck).toEqual(new Set([3, 150]));
  });

  it('makes the same drawing calls as the frame drawn from the world', () => {
    const world = createWorld({ width: 400, height: 200, balls: start });
    const painter = new FramePainter();
    const trails = new Trails();
    const [fromWorld, fromSnapshot] = [transcript(), transcript()];
    let kept: Float64Array | null = null;
    let collisions: CollisionEvent[] = [];
    const frames = () => {
      const stuck = new Set([1]);
      trails.record(world, world.frame);
      const scene: Scene = {
        count: world.count,
        forEachBall: (visit) => world.forEachBall(visit),
        palette,
        lineWidth: hairline(1.5),
        view: SCREEN,
        collisions,
        stuck,
        trails,
        arrowScale: 8,
        recentCollisions: collisions.map((event) => ({ event, age: 0 })),
        impulseFrames: 6,
      };
      paintScene(fromWorld.ctx, scene, worldLayers(everything), 1.5);
      const info: FrameInfo = {
        count: world.count,
        frame: world.frame,
        trailsEpoch: 1,
        overlays: structuredClone(everything),
        palette,
        scale: 1.5,
        view: SCREEN,
        arrowScale: 8,
        impulseFrames: 6,
        highlightStuck: true,
        collisions: structuredClone(collisions),
        recentCollisions: structuredClone(collisions.map((event) => ({ event, age: 0 }))),
      };
      kept = packBalls(world, stuck, kept);
      painter.paint(fromSnapshot.ctx, info, kept);
    };
    let collided = false;
    for (let k = 0; k < 14; k++) {
      frames();
      collisions = world.step().collisions;
      collided ||= collisions.length > 0;
    }
    world.stepBack();
    collisions = [];
    frames();
    expect(collided).toBe(true);
    expect(fromWorld.log.length).toBeGreaterThan(500);
    expect(fromSnapshot.log).toEqual(fromWorld.log);
  });
});
