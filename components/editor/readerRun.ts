// The figure beside an edited listing: the chapter's frame run twice from one start, once with the
// chapter's one-axis solve and once with the reader's. The reader's function runs only in the sandbox
// and answers asynchronously, so its side is run ahead here: each frame is tried with the answers
// known so far; a collision not yet answered is asked for, and the same frame tried again (a frame
// starts from a copy of the balls, so a retry is exact). The side that plays then looks every answer
// up, and runs the very frames that were recorded.
import type { Side } from '@/components/mistakes/cases';
import {
  type Ball,
  chapterFrame,
  collideWith,
  elastic1D,
  PhysicsInputError,
  type WorldOptions,
} from '@/physics';
import type { CodeError, Reply } from './sandbox';

export type Solve = (m0: number, v0: number, m1: number, v1: number) => [number, number];
export type Ask = (inputs: readonly number[]) => Promise<Reply<number[]>>;

/** One collision the reader's function answered: its frame, its four inputs and two results. */
export interface Answer {
  frame: number;
  inputs: number[];
  outputs: number[];
}

export interface ReaderRun {
  answers: Answer[];
  /** Where the function failed on the figure's run: the frame and collision, and how. */
  failure: { frame: number; inputs: number[]; error: CodeError } | null;
}

/** -0 and 0 are different inputs: the key keeps the sign. */
const keyOf = (inputs: readonly number[]) => inputs.map((x) => (Object.is(x, -0) ? '-0' : String(x))).join();

class Unanswered extends Error {
  constructor(readonly inputs: number[]) {
    super('not answered yet');
  }
}

/** The frames of one side: the chapter's frame with `solve` along the line of centres. */
function frames(start: WorldOptions, solve: Solve): () => () => ReturnType<typeof chapterFrame> {
  const checkCollision = collideWith({ solve });
  return () => {
    let balls: Ball[] = start.balls;
    return () => {
      const next = chapterFrame(balls, { width: start.width, height: start.height, checkCollision });
      balls = next.balls;
      return next;
    };
  };
}

function lookUp(known: ReadonlyMap<string, number[]>): Solve {
  return (m0, v0, m1, v1) => {
    const inputs = [m0, v0, m1, v1];
    const outputs = known.get(keyOf(inputs));
    if (!outputs) throw new Unanswered(inputs);
    return [outputs[0] as number, outputs[1] as number];
  };
}

/** Runs `count` frames with the reader's function, asking the sandbox for each new collision. */
export async function recordReaderRun(start: WorldOptions, count: number, ask: Ask): Promise<ReaderRun> {
  const known = new Map<string, number[]>();
  const answers: Answer[] = [];
  const next = frames(start, lookUp(known))();
  for (let frame = 1; frame <= count; frame++) {
    for (;;) {
      try {
        next();
        break;
      } catch (error) {
        if (error instanceof PhysicsInputError) return { answers, failure: null }; // the side halts there
        if (!(error instanceof Unanswered)) throw error;
        const reply = await ask(error.inputs);
        if (!reply.ok) return { answers, failure: { frame, inputs: error.inputs, error: reply.error } };
        known.set(keyOf(error.inputs), reply.value);
        answers.push({ frame, inputs: error.inputs, outputs: reply.value });
      }
    }
  }
  return { answers, failure: null };
}

/** The reader's side: the recorded answers looked up; past a failure it halts as a broken number does. */
export function readerSide(start: WorldOptions, run: ReaderRun): Side {
  const known = new Map(run.answers.map((a) => [keyOf(a.inputs), a.outputs]));
  const answer = lookUp(known);
  const solve: Solve = (...inputs) => {
    try {
      return answer(...inputs);
    } catch {
      throw new PhysicsInputError('solve', 'your code gave no answer for this collision');
    }
  };
  return { start: start.balls, stepper: frames(start, solve) };
}

/** The chapter's side: the listing's own function, elastic1D, in the same frame. */
export function chapterSide(start: WorldOptions): Side {
  return { start: start.balls, stepper: frames(start, elastic1D) };
}
