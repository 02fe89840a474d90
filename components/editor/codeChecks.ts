// The checks of a reader's one-axis solve, as numbers for CheckList to put in words: each check of
// physics' solveProblems on the generated collisions and on the figure's run (the first failure of
// each, with its frame), and whether the two sides of the figure agree bit for bit.
import type { Track } from '@/components/mistakes/recording';
import { SOLVE_CHECKS, type SolveCheck, type SolveProblem, solveProblems } from '@/physics';
import type { Answer } from './readerRun';

export interface Failure {
  inputs: number[];
  outputs: number[];
  problem: SolveProblem;
  /** The figure's frame of the collision; null for a generated one. */
  frame: number | null;
}

export interface CheckResult {
  check: SolveCheck;
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
}

/** The inputs and results of `count` collisions, four and two numbers each, as answers without frames. */
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

function failures(answers: readonly Answer[], figure: boolean): Map<SolveCheck, Failure[]> {
  const found = new Map<SolveCheck, Failure[]>();
  for (const { frame, inputs, outputs } of answers) {
    for (const problem of solveProblems(inputs, outputs)) {
      const list = found.get(problem.check) ?? [];
      list.push({ inputs, outputs, problem, frame: figure ? frame : null });
      found.set(problem.check, list);
    }
  }
  return found;
}

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

export function codeReport(
  generated: readonly Answer[],
  figure: readonly Answer[],
  sides: readonly [Track, Track],
  frames: number,
): CodeReport {
  const [onFigure, onGenerated] = [failures(figure, true), failures(generated, false)];
  const checks = SOLVE_CHECKS.map((check): CheckResult => {
    const [f, g] = [onFigure.get(check) ?? [], onGenerated.get(check) ?? []];
    // the figure's collision first: it is the one the reader can watch
    return {
      check,
      total: figure.length + generated.length,
      failed: f.length + g.length,
      first: f[0] ?? g[0] ?? null,
    };
  });
  return {
    checks,
    generated: generated.length,
    figure: figure.length,
    parted: firstDifference(sides[0], sides[1], frames),
    frames,
  };
}
