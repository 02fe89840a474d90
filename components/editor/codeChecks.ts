// The checks of a reader's version of a listing, as numbers for CheckList to put in words: each check
// (physics' solveProblems for a one-axis solve, collisionProblems for a turn or a separation) on the
// generated collisions and on the figure's run, the first failure of each with its frame; whether the
// two sides of the figure agree bit for bit; and for a separation, the stuck pairs of both sides.
import type { Track } from '@/components/mistakes/recording';
import {
  type CollisionCheck,
  type CollisionProblem,
  chapterFrame,
  collideWith,
  collisionProblems,
  measureMistake,
  SEPARATION_CHECKS,
  SOLVE_CHECKS,
  type SolveCheck,
  type SolveProblem,
  type Stuck,
  separateAbsV,
  solveProblems,
  stuckInRun,
  TURN_CHECKS,
  type WorldOptions,
} from '@/physics';
import type { CheckKind } from './listings';
import type { Answer, Met } from './readerRun';

export type Check = SolveCheck | CollisionCheck;

export interface Failure {
  problem: SolveProblem | CollisionProblem;
  /** The figure's frame of the collision; null for a generated one. */
  frame: number | null;
  /** A one-axis solve's call: its four inputs and two results; null for a collision's checks. */
  inputs: number[] | null;
  outputs: number[] | null;
  /** The balls of the collision in the figure (a generated one: 0 and 1); null for a one-axis call. */
  pair: [number, number] | null;
  /** The collision's two balls as the reader's version met them and left them, for the inspector; null when unknown. */
  met: Met | null;
}

export interface CheckResult {
  check: Check;
  /** How many collisions were checked and failed, and the first that failed. */
  total: number;
  failed: number;
  first: Failure | null;
}

export interface CodeReport {
  checks: CheckResult[];
  generated: number;
  figure: number;
  /** The first frame at which the two sides differ in any bit, or null when they agree. */
  parted: number | null;
  frames: number;
  /** A separation's stuck pairs on each side of the figure, and with the naive push and the absV fix (lesson 7). */
  stuck: { yours: Stuck; chapters: Stuck; naive: Stuck; fix: Stuck } | null;
}

export const CHECKS: Record<CheckKind, readonly Check[]> = {
  solve: SOLVE_CHECKS,
  turn: TURN_CHECKS,
  separation: SEPARATION_CHECKS,
};

/** The inputs and results of generated one-axis calls, four and two numbers each, as answers without frames. */
export function generatedAnswers(inputs: readonly number[], outputs: readonly number[]): Answer[] {
  const answers: Answer[] = [];
  for (let k = 0; 4 * k < inputs.length; k++)
    answers.push({
      frame: 0,
      inputs: inputs.slice(4 * k, 4 * k + 4),
      outputs: outputs.slice(2 * k, 2 * k + 2),
    });
  return answers;
}

/** What was checked: one-axis calls, or whole collisions. */
export type Checked =
  /** `met`: the figure's collisions, which a call's frame finds its balls in (lesson 2's pair: one a frame). */
  | { kind: 'solve'; answers: readonly Answer[]; met?: readonly Met[] }
  | { kind: 'collision'; met: readonly Met[] };

function failures(checked: Checked, kind: CheckKind, figure: boolean): Map<Check, Failure[]> {
  const found = new Map<Check, Failure[]>();
  const add = (failure: Failure) => {
    const list = found.get(failure.problem.check);
    if (list) list.push(failure);
    else found.set(failure.problem.check, [failure]); // not a copy a failure: a crowd fails thousands
  };
  if (checked.kind === 'solve')
    for (const { frame, inputs, outputs } of checked.answers)
      for (const problem of solveProblems(inputs, outputs)) {
        const met = figure ? (checked.met?.find((m) => m.frame === frame) ?? null) : null;
        add({ problem, frame: figure ? frame : null, inputs, outputs, pair: null, met });
      }
  else
    for (const met of checked.met)
      for (const problem of collisionProblems(met.before, met.after, CHECKS[kind] as CollisionCheck[]))
        add({ problem, frame: figure ? met.frame : null, inputs: null, outputs: null, pair: met.pair, met });
  return found;
}

const count = (checked: Checked) => (checked.kind === 'solve' ? checked.answers.length : checked.met.length);

/** The first frame where any ball of the two sides differs in any bit (NaN equal to NaN), or null. */
export function firstDifference(a: Track, b: Track, frames: number): number | null {
  for (let f = 0; f <= frames; f++) {
    const [x, y] = [a.balls(f), b.balls(f)];
    const same = x.every((ball, i) => {
      const other = y[i];
      return (
        other !== undefined && (['x', 'y', 'vx', 'vy'] as const).every((k) => Object.is(ball[k], other[k]))
      );
    });
    if (!same) return f;
  }
  return null;
}

/** The stuck pairs of one side of the figure, from the overlaps it recorded frame by frame. */
const stuckOn = (side: Track, frames: number) =>
  stuckInRun((frame) => side.record(frame).measure.overlapping, frames, side.balls(0).length);

/** The stuck pairs of `frames` of the chapter's frame from `start` with `swap` in its collision. */
export function stuckWith(
  start: WorldOptions,
  frames: number,
  swap: Parameters<typeof collideWith>[0],
): Stuck {
  const checkCollision = collideWith(swap);
  const overlapping = [measureMistake(start.balls, start.width, start.height).overlapping];
  let balls = start.balls;
  for (let f = 1; f <= frames; f++) {
    balls = chapterFrame(balls, { width: start.width, height: start.height, checkCollision }).balls;
    overlapping.push(measureMistake(balls, start.width, start.height).overlapping);
  }
  return stuckInRun((frame) => overlapping[frame] ?? [], frames, start.balls.length);
}

/**
 * A separation's yardsticks on the figure's start: the chapter's naive push and its absV fix (lesson
 * 7, sources 000 and 001, as printed), whichever listing the reader edits.
 */
export const yardsticks = (start: WorldOptions, frames: number) => ({
  naive: stuckWith(start, frames, {}),
  fix: stuckWith(start, frames, { separate: separateAbsV }),
});

const NONE: Stuck = { pairs: 0, first: null };

export function codeReport(
  kind: CheckKind,
  generated: Checked,
  figure: Checked,
  sides: readonly [Track, Track],
  frames: number,
  /** A separation's yardsticks on the same start (yardsticks). */
  yardstick: { naive: Stuck; fix: Stuck } | null = null,
): CodeReport {
  const [onFigure, onGenerated] = [failures(figure, kind, true), failures(generated, kind, false)];
  const total = count(figure) + count(generated);
  const checks = CHECKS[kind].map((check): CheckResult => {
    const [f, g] = [onFigure.get(check) ?? [], onGenerated.get(check) ?? []];
    // the figure's collision first: it is the one the reader can watch
    return { check, total, failed: f.length + g.length, first: f[0] ?? g[0] ?? null };
  });
  return {
    checks,
    generated: count(generated),
    figure: count(figure),
    parted: firstDifference(sides[0], sides[1], frames),
    frames,
    stuck:
      kind === 'separation'
        ? {
            yours: stuckOn(sides[0], frames),
            chapters: stuckOn(sides[1], frames),
            ...(yardstick ?? { naive: NONE, fix: NONE }),
          }
        : null,
  };
}
