// What Run does, without React: build the reader's function in the sandbox (or find its syntax
// error), run the figure with it beside the chapter's, then check it on generated collisions.
// Every failure comes back with the collision it happened in.
import { type MistakeClock, mistakeClock } from '@/components/mistakes/MistakeClock';
import { DEFAULT_SEED, generatedCollisions, generatedPairs, scenario, type WorldOptions } from '@/physics';
import { type Checked, type CodeReport, codeReport, generatedAnswers, yardsticks } from './codeChecks';
import type { Editable, EditableName } from './listings';
import { chapterSide, readerCollisions, readerSide, recordReaderRun } from './readerRun';
import type { CodeError, Sandbox } from './sandbox';
import { stripTypes } from './stripTypes';

/** Frames of the figure, as a mistake demo records them. */
export const FRAMES = 1200;
/** Collisions every version is checked on, beside the figure's (fewer for a turn: eight calls each). */
export const GENERATED = 50;
const GENERATED_PAIRS = 30;

/** An error, and the call it happened in (its frame in the figure, or null for a generated one). */
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

/** The start of the figure beside the listing, in the lesson's scenario and seed. */
export const figureStart = (spec: Editable): WorldOptions => scenario(spec.scenario, DEFAULT_SEED);

/** The generated collisions' checks: a one-axis solve's in one batch, a collision's pair by pair. */
async function generatedChecks(sandbox: Sandbox, spec: Editable): Promise<Checked | Located> {
  if (spec.checks === 'solve') {
    const inputs = generatedCollisions(DEFAULT_SEED, GENERATED);
    const reply = await sandbox.solve(inputs);
    if (reply.ok) return { kind: 'solve', answers: generatedAnswers(inputs, reply.value) };
    const index = 'index' in reply.error ? reply.error.index : null;
    const failed = index === null ? null : inputs.slice(4 * index, 4 * index + 4);
    return { error: reply.error, frame: null, inputs: failed };
  }
  const run = await readerCollisions(generatedPairs(DEFAULT_SEED, GENERATED_PAIRS), spec, (x) =>
    sandbox.solve(x),
  );
  if (run.failure) return { error: run.failure.error, frame: null, inputs: run.failure.inputs };
  return { kind: 'collision', met: run.collisions };
}

export async function runCode(
  sandbox: Sandbox,
  code: string,
  spec: Editable & { name: EditableName },
): Promise<Outcome> {
  const syntax = await sandbox.load(stripTypes(code), spec.wrap);
  if (syntax) return { clock: null, report: null, error: { error: syntax, frame: null, inputs: null } };
  const start = figureStart(spec);
  const run = await recordReaderRun(
    start,
    FRAMES,
    spec,
    (inputs) => sandbox.solve(inputs),
    (ahead) => sandbox.ahead(ahead),
  );
  const frames = run.failure ? run.frames : FRAMES; // the figure stops before the failure
  const separation = spec.checks === 'separation';
  const clock = mistakeClock({
    width: start.width,
    height: start.height,
    broken: readerSide(start, run, spec),
    fixed: chapterSide(start, spec),
    rows: separation ? ['overlap'] : ['first-momentum', 'first-energy', 'energy-now'],
    verdict: separation ? 'overlap-after' : 'conservation',
    frames,
  });
  if (run.failure) return { clock, report: null, error: run.failure };
  const generated = await generatedChecks(sandbox, spec);
  if ('error' in generated) return { clock, report: null, error: generated };
  const figure: Checked =
    spec.checks === 'solve'
      ? { kind: 'solve', answers: run.answers, met: run.collisions }
      : { kind: 'collision', met: run.collisions };
  const yardstick = separation ? yardsticks(start, frames) : null;
  return {
    clock,
    report: codeReport(spec.checks, generated, figure, clock.sides, frames, yardstick),
    error: null,
  };
}
