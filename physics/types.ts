// The shapes every physics module shares: the chapter's ball and names (chapter/ball.ts), the names of
// the engines and contact modes, and the options a world is created from.
import type { Ball, Method, Separation } from './chapter/ball';

export {
  type Ball,
  copyBall,
  METHODS,
  type Method,
  makeBall,
  SEPARATIONS,
  type Separation,
} from './chapter/ball';

/**
 * The chapter's frame rate: a figure playing at normal speed shows this many frames a second, so a
 * speed of v px per frame is v × FRAMES_PER_SECOND px per second (lesson 1). The clocks play at it.
 */
export const FRAMES_PER_SECOND = 60;

/**
 * How a world finds its pairs: 'plain' is the chapter's loop over every i < j; 'fast' keeps the balls in
 * typed arrays and asks a grid which pairs can touch, with exactly the same frames; 'auto' picks 'fast'
 * from FAST_FROM balls on.
 */
export const ENGINES = ['auto', 'plain', 'fast'] as const;
export type Engine = (typeof ENGINES)[number];

/**
 * When balls meet: 'overlap' is the chapter's (move a whole frame, then resolve the pairs that overlap);
 * 'exact' moves to each moment of contact within the frame, so balls never overlap and never tunnel.
 */
export const CONTACTS = ['overlap', 'exact'] as const;
export type Contact = (typeof CONTACTS)[number];

export interface WorldOptions {
  width: number;
  height: number;
  balls: Ball[];
  method?: Method;
  separation?: Separation;
  /** Factor applied to a velocity at a wall, in [-1, 0]; -1 (the default) keeps the speed. */
  bounce?: number;
  /** Coefficient of restitution between balls, in [0, 1]; 1 (the default) is elastic. */
  restitution?: number;
  /** Most frames stepBack() can undo (default 1000); memory caps it further for large worlds. */
  historyLimit?: number;
  /** 'auto' (the default), 'plain' or 'fast'; every engine gives the same frames. */
  engine?: Engine;
  /** 'overlap' (the default, the chapter's) or 'exact'; 'exact' always runs on typed arrays and ignores separation. */
  contact?: Contact;
  /**
   * Walls on (true, the default, the chapter's box) or off: a ball that reaches an edge leaves the
   * stage and flies on (no wrapping); the totals still count it. Every engine and contact mode.
   */
  walls?: boolean;
  /**
   * Balls that meet stick together and move on as one body (see stick.ts); restitution is then not
   * used. Stick runs on the plain engine whatever `engine` says, and cannot be combined with exact contact.
   */
  stick?: boolean;
  /**
   * Stick only: pairs of balls [i, j] that are already one stuck body at the start (a What if? replay
   * from a frame after they met, physics/lab/replay.ts). Their members move as one from frame 0.
   */
  joined?: ReadonlyArray<readonly [number, number]>;
  /**
   * 'exact' only: most contacts (ball or wall) resolved in one frame (default 500; it was 10,000,
   * which let one very fast ball take a second a frame). A frame that reaches it, or the budget of
   * balls looked at (MAX_CHECKS_PER_FRAME, 500,000, in fast/exact/step.ts), ends at its last contact and its
   * step report says `cutShort`: the rest of that frame's time is lost.
   */
  maxEventsPerFrame?: number;
}
