// The shapes every physics module shares: a ball, the names of the methods and separations, and the
// options a world is created from, and the one way balls are built. Units are the chapter's: pixels and pixels per frame.

export interface Ball {
  x: number;
  y: number;
  vx: number;
  vy: number;
  radius: number;
  mass: number;
}

/**
 * A fresh ball with exactly these six fields. Balls are built here as literals, never by spreading
 * another object: spread copies got differing hidden shapes in V8 and made the pair loop ten times slower.
 */
export function makeBall(x: number, y: number, vx: number, vy: number, radius: number, mass: number): Ball {
  return { x, y, vx, vy, radius, mass };
}

export const copyBall = (b: Ball): Ball => makeBall(b.x, b.y, b.vx, b.vy, b.radius, b.mass);

/** How velocities are turned onto the line of centres: Billiard3/4, source 002, source 003. */
export const METHODS = ['rotation', 'projection', 'angle'] as const;
export type Method = (typeof METHODS)[number];

/** How two overlapping balls are moved apart: Billiard3/4, MultiBilliard2, source 004, ours. */
export const SEPARATIONS = ['naive', 'overlap', 'radius', 'robust'] as const;
export type Separation = (typeof SEPARATIONS)[number];

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
   * 'exact' only: most contacts (ball or wall) resolved in one frame (default 500; it was 10,000,
   * which let one very fast ball take a second a frame). A frame that reaches it, or the budget of
   * balls looked at (MAX_CHECKS_PER_FRAME, 500,000, in fast/exact/step.ts), ends at its last contact and its
   * step report says `cutShort`: the rest of that frame's time is lost.
   */
  maxEventsPerFrame?: number;
}
