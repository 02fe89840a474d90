// The chapter's frames run ahead inside the sandbox's worker, beside the reader's function: bundled by
// scripts/sandbox-frames.mjs into public/sandbox/frames.js, whose text run.js puts in the worker. From
// a state the page sends, it runs frames with the reader's function in the listing's place until the
// count or a time budget, and returns every call it made with the function's answers: the answers to
// the calls the page's own frames will make, a batch of frames in one message instead of one a frame.
// The page still runs every frame itself (readerRun.ts) and uses only answers to the calls it meets,
// so this code is a way to ask, not a source of numbers: were it ever to differ, the page would ask
// again, call by call. Stops quietly where the physics refuses a number (the page halts there too).
import { type Ball, chapterFrame, collideWith, copyBall } from '@/physics';
import { type Call, editable } from './listings';
import type { AheadStart } from './sandbox';

/** Numbers a ball is sent as: x, y, vx, vy, radius, mass. */
export const BALL_NUMBERS = 6;

export const ballsToNumbers = (balls: readonly Ball[]) =>
  balls.flatMap((b) => [b.x, b.y, b.vx, b.vy, b.radius, b.mass]);

export function ballsFromNumbers(numbers: readonly number[]): Ball[] {
  const balls: Ball[] = [];
  for (let k = 0; k + BALL_NUMBERS <= numbers.length; k += BALL_NUMBERS) {
    const [x, y, vx, vy, radius, mass] = numbers.slice(k, k + BALL_NUMBERS) as [
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    balls.push(copyBall({ x, y, vx, vy, radius, mass }));
  }
  return balls;
}

/** A call the reader's function failed: the error is thrown by `call` and passed on as it is. */
export class CallFailed {
  constructor(
    readonly inputs: number[],
    readonly error: unknown,
  ) {}
}

export interface Ahead {
  /** Every call made, `arity` inputs then 2 outputs each, in the order made. */
  calls: number[];
  /** Frames run to their end. */
  frames: number;
  /** The call that failed and how, when one did (the frames stop there). */
  failed: CallFailed | null;
}

/**
 * Runs up to `start.count` frames with `call` (the reader's function, which throws a CallFailed when
 * it fails), checking the clock between frames; `onFrame` hears each frame's number as it begins.
 */
export function framesAhead(
  start: AheadStart,
  call: Call,
  budgetMs: number,
  now: () => number,
  onFrame: (frame: number) => void = () => {},
): Ahead {
  const calls: number[] = [];
  const recorded: Call = (inputs) => {
    const outputs = call(inputs);
    calls.push(...inputs, outputs[0], outputs[1]);
    return outputs;
  };
  const checkCollision = collideWith(editable(start.listing).swap(recorded));
  let balls = ballsFromNumbers(start.balls);
  const began = now();
  let frames = 0;
  while (frames < start.count && (frames === 0 || now() - began < budgetMs)) {
    onFrame(start.frame + frames);
    try {
      balls = chapterFrame(balls, { width: start.width, height: start.height, checkCollision }).balls;
    } catch (error) {
      return { calls, frames, failed: error instanceof CallFailed ? error : null };
    }
    frames += 1;
  }
  return { calls, frames, failed: null };
}
