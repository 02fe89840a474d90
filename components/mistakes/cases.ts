// What each <MistakeDemo> runs: one start, the broken frame from physics/mistakes next to a world of
// the site's physics, and which numbers make the difference visible. Only choices live here; every
// number is computed by physics/.
// (A little over 250 lines: the eleven demos stay in one table, so they can be read side by side.)

import { onStage } from '@/components/lessonStage';
import {
  type Ball,
  type CheckCollision,
  type CollisionEvent,
  chapterFrame,
  checkCollision,
  checkCollision002,
  collideWith,
  copyBall,
  createWorld,
  DEFAULT_SEED,
  type MistakeCollision,
  missingParentheses,
  missingParentheses2,
  mulberry32,
  oneAxisMovesY,
  placeBalls003,
  scenario,
  separateAbsV,
  separateByRadius004,
  separateRadisu,
  shortcutWrongSign,
  testWalls003,
  type WorldOptions,
} from '@/physics';

export const MISTAKES = [
  'moves-y',
  'shortcut-sign',
  'radisu',
  'projection-equal-mass',
  'missing-parentheses',
  'walls-else-if',
  'start-positions',
  'absv-zero',
  'absv-same-sign',
  'absv-separating',
  'radius-split',
] as const;
export type MistakeName = (typeof MISTAKES)[number];

/** The numbers a panel lists under its canvas. */
export type Row =
  | 'first-momentum'
  | 'first-energy'
  | 'energy-now'
  | 'positions'
  | 'line'
  | 'outside'
  | 'start'
  | 'overlap'
  | 'centre-of-mass';

/** The one-line judgement under each panel: what went wrong, or that it did not. */
export type Verdict =
  | 'conservation'
  | 'line'
  | 'nan'
  | 'outside'
  | 'start'
  | 'overlap-after'
  | 'centre-of-mass';

export interface FrameResult {
  balls: Ball[];
  /** A traced side gives the world's whole CollisionEvents, which the inspector can open. */
  collisions: MistakeCollision[] | CollisionEvent[];
}

/** Returns the next frame each time it is called, starting from the frame after `start`. */
export type Stepper = () => FrameResult;

export interface Side {
  start: Ball[];
  stepper: () => Stepper;
  /**
   * True when the side runs a world of the site's physics, so its collisions are CollisionEvents with
   * their trace. A side running a source's own code has no trace the inspector could show truthfully.
   */
  traced?: boolean;
}

export interface MistakeCase {
  width: number;
  height: number;
  broken: Side;
  fixed: Side;
  rows: Row[];
  verdict: Verdict;
  /** Frames recorded before the demo stops (both sides are kept for stepping back). */
  frames: number;
}

/** The chapter's own collision, as printed and unbroken: the mistake of such a demo lies elsewhere. */
export const CHAPTER_COLLISION = 'chapter';
const CHAPTER_SETTINGS = { method: 'rotation', separation: 'naive', restitution: 1 } as const;

type Traced = Pick<CollisionEvent, 'trace' | 'balls'>;

/**
 * The chapter's collision as a CheckCollision that also keeps each collision's trace. The balls move
 * by collideWith({}), as on every broken side; the trace comes from the same stages run on copies of
 * the same balls (collide.ts), so it holds the very numbers that ran.
 */
function tracedChapterCollision(met: Traced[]): CheckCollision {
  const plain = collideWith({});
  return (a, b) => {
    const balls = { a: copyBall(a), b: copyBall(b) };
    if (!plain(a, b)) return false;
    const traced = checkCollision(balls.a, balls.b, CHAPTER_SETTINGS);
    if (traced) met.push({ balls, trace: traced.trace });
    return true;
  };
}

/**
 * The broken side: the chapter's frame with the broken piece plugged in. When the broken piece is
 * elsewhere (the walls, the start) and the collision is the chapter's own, the side is traced.
 */
function brokenSide(
  start: WorldOptions,
  collision: CheckCollision | typeof CHAPTER_COLLISION,
  checkWalls?: (ball: Ball, width: number, height: number) => void,
): Side {
  const traced = collision === CHAPTER_COLLISION;
  return {
    start: start.balls,
    traced,
    stepper: () => {
      let balls = start.balls;
      const met: Traced[] = [];
      const check = traced ? tracedChapterCollision(met) : collision;
      return () => {
        met.length = 0;
        const next = chapterFrame(balls, {
          width: start.width,
          height: start.height,
          checkCollision: check,
          checkWalls,
        });
        balls = next.balls;
        // one trace per collision, in the order the frame met them
        const collisions = traced ? next.collisions.map((c, k) => ({ ...c, ...met[k] })) : next.collisions;
        return { balls: next.balls, collisions };
      };
    },
  };
}

/** A side running a world of the site's physics (the fixed side; lesson 6's chapter frame): traced. */
export function worldSide(options: WorldOptions): Side {
  return {
    start: options.balls,
    traced: true,
    stepper: () => {
      const world = createWorld(options);
      return () => {
        const report = world.step();
        return { balls: world.balls(), collisions: report.collisions };
      };
    },
  };
}

interface Recipe {
  start: WorldOptions;
  /** The broken collision, or the chapter's own (CHAPTER_COLLISION) when the mistake is elsewhere. */
  broken: CheckCollision | typeof CHAPTER_COLLISION;
  walls?: (ball: Ball, width: number, height: number) => void;
  /** The fixed world's options on top of the start. */
  fixed?: Partial<WorldOptions>;
  /** A different start for the broken side (the placement mistakes). */
  brokenStart?: Ball[];
  rows: Row[];
  verdict: Verdict;
  frames?: number;
}

/** Both of 003's printed formulas, as its prose gives them (its code has the brackets). */
const solve003 = (m0: number, v0: number, m1: number, v1: number): [number, number] => [
  missingParentheses(m0, v0, m1, v1),
  missingParentheses2(m0, v0, m1, v1),
];

/** The absV fix next to the robust separation, judged by the overlap a collision leaves (two starts). */
const absVAgainstRobust = {
  broken: collideWith({ separate: separateAbsV }),
  fixed: { separation: 'robust' },
  rows: ['overlap'],
  verdict: 'overlap-after',
} as const satisfies Omit<Recipe, 'start'>;

const RECIPES: Record<MistakeName, (seed: number) => Recipe> = {
  'moves-y': (seed) => ({
    start: scenario('one-axis', seed),
    broken: oneAxisMovesY,
    rows: ['line', 'overlap'],
    verdict: 'line',
  }),
  'shortcut-sign': (seed) => ({
    start: scenario('one-axis', seed),
    broken: collideWith({ solve: shortcutWrongSign }),
    rows: ['first-momentum', 'first-energy', 'energy-now'],
    verdict: 'conservation',
  }),
  radisu: (seed) => ({
    start: scenario('billiard3', seed),
    broken: collideWith({ separate: separateRadisu }),
    fixed: { separation: 'overlap' },
    rows: ['positions'],
    verdict: 'nan',
  }),
  'projection-equal-mass': (seed) => ({
    start: scenario('billiard3', seed),
    broken: checkCollision002,
    fixed: { method: 'projection' },
    rows: ['first-momentum', 'first-energy'],
    verdict: 'conservation',
  }),
  'missing-parentheses': () => ({
    start: onStage([150, 200, 3, 0, 30, 5], [400, 200, -3, 0, 30, 5]),
    broken: collideWith({ method: 'angle', solve: solve003 }),
    fixed: { method: 'angle' },
    rows: ['first-momentum', 'first-energy'],
    verdict: 'conservation',
  }),
  'walls-else-if': () => ({
    // aimed at the corner: after 19 frames both edges are 11 px past the walls in the same frame
    start: { ...onStage([63, 63, 12, 12, 20, 1]), width: 300, height: 300 },
    broken: CHAPTER_COLLISION,
    walls: testWalls003,
    rows: ['positions', 'outside'],
    verdict: 'outside',
  }),
  'start-positions': (seed) => ({
    start: scenario('two-hundred', seed),
    brokenStart: placeBalls003(200, 500, 500, mulberry32(seed)),
    broken: CHAPTER_COLLISION,
    rows: ['start', 'overlap'],
    verdict: 'start',
    frames: 600,
  }),
  // two balls side by side, overlapping, both sliding down: nothing moves along the line of centres
  'absv-zero': () => ({
    start: onStage([245, 120, 0, 2, 30, 1], [295, 120, 0, 2, 30, 1]),
    broken: collideWith({ separate: separateAbsV }),
    fixed: { separation: 'overlap' },
    rows: ['positions'],
    verdict: 'nan',
  }),
  // a heavy ball already inside a light one: after the bounce both move right
  'absv-same-sign': () => ({
    start: onStage([150, 200, 6, 0, 40, 4], [200, 200, 0, 0, 20, 1]),
    ...absVAgainstRobust,
  }),
  // overlapping but already moving apart
  'absv-separating': () => ({
    start: onStage([200, 200, -1, 0, 30, 1], [250, 200, 1, 0, 30, 1]),
    ...absVAgainstRobust,
  }),
  // a large heavy ball and a small light one, overlapping at rest
  'radius-split': () => ({
    start: onStage([200, 200, 0, 0, 80, 4], [300, 200, 0, 0, 40, 1]),
    broken: collideWith({ separate: separateByRadius004 }),
    fixed: { separation: 'robust' },
    rows: ['positions', 'centre-of-mass'],
    verdict: 'centre-of-mass',
  }),
};

/** `start` replaces the demo's own start on both sides, e.g. to run an exercise's numbers. */
export function mistakeCase(name: MistakeName, seed?: number, override?: WorldOptions): MistakeCase {
  const recipe = RECIPES[name](seed ?? DEFAULT_SEED);
  const start = override ?? recipe.start;
  const brokenBalls = (override ? undefined : recipe.brokenStart) ?? start.balls;
  return {
    width: start.width,
    height: start.height,
    broken: brokenSide({ ...start, balls: brokenBalls }, recipe.broken, recipe.walls),
    fixed: worldSide({ ...start, ...recipe.fixed }),
    rows: recipe.rows,
    verdict: recipe.verdict,
    frames: recipe.frames ?? 1200,
  };
}

export function isMistakeName(name: string): name is MistakeName {
  return (MISTAKES as readonly string[]).includes(name);
}
