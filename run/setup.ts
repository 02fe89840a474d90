// A run's set-up as one value: the start (options of frame 0) and the changes made from frames on.
// A change names only what it changes: settings of the physics (`set`) and fields of balls (`balls`),
// so the same value is what a figure runs, what its Undo keeps and what a link writes
// (share/linkEdits.ts is its codec). No React, no DOM: only the physics' public API.
import {
  type Ball,
  createWorld,
  type Method,
  type Separation,
  type Timeline,
  type World,
  type WorldOptions,
} from '@/physics';

/** The settings a change from a frame may set: the physics of the run, not its start or its play. */
export const SETUP_KEYS = [
  'method',
  'separation',
  'bounce',
  'restitution',
  'stick',
  'walls',
  'exact',
] as const;
export type SetupKey = (typeof SETUP_KEYS)[number];

export interface Setup {
  method: Method;
  separation: Separation;
  bounce: number;
  restitution: number;
  /** Balls that meet move on as one body (link: stick=1). */
  stick: boolean;
  /** false: balls leave the stage at its edges (link: walls=0). */
  walls: boolean;
  /** Balls bounce at the moment they touch, never overlapping (link: exact=1). Not with stick. */
  exact: boolean;
}

export const BALL_FIELDS = ['x', 'y', 'vx', 'vy', 'radius', 'mass'] as const;
export type BallField = (typeof BALL_FIELDS)[number];

/** Ball `index`'s `field` is `value` from the change's frame on. */
export interface BallChange {
  readonly index: number;
  readonly field: BallField;
  readonly value: number;
}

/** From `frame` on, these settings and these ball fields (everything else as before). */
export interface SetupChange {
  readonly frame: number;
  readonly set: Partial<Setup>;
  readonly balls?: readonly BallChange[];
}

/** The settings after the first `count` changes (all by default). */
export function setupAfter(base: Setup, changes: readonly SetupChange[] = [], count = changes.length): Setup {
  const setup = { ...base };
  for (const change of changes.slice(0, count)) Object.assign(setup, change.set);
  return setup;
}

/**
 * The changes after one more at `frame`: later ones go (the run after it is new); one at the same
 * frame is merged with it (the newer value of a setting or a ball's field wins). A value of -0 is
 * taken as 0, as a typed number is (components/ui/parseNumber.ts): a link writes it "0", and the run
 * on screen must be the one its link replays, bit for bit (a drag rounded to -0 was not).
 */
export function withChange(
  changes: readonly SetupChange[],
  frame: number,
  set: Partial<Setup>,
  balls: readonly BallChange[] = [],
): SetupChange[] {
  const same = changes.find((c) => c.frame === frame);
  const kept = (same?.balls ?? []).filter(
    (b) => !balls.some((n) => n.index === b.index && n.field === b.field),
  );
  const merged = [...kept, ...balls.map((b) => ({ ...b, value: b.value + 0 }))];
  const given = Object.fromEntries(
    Object.entries(set).map(([key, value]) => [key, typeof value === 'number' ? value + 0 : value]),
  );
  return [
    ...changes.filter((c) => c.frame < frame),
    { frame, set: { ...same?.set, ...given }, ...(merged.length > 0 && { balls: merged }) },
  ];
}

/** `balls` with the change's fields written in (a copy). */
export function changedBalls(balls: readonly Ball[], changes: readonly BallChange[] = []): Ball[] {
  const next = balls.map((b) => ({ ...b }));
  for (const { index, field, value } of changes) {
    const ball = next[index];
    if (ball) ball[field] = value;
  }
  return next;
}

/**
 * The options that build `world` again with `balls`: everything it was built from (`start`: engine,
 * history and the like) with the settings it runs now, which a change may have made since.
 * World.options holds the chapter's settings only, not the contact: building from it alone ran an
 * exact-contact playground on plain overlap after an edit (issue 21).
 */
export function optionsNow(world: World, start: WorldOptions | undefined, balls: Ball[]): WorldOptions {
  return {
    ...start,
    ...world.options,
    contact: world.contact,
    width: world.width,
    height: world.height,
    balls,
  };
}

/** `options` with the settings `set` changes. */
export function withSettings(options: WorldOptions, set: Partial<Setup>): WorldOptions {
  const { exact, ...rest } = set;
  return { ...options, ...rest, ...(exact !== undefined && { contact: exact ? 'exact' : 'overlap' }) };
}

/**
 * From the timeline's frame on, its world runs `change`: the settings it sets, the balls' fields it
 * writes, every other number as it was, to the bit. `start` is what the timeline's run was built from.
 */
export function applyChange(timeline: Timeline, start: WorldOptions, change: SetupChange): void {
  const world = timeline.world;
  const balls = changedBalls(world.balls(), change.balls);
  const options = withSettings(optionsNow(world, start, balls), change.set);
  timeline.edit(createWorld(options), change.balls?.length ? balls : undefined);
}
