// The figure beside an edited listing: the chapter's frame run twice from one start, once with the
// chapter's piece (the listing's own function) and once with the reader's in its place. The reader's
// function runs only in the sandbox and answers asynchronously, so its side is run ahead here: each
// attempt (a frame, or one generated collision) is tried with the answers known so far; a call not
// yet answered is asked for, and the same attempt tried again (a frame starts from a copy of the
// balls, so a retry is exact). The side that plays then looks every answer up, and runs the very
// frames that were recorded.
import type { Side } from '@/components/mistakes/cases';
import {
  type Ball,
  type CheckCollision,
  chapterFrame,
  collideWith,
  copyBall,
  PhysicsInputError,
  type WorldOptions,
} from '@/physics';
import type { Call, Editable } from './listings';
import type { CodeError, Reply } from './sandbox';

export type Ask = (inputs: readonly number[]) => Promise<Reply<number[]>>;

/** One call the reader's function answered: the frame it was met at (0: generated), its inputs and results. */
export interface Answer {
  frame: number;
  inputs: number[];
  outputs: number[];
}

/** One collision made with the reader's function: its frame (0: generated), the pair, both balls before and after. */
export interface Met {
  frame: number;
  pair: [number, number];
  before: [Ball, Ball];
  after: [Ball, Ball];
}

export interface ReaderRun {
  answers: Answer[];
  collisions: Met[];
  /** Where the function failed: the frame (0: generated) and call, and how. */
  failure: { frame: number; inputs: number[]; error: CodeError } | null;
}

/** -0 and 0 are different inputs: the key keeps the sign. */
const keyOf = (inputs: readonly number[]) => inputs.map((x) => (Object.is(x, -0) ? '-0' : String(x))).join();

class Unanswered extends Error {
  constructor(readonly inputs: number[]) {
    super('not answered yet');
  }
}

function lookUp(known: ReadonlyMap<string, number[]>): Call {
  return (inputs) => {
    const outputs = known.get(keyOf(inputs));
    if (!outputs) throw new Unanswered([...inputs]);
    return [outputs[0] as number, outputs[1] as number];
  };
}

/** The pair check, keeping each collision's balls before and after (in the order the frame lists them). */
function kept(check: CheckCollision, into: Array<Pick<Met, 'before' | 'after'>>): CheckCollision {
  return (a, b) => {
    const before: [Ball, Ball] = [copyBall(a), copyBall(b)];
    const hit = check(a, b);
    if (hit) into.push({ before, after: [copyBall(a), copyBall(b)] });
    return hit;
  };
}

/** The frames of one side: the chapter's frame with this collision. */
function frames(start: WorldOptions, checkCollision: CheckCollision) {
  return () => {
    let balls: Ball[] = start.balls;
    return () => {
      const next = chapterFrame(balls, { width: start.width, height: start.height, checkCollision });
      balls = next.balls;
      return next;
    };
  };
}

/**
 * Runs the attempts in turn, each until every call it makes is answered (asking the sandbox for each
 * new one); an attempt that meets numbers the physics refuses ends the run there, as a side halts.
 */
async function answered(
  count: number,
  attempt: (index: number, call: Call, met: Array<Pick<Met, 'before' | 'after'>>) => Array<[number, number]>,
  frameOf: (index: number) => number,
  ask: Ask,
): Promise<ReaderRun> {
  const known = new Map<string, number[]>();
  const call = lookUp(known);
  const run: ReaderRun = { answers: [], collisions: [], failure: null };
  for (let index = 0; index < count; index++) {
    const frame = frameOf(index);
    for (;;) {
      const met: Array<Pick<Met, 'before' | 'after'>> = [];
      try {
        const pairs = attempt(index, call, met);
        for (const [k, m] of met.entries()) run.collisions.push({ ...m, frame, pair: pairs[k] ?? [0, 1] });
        break;
      } catch (error) {
        if (error instanceof PhysicsInputError) return run; // the side halts there
        if (!(error instanceof Unanswered)) throw error;
        const reply = await ask(error.inputs);
        if (!reply.ok) return { ...run, failure: { frame, inputs: error.inputs, error: reply.error } };
        known.set(keyOf(error.inputs), reply.value);
        run.answers.push({ frame, inputs: error.inputs, outputs: reply.value });
      }
    }
  }
  return run;
}

/** Runs `count` frames with the reader's function, asking the sandbox for each new call. */
export function recordReaderRun(
  start: WorldOptions,
  count: number,
  spec: Editable,
  ask: Ask,
): Promise<ReaderRun> {
  let balls: Ball[] = start.balls;
  return answered(
    count,
    (_, call, met) => {
      const checkCollision = kept(collideWith(spec.swap(call)), met);
      const next = chapterFrame(balls, { width: start.width, height: start.height, checkCollision });
      balls = next.balls; // reached only when every call of the frame was answered
      return next.collisions.map((c): [number, number] => [c.i, c.j]);
    },
    (index) => index + 1,
    ask,
  );
}

/** Collides each generated pair once with the reader's function. */
export function readerCollisions(pairs: ReadonlyArray<readonly [Ball, Ball]>, spec: Editable, ask: Ask) {
  return answered(
    pairs.length,
    (index, call, met) => {
      const [a, b] = (pairs[index] as [Ball, Ball]).map(copyBall) as [Ball, Ball];
      kept(collideWith(spec.swap(call)), met)(a, b);
      return [[0, 1]];
    },
    () => 0,
    ask,
  );
}

/** The reader's side: the recorded answers looked up; past a failure it halts as a broken number does. */
export function readerSide(start: WorldOptions, run: ReaderRun, spec: Editable): Side {
  const answer = lookUp(new Map(run.answers.map((a) => [keyOf(a.inputs), a.outputs])));
  const call: Call = (inputs) => {
    try {
      return answer(inputs);
    } catch {
      throw new PhysicsInputError('solve', 'your code gave no answer for this collision');
    }
  };
  return { start: start.balls, stepper: frames(start, collideWith(spec.swap(call))) };
}

/** The chapter's side: the listing's own function, in the same frame. */
export function chapterSide(start: WorldOptions, spec: Editable): Side {
  return { start: start.balls, stepper: frames(start, collideWith(spec.chapter)) };
}
