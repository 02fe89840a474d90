// The frames of one side of a mistake demo, recorded as they are computed, with the running
// evidence (first collision, worst change, first NaN, furthest outside). Recording both sides lets
// a broken frame that the site's world could not step back through still be stepped back exactly.
import {
  type Ball,
  type CollisionEvent,
  type MistakeCollision,
  type MistakeMeasure,
  measureMistake as measure,
  PhysicsInputError,
} from '@/physics';
import type { Side, Stepper } from './cases';

export interface Evidence {
  collisions: number;
  first: (MistakeCollision & { frame: number }) | null;
  /** Largest change of a pair's momentum (length of the vector) and kinetic energy in one collision. */
  momentumChange: number;
  energyChange: number;
  /** First frame with a position or velocity that is not a number. */
  notANumberSince: number | null;
  /** Furthest any ball reached past a wall, and when. */
  maxOutside: number;
  maxOutsideFrame: number | null;
  /** Deepest overlap left at the end of a frame in which balls collided. */
  overlapAfterCollision: number;
  /** The frame at which the numbers left the range the physics accepts; the side stops there. */
  haltedAt: number | null;
}

export interface FrameRecord {
  frame: number;
  measure: MistakeMeasure;
  evidence: Evidence;
}

const NO_EVIDENCE: Evidence = {
  collisions: 0,
  first: null,
  momentumChange: 0,
  energyChange: 0,
  notANumberSince: null,
  maxOutside: 0,
  maxOutsideFrame: null,
  overlapAfterCollision: 0,
  haltedAt: null,
};

function gather(
  previous: Evidence,
  frame: number,
  m: MistakeMeasure,
  collisions: readonly MistakeCollision[],
) {
  const e = { ...previous, collisions: previous.collisions + collisions.length };
  for (const c of collisions) {
    e.first ??= { ...c, frame };
    const dp = Math.hypot(c.after.momentum.x - c.before.momentum.x, c.after.momentum.y - c.before.momentum.y);
    const de = Math.abs(c.after.kineticEnergy - c.before.kineticEnergy);
    // NaN is kept as the worst change there is
    e.momentumChange = Number.isNaN(dp) ? Number.NaN : Math.max(e.momentumChange, dp);
    e.energyChange = Number.isNaN(de) ? Number.NaN : Math.max(e.energyChange, de);
  }
  if (m.notANumber > 0) e.notANumberSince ??= frame;
  if (m.maxOutside > e.maxOutside) {
    e.maxOutside = m.maxOutside;
    e.maxOutsideFrame = frame;
  }
  if (collisions.length > 0) e.overlapAfterCollision = Math.max(e.overlapAfterCollision, m.maxPenetration);
  return e;
}

export class Track {
  private readonly stepper: Stepper;
  private readonly sizes: { radius: number; mass: number }[];
  /** x, y, vx, vy of every ball, one array per frame. */
  private readonly states: Float64Array[] = [];
  private readonly records: FrameRecord[] = [];
  /** The collisions of each frame, for Previous/Next collision and the inspector. */
  private readonly frameCollisions: (readonly MistakeCollision[])[] = [];
  /** Whether the collisions carry the world's trace (see Side.traced). */
  readonly traced: boolean;

  constructor(
    side: Side,
    readonly width: number,
    readonly height: number,
  ) {
    this.stepper = side.stepper();
    this.traced = side.traced === true;
    this.sizes = side.start.map(({ radius, mass }) => ({ radius, mass }));
    this.push(side.start, [], NO_EVIDENCE);
  }

  get length(): number {
    return this.records.length;
  }

  /** Balls on this side. */
  get count(): number {
    return this.sizes.length;
  }

  /** The collisions of a frame, in the order the frame met them. */
  collisionsAt(frame: number): readonly MistakeCollision[] {
    this.record(frame);
    return this.frameCollisions[frame] ?? [];
  }

  /** The traced collisions of a frame (none on a side that runs a source's own code). */
  eventsAt(frame: number): readonly CollisionEvent[] {
    if (!this.traced) return [];
    return this.collisionsAt(frame).filter((c): c is CollisionEvent => 'trace' in c && c.trace !== undefined);
  }

  /** The record of a frame, computing the frames up to it on first use. */
  record(frame: number): FrameRecord {
    while (this.records.length <= frame) this.extend();
    return this.records[frame] as FrameRecord;
  }

  balls(frame: number): Ball[] {
    this.record(frame);
    const state = this.states[frame] as Float64Array;
    return this.sizes.map(({ radius, mass }, i) => ({
      x: state[4 * i] as number,
      y: state[4 * i + 1] as number,
      vx: state[4 * i + 2] as number,
      vy: state[4 * i + 3] as number,
      radius,
      mass,
    }));
  }

  private extend(): void {
    const last = this.records.at(-1) as FrameRecord;
    if (last.evidence.haltedAt !== null) {
      this.push(this.balls(last.frame), [], last.evidence); // stopped: the last good frame stays
      return;
    }
    try {
      const { balls, collisions } = this.stepper();
      this.push(balls, collisions, last.evidence);
    } catch (error) {
      // The broken code drove a number past what the physics accepts (a velocity beyond 1e6).
      if (!(error instanceof PhysicsInputError)) throw error;
      this.push(this.balls(last.frame), [], { ...last.evidence, haltedAt: last.frame + 1 });
    }
  }

  private push(balls: readonly Ball[], collisions: readonly MistakeCollision[], previous: Evidence): void {
    const frame = this.records.length;
    const state = new Float64Array(4 * balls.length);
    balls.forEach((b, i) => {
      state.set([b.x, b.y, b.vx, b.vy], 4 * i);
    });
    const m = measure(balls, this.width, this.height);
    this.states.push(state);
    this.frameCollisions.push(collisions);
    this.records.push({ frame, measure: m, evidence: gather(previous, frame, m, collisions) });
  }
}
