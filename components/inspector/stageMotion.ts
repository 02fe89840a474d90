// The inspector's pictures, and the pictures between them. A stage's picture is the stage's own
// numbers from the trace (positions and velocities in the line frame, and how far the drawing is
// turned); the picture part-way from one stage to the next is interpolated between the two stages'
// pictures, never computed by a second physics. Pure: no DOM, no animation library (the inspector
// drives the progress with framer-motion).
import type { CollisionTrace, Vec } from '@/physics';
import { type Inspection, inFrame, type Stage } from './stages';

export interface Picture {
  /** The stage whose drawing is used (its axes, marks and kind of arrows). */
  stage: Stage;
  /** How far the drawing is turned: the collision's angle shows the table, 0 the line frame. */
  turn: number;
  /** Positions and velocities in the line frame, ball a's then ball b's. */
  pos: [Vec, Vec];
  vel: [Vec, Vec];
  /** The velocities before the solve, drawn faintly beside the new ones. */
  oldVel?: [Vec, Vec];
}

/** What `stage` shows, from the trace alone. */
export function stagePicture(trace: CollisionTrace, stage: Stage): Picture {
  const before = trace.rotate;
  const turn = inFrame(stage) ? 0 : trace.angle.angle;
  const pos: [Vec, Vec] = [before.pos0, before.pos1];
  const vel: [Vec, Vec] = [before.vel0, before.vel1];
  const solved: [Vec, Vec] = [trace.solve.vel0, trace.solve.vel1];
  switch (stage) {
    case 'contact':
    case 'detect':
    case 'angle':
    case 'rotate':
      return { stage, turn, pos, vel };
    case 'solve':
      return { stage, turn, pos, vel: solved, oldVel: vel };
    default:
      return { stage, turn, pos: [trace.separate.pos0, trace.separate.pos1], vel: solved };
  }
}

const mix = (p: number, q: number, t: number) => (t === 1 ? q : p + (q - p) * t);
const mixVec = (p: Vec, q: Vec, t: number): Vec => ({ x: mix(p.x, q.x, t), y: mix(p.y, q.y, t) });
const mixPair = (p: [Vec, Vec], q: [Vec, Vec], t: number): [Vec, Vec] => [
  mixVec(p[0], q[0], t),
  mixVec(p[1], q[1], t),
];

/**
 * The picture a share `t` of the way from stage picture `earlier` to the next stage's, `later`: the
 * frame turns, the x′ components slide to their new values, the balls are pushed apart. Backwards is
 * the same picture at 1 − t. The move is drawn as the later stage draws it, unless only the earlier
 * is drawn in the line frame (the turn back shows the frame's components turning).
 */
export function between(earlier: Picture, later: Picture, t: number): Picture {
  const look = inFrame(later.stage) || !inFrame(earlier.stage) ? later : earlier;
  return {
    stage: look.stage,
    turn: mix(earlier.turn, later.turn, t),
    pos: mixPair(earlier.pos, later.pos, t),
    vel: mixPair(earlier.vel, later.vel, t),
    ...(look.oldVel && { oldVel: look.oldVel }),
  };
}

const samePair = (p: [Vec, Vec], q: [Vec, Vec]) => p.every((v, k) => v.x === q[k]?.x && v.y === q[k]?.y);

/** True when something on the canvas moves from one picture to the next. */
export function moves(from: Picture, to: Picture): boolean {
  return from.turn !== to.turn || !samePair(from.pos, to.pos) || !samePair(from.vel, to.vel);
}

/**
 * The stages' pictures on one line of progress: a stage's place counts the moves before it, so a
 * stage where nothing moves takes no time. Stage k is at `places[k]`; progress between two whole
 * numbers is one move.
 */
export interface Walk {
  pictures: Picture[];
  places: number[];
}

export function walkOf(inspection: Inspection, stages: readonly Stage[]): Walk {
  const pictures = stages.map((stage) => stagePicture(inspection.trace, stage));
  let place = 0;
  const places = pictures.map((p, k) => {
    const previous = pictures[k - 1];
    if (previous && moves(previous, p)) place += 1;
    return place;
  });
  return { pictures, places };
}

/** Where the drawing is on a walk; a new collision's walk starts afresh. */
export interface Progress {
  walk: Walk;
  at: number;
}

/** The place `progress` holds on `walk`, when it is on that walk. */
export const placeOn = (walk: Walk, progress: Progress | null) =>
  progress?.walk === walk ? progress.at : undefined;

/** The picture at `progress` on the walk to stage `target`: the stage's own once there. */
export function pictureAt(walk: Walk, progress: number, target: number): Picture {
  const { pictures, places } = walk;
  if (progress === places[target]) return pictures[target] as Picture;
  const move = Math.floor(progress);
  // the move that starts at place `move`: from the last stage there to the next one
  const start = places.lastIndexOf(move);
  const earlier = pictures[start] as Picture;
  return between(earlier, pictures[start + 1] ?? earlier, progress - move);
}
