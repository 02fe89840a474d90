// The inspector's in-between pictures (issue 40), held against the stages' own numbers: the turn at
// the start, middle and end of the turns, the x′ components at the ends of the solve (exchanged for
// equal masses, merged for stick), the separation push, and the walk that plays them in order.
import { describe, expect, it } from 'vitest';
import { between, pictureAt, stagePicture, walkOf } from '@/components/inspector/stageMotion';
import { type Inspection, stagesOf } from '@/components/inspector/stages';
import { type Ball, createWorld } from '@/physics';
import { box } from '@/test/components/support/fixtures';
import { firstCollisions } from './checks';

/** Two equal balls meeting at an angle, overlapping when found (the chapter's contact). */
function oblique(options: { stick?: boolean; restitution?: number } = {}): Inspection {
  const balls: Ball[] = [
    { x: 200, y: 200, vx: 6, vy: 2, radius: 30, mass: 1 },
    { x: 300, y: 230, vx: -4, vy: 0, radius: 30, mass: 1 },
  ];
  const [event] = firstCollisions(createWorld({ ...box(800, 600, balls), ...options }));
  if (!event) throw new Error('no collision');
  return event;
}

const picture = (inspection: Inspection, stage: Parameters<typeof stagePicture>[1]) =>
  stagePicture(inspection.trace, stage);

describe('the moves between stages', () => {
  const inspection = oblique();
  const { trace } = inspection;
  const angle = trace.angle.angle;

  it('turns the frame by the collision angle onto the line of centres, and back', () => {
    expect(angle).not.toBe(0);
    const [from, to] = [picture(inspection, 'angle'), picture(inspection, 'rotate')];
    expect(between(from, to, 0).turn).toBe(angle);
    expect(between(from, to, 0.5).turn).toBeCloseTo(angle / 2, 12);
    expect(between(from, to, 1).turn).toBe(0);
    const [inLine, back] = [picture(inspection, 'separate'), picture(inspection, 'rotate-back')];
    expect(between(inLine, back, 0).turn).toBe(0);
    expect(between(inLine, back, 0.5).turn).toBeCloseTo(angle / 2, 12);
    expect(between(inLine, back, 1).turn).toBe(angle);
  });

  it('slides the x′ components from the rotated velocities to the solved ones, the y′ ones kept', () => {
    const [from, to] = [picture(inspection, 'rotate'), picture(inspection, 'solve')];
    expect(between(from, to, 0).vel).toEqual([trace.rotate.vel0, trace.rotate.vel1]);
    expect(between(from, to, 1).vel).toEqual([trace.solve.vel0, trace.solve.vel1]);
    // equal masses, elastic: the two x′ components exchange
    expect(between(from, to, 1).vel[0].x).toBe(trace.rotate.vel1.x);
    expect(between(from, to, 1).vel[1].x).toBe(trace.rotate.vel0.x);
    const half = between(from, to, 0.5).vel;
    expect(half[0].x).toBeCloseTo((trace.rotate.vel0.x + trace.solve.vel0.x) / 2, 12);
    expect(half[0].y).toBe(trace.rotate.vel0.y);
    // the turn does not happen here: both stages are drawn in the line frame
    expect(between(from, to, 0.5).turn).toBe(0);
  });

  it('scales the exchange by e, and merges the components for stick', () => {
    const half = oblique({ restitution: 0.5 });
    const end = between(picture(half, 'rotate'), picture(half, 'solve'), 1).vel;
    const { vel0, vel1 } = half.trace.rotate;
    expect(end[1].x - end[0].x).toBeCloseTo(-0.5 * (vel1.x - vel0.x), 12);
    const stuck = oblique({ stick: true });
    const merged = between(picture(stuck, 'rotate'), picture(stuck, 'solve'), 1).vel;
    expect(merged[0].x).toBe(merged[1].x);
  });

  it('pushes the balls apart from the solved positions to the separated ones', () => {
    const [from, to] = [picture(inspection, 'solve'), picture(inspection, 'separate')];
    expect(between(from, to, 0).pos).toEqual([trace.rotate.pos0, trace.rotate.pos1]);
    expect(between(from, to, 1).pos).toEqual([trace.separate.pos0, trace.separate.pos1]);
    expect(trace.separate.pos1.x - trace.separate.pos0.x).toBeGreaterThan(
      trace.rotate.pos1.x - trace.rotate.pos0.x,
    );
  });

  it('walks the four moves in order; stages where nothing moves take no time', () => {
    const stages = stagesOf(inspection);
    const walk = walkOf(inspection, stages);
    // detect, angle | rotate | solve | separate | rotate-back, totals
    expect(walk.places).toEqual([0, 0, 1, 2, 3, 4, 4]);
    const at = (progress: number, target: number) => pictureAt(walk, progress, target);
    expect(at(0.5, 2).turn).toBeCloseTo(angle / 2, 12);
    expect(at(0.5, 2).stage).toBe('rotate');
    // a stage's own picture once there, whichever way the walk came
    for (const [k, stage] of stages.entries())
      expect(at(walk.places[k] ?? 0, k)).toEqual(picture(inspection, stage));
    // going back passes the same pictures
    expect(at(3.25, 0)).toEqual(at(3.25, 6));
    expect(at(3.25, 0).stage).toBe('separate');
  });
});
