// The figure beside an edited listing: the chapter's frame run twice from one start, once with the
// chapter's piece (the listing's own function) and once with the reader's in its place. The reader's
// function runs only in the sandbox and answers asynchronously, so its side is run ahead here: each
// attempt (a frame, or one generated collision) is tried with the answers known so far; a call not
// yet answered is asked for, and the same attempt tried again (a frame starts from a copy of the
// balls, so a retry is exact). Frames are asked for in batches: the sandbox runs the chapter's frames
// itself with the reader's function (framesAhead.ts) and answers with every call they made; the frames
// here use those answers for the calls they meet and ask call by call for one it did not make. The
// side that plays then looks every answer up, and runs the very frames that were recorded.
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
import { ballsToNumbers } from './framesAhead';
import type { Call, Editable, EditableName } from './listings';
import type { Ahead, AheadStart, CodeError, Reply } from './sandbox';

export type Ask = (inputs: readonly number[]) => Promise<Reply<number[]>>;
/** Asks the sandbox to run a batch of frames with the reader's function (Sandbox.ahead). */
export type AskAhead = (start: AheadStart) => Promise<Reply<Ahead>>;

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
  /** Frames (or generated collisions) run to their end. */
  frames: number;
  /** Messages sent to the sandbox for this run. */
  messages: number;
  /** Where the function failed: the frame (0: generated) and call, and how. */
  failure: { frame: number; inputs: number[]; error: CodeError } | null;
}

/** -0 and 0 are different inputs: the key keeps the sign. */
function keyOf(inputs: readonly number[]): string {
  let key = '';
  for (const x of inputs) key += x === 0 && 1 / x < 0 ? '-0,' : `${x},`; // a crowd's run makes ~20,000 keys
  return key;
}

class Unanswered extends Error {
  constructor(readonly inputs: number[]) {
    super('not answered yet');
  }
}

/** A call the sandbox ran ahead and the reader's function failed. */
class KnownFailure extends Error {
  constructor(
    readonly inputs: number[],
    readonly error: CodeError,
  ) {
    super("the reader's function failed");
  }
}

function lookUp(known: ReadonlyMap<string, number[]>, failing?: ReadonlyMap<string, CodeError>): Call {
  return (inputs) => {
    const failed = failing?.get(keyOf(inputs));
    if (failed) throw new KnownFailure([...inputs], failed);
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

type Kept = Array<Pick<Met, 'before' | 'after'>>;
/** One attempt: the pairs it collided (in the order `met` keeps them), and what makes it the run's. */
type Attempt = (
  index: number,
  call: Call,
  met: Kept,
) => { pairs: Array<[number, number]>; commit?: () => void };

/**
 * Every call an attempt would make, with the calls not yet answered guessed (the chapter's function):
 * the inputs to ask for in one message. A guess that differs from the reader's answer leads the
 * calls after it astray; the attempt then meets those inputs unanswered and asks again.
 */
function unanswered(attempt: Attempt, index: number, known: ReadonlyMap<string, number[]>, guess: Call) {
  const asked = new Map<string, number[]>();
  try {
    attempt(
      index,
      (inputs) => {
        const key = keyOf(inputs);
        const answer = known.get(key);
        if (answer) return [answer[0] as number, answer[1] as number];
        asked.set(key, [...inputs]);
        return guess(inputs);
      },
      [],
    );
  } catch {
    // a guess led to numbers the physics refuses: ask for what was found up to there
  }
  return [...asked.values()];
}

/**
 * Runs the attempts in turn, each until every call it makes is answered. A call not met yet is asked
 * for, first (when `ahead` can) with a batch of frames the sandbox runs from this attempt's state;
 * else, or when that batch did not make the call, with every call the attempt would make (see
 * unanswered), in one message; if that message fails, the first call is asked alone, so the failure
 * is its own. An attempt that meets numbers the physics refuses ends the run there, as a side halts.
 */
async function answered(
  count: number,
  attempt: Attempt,
  frameOf: (index: number) => number,
  spec: Editable,
  ask: Ask,
  askAhead?: (index: number) => Promise<Reply<Ahead>>,
): Promise<ReaderRun> {
  let ahead = askAhead;
  const known = new Map<string, number[]>();
  const failing = new Map<string, CodeError>();
  const lookup = lookUp(known, failing);
  const run: ReaderRun = { answers: [], collisions: [], frames: 0, messages: 0, failure: null };
  const told = new Set<string>(); // answers in run.answers: the calls the run made, each once
  const failed = (frame: number, inputs: number[], error: CodeError): ReaderRun => ({
    ...run,
    failure: { frame, inputs, error },
  });
  let aheadAt = -1; // the attempt the last batch of frames started at
  for (let index = 0; index < count; index++) {
    const frame = frameOf(index);
    for (;;) {
      const met: Kept = [];
      const used: number[][] = [];
      try {
        const { pairs, commit } = attempt(index, (inputs) => (used.push([...inputs]), lookup(inputs)), met);
        commit?.();
        for (const [k, m] of met.entries()) run.collisions.push({ ...m, frame, pair: pairs[k] ?? [0, 1] });
        for (const inputs of used) {
          const key = keyOf(inputs);
          if (told.has(key)) continue;
          told.add(key);
          run.answers.push({ frame, inputs, outputs: known.get(key) as number[] });
        }
        run.frames = index + 1;
        break;
      } catch (error) {
        if (error instanceof PhysicsInputError) return run; // the side halts there
        if (error instanceof KnownFailure) return failed(frame, error.inputs, error.error);
        if (!(error instanceof Unanswered)) throw error;
        if (ahead && aheadAt !== index) {
          aheadAt = index;
          run.messages += 1;
          const reply = await ahead(index);
          // stopped in a later frame of the batch: the words name that frame
          if (!reply.ok) return failed(timeoutFrame(reply.error) ?? frame, error.inputs, reply.error);
          learn(known, failing, reply.value, spec.wrap.arity);
          if (reply.value.frames === 0 && !reply.value.failed) ahead = undefined; // it cannot: ask call by call
          continue;
        }
        const batch = unanswered(attempt, index, known, spec.guess);
        if (batch.length === 0) batch.push(error.inputs);
        run.messages += 1;
        let reply = await ask(batch.flat());
        if (!reply.ok && batch.length > 1 && reply.error.kind !== 'timeout') {
          batch.splice(1); // a guessed call may fail where the run never goes: ask the first alone
          run.messages += 1;
          reply = await ask(batch.flat());
        }
        if (!reply.ok) return failed(frame, batch[0] as number[], reply.error);
        for (const [k, inputs] of batch.entries())
          known.set(keyOf(inputs), reply.value.slice(2 * k, 2 * k + 2));
      }
    }
  }
  return run;
}

const timeoutFrame = (error: CodeError) => (error.kind === 'timeout' ? error.frame : undefined);

/** Keeps the calls a batch of frames made: each one's answer, and the call that failed. */
function learn(known: Map<string, number[]>, failing: Map<string, CodeError>, ahead: Ahead, arity: number) {
  const { calls } = ahead;
  for (let k = 0; k + arity + 2 <= calls.length; k += arity + 2)
    known.set(keyOf(calls.slice(k, k + arity)), calls.slice(k + arity, k + arity + 2));
  if (ahead.failed) failing.set(keyOf(ahead.failed.inputs), ahead.failed.error);
}

/**
 * Runs `count` frames with the reader's function, asking the sandbox for the calls each frame makes:
 * a batch of frames at a time when `askAhead` is given.
 */
export function recordReaderRun(
  start: WorldOptions,
  count: number,
  spec: Editable & { name: EditableName },
  ask: Ask,
  askAhead?: AskAhead,
): Promise<ReaderRun> {
  let balls: Ball[] = start.balls;
  const ahead =
    askAhead &&
    ((index: number) =>
      askAhead({
        listing: spec.name,
        width: start.width,
        height: start.height,
        balls: ballsToNumbers(balls),
        frame: index + 1,
        count: count - index,
      }));
  return answered(
    count,
    (_, call, met) => {
      const checkCollision = kept(collideWith(spec.swap(call)), met);
      const next = chapterFrame(balls, { width: start.width, height: start.height, checkCollision });
      return {
        pairs: next.collisions.map((c): [number, number] => [c.i, c.j]),
        commit: () => {
          balls = next.balls;
        },
      };
    },
    (index) => index + 1,
    spec,
    ask,
    ahead,
  );
}

/** Collides each generated pair once with the reader's function. */
export function readerCollisions(pairs: ReadonlyArray<readonly [Ball, Ball]>, spec: Editable, ask: Ask) {
  return answered(
    pairs.length,
    (index, call, met) => {
      const [a, b] = (pairs[index] as [Ball, Ball]).map(copyBall) as [Ball, Ball];
      kept(collideWith(spec.swap(call)), met)(a, b);
      return { pairs: [[0, 1]] };
    },
    () => 0,
    spec,
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
