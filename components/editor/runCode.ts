// What Run does, without React: build the reader's function in the sandbox (or find its syntax
// error), run the figure with it beside the chapter's, then check it on generated collisions.
// Every failure comes back with the collision it happened in.
import { MistakeClock } from '@/components/mistakes/MistakeClock';
import { DEFAULT_SEED, generatedCollisions, scenario, type WorldOptions } from '@/physics';
import { type CodeReport, codeReport, generatedAnswers } from './codeChecks';
import { chapterSide, readerSide, recordReaderRun } from './readerRun';
import type { CodeError, Sandbox } from './sandbox';

/** The names the listing gives its two results (the sandbox returns them in this order). */
export const RESULTS = { first: 'v0Final', second: 'v1Final' } as const;

/** Frames of the figure, as a mistake demo records them. */
export const FRAMES = 1200;
/** Collisions every version is checked on, beside the figure's. */
export const GENERATED = 50;

/** An error, and the collision it happened in (its frame in the figure, or null for a generated one). */
export interface Located {
  error: CodeError;
  frame: number | null;
  inputs: number[] | null;
}

export interface Outcome {
  clock: MistakeClock | null;
  report: CodeReport | null;
  error: Located | null;
}

/** The start of the figure beside the 1D solve: lesson 2's Billiard1, two balls on one line. */
export const figureStart = (): WorldOptions => scenario('one-axis', DEFAULT_SEED);

export async function runCode(sandbox: Sandbox, code: string): Promise<Outcome> {
  const syntax = await sandbox.load(code);
  if (syntax) return { clock: null, report: null, error: { error: syntax, frame: null, inputs: null } };
  const start = figureStart();
  const run = await recordReaderRun(start, FRAMES, (inputs) => sandbox.solve(inputs));
  const frames = run.failure ? run.failure.frame - 1 : FRAMES; // the figure stops before the failure
  const clock = new MistakeClock({
    width: start.width,
    height: start.height,
    broken: readerSide(start, run),
    fixed: chapterSide(start),
    rows: ['first-momentum', 'first-energy', 'energy-now'],
    verdict: 'conservation',
    frames,
  });
  if (run.failure) return { clock, report: null, error: run.failure };
  const inputs = generatedCollisions(DEFAULT_SEED, GENERATED);
  const reply = await sandbox.solve(inputs);
  if (!reply.ok) {
    const index = 'index' in reply.error ? reply.error.index : null;
    const failed = index === null ? null : inputs.slice(4 * index, 4 * index + 4);
    return { clock, report: null, error: { error: reply.error, frame: null, inputs: failed } };
  }
  const report = codeReport(generatedAnswers(inputs, reply.value), run.answers, clock.sides, frames);
  return { clock, report, error: null };
}
