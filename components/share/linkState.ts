// The set-up of /playground and /compare as a URL query, so a teacher can copy a link and a
// student opens exactly that start: every option and every edited ball. Decoding is strict: a link
// that is truncated, garbled or hostile is refused as a whole with a reason, and the page falls
// back to its defaults. Shared reading rules: linkQuery.ts; balls: linkBalls.ts; set-up changes: linkEdits.ts.

import {
  type Ball,
  CROWD_LIMIT,
  createWorld,
  DEFAULT_SEED,
  LIMITS,
  METHODS,
  SCENARIOS,
  type ScenarioName,
  SEPARATIONS,
  scenario,
  type WorldOptions,
} from '@/physics';
import { SETUP_KEYS, type Setup, type SetupChange, SPEEDS, type Speed, setupAfter } from '@/run';
import { BALL_FIELDS, isBallKey, readBalls, writeBalls } from './linkBalls';
import { readEdits, writeEdits } from './linkEdits';
import { type LinkProblem, Problems, readChoice, readNumber, readQuery, writeQuery } from './linkQuery';

export type { LinkProblem } from './linkQuery';

/** The playground's link: its start and the set-up of frame 0 (Setup, linkEdits.ts), how it plays, and
 *  the set-up's changes from a frame on. */
export interface PlaygroundState extends Setup {
  scenario: ScenarioName;
  seed: number;
  /** The speed of play (link: speed=0.5); not the world's, but kept so a new start keeps it. */
  speed: Speed;
  /** The run pauses at each collision (link: pauseAtCollisions=1). */
  pauseAtCollisions: boolean;
  /** Number of balls, for a crowd scenario (see CROWDS). */
  count?: number;
  /** Balls given explicitly (an edited start) replace the scenario's. */
  balls?: Ball[];
  /** Set-up changes from a frame on (link: edits=…, see linkEdits.ts); the fields above are frame 0's. */
  edits?: SetupChange[];
}

/** A link read: the state it gives, or the defaults and every reason it was refused (`problem`
 *  is the first of `problems`, or null). */
export type Decoded<T> = { state: T; problem: LinkProblem | null; problems: LinkProblem[] };

export const PLAYGROUND_DEFAULTS: PlaygroundState = {
  scenario: 'eight-balls',
  seed: DEFAULT_SEED,
  method: 'rotation',
  separation: 'naive',
  bounce: -1,
  restitution: 1,
  stick: false,
  walls: true,
  exact: false,
  speed: 1,
  pauseAtCollisions: false,
};

export const MAX_SEED = 2 ** 31 - 1;
export const START_KEYS = ['scenario', 'seed', 'count'];
/** The playground's options, beside its start: each is one key of its link. */
export const PLAYGROUND_OPTIONS = [...SETUP_KEYS, 'speed', 'pauseAtCollisions'] as const;
const PLAYGROUND_KEYS: readonly string[] = [...START_KEYS, ...PLAYGROUND_OPTIONS];
/** Switches are written 1 (on) and 0 (off); a link without them keeps the defaults. */
const SWITCHES = ['stick', 'walls', 'exact', 'pauseAtCollisions'] as const;

export interface Start {
  scenario: ScenarioName;
  seed: number;
  count?: number;
}

export function readStart(entries: Map<string, string>, defaults: Start, problems: Problems): Start {
  const start: Start = { scenario: defaults.scenario, seed: defaults.seed };
  const name = entries.get('scenario');
  const scenarioName =
    name === undefined ? undefined : problems.attempt(() => readChoice('scenario', name, SCENARIOS));
  if (scenarioName !== undefined) start.scenario = scenarioName;
  const seed = entries.get('seed');
  const seedValue =
    seed === undefined
      ? undefined
      : problems.attempt(() =>
          readNumber('seed', seed, { kind: 'range', min: 0, max: MAX_SEED, whole: true }),
        );
  if (seedValue !== undefined) start.seed = seedValue;
  const count = entries.get('count');
  const countValue =
    count === undefined
      ? undefined
      : problems.attempt(() => readNumber('count', count, { kind: 'range', ...CROWD_LIMIT, whole: true }));
  if (countValue !== undefined) start.count = countValue;
  return start;
}

/** Reads a link, noting every problem; a link with any is refused as a whole (the page shows its
 *  defaults and names them all). A link from a newer format is named alone: its keys may mean
 *  something this version cannot know. */
export function decode<T>(
  defaults: T,
  search: string,
  known: (key: string) => boolean,
  parse: Parse<T>,
): Decoded<T> {
  const problems = new Problems();
  const entries = readQuery(search, known, problems);
  const newer = problems.list.find((p) => p.kind === 'version');
  if (newer) return { state: defaults, problem: newer, problems: [newer] };
  const state = problems.attempt(() => parse(entries, problems));
  const list = problems.list;
  if (state === undefined || list.length > 0)
    return { state: defaults, problem: list[0] ?? null, problems: list };
  return { state, problem: null, problems: [] };
}

export type Parse<T> = (entries: Map<string, string>, problems: Problems) => T;

/** The scenario's start, with its number of balls when one was given (physics refuses a count
 *  for a scenario that is not a crowd). */
export function startOf(state: Start): WorldOptions {
  return scenario(state.scenario, state.seed, state.count === undefined ? {} : { count: state.count });
}

/**
 * The world's options of a playground set-up: every option the page keeps, none left out. The one
 * way the page, an edit and an opened link build a world, so no path can drop an option.
 */
export function worldOptionsOf(state: PlaygroundState): WorldOptions {
  const base = startOf(state);
  const { method, separation, bounce, restitution, stick, walls, exact } = state;
  const contact = exact ? 'exact' : 'overlap';
  return {
    ...base,
    method,
    separation,
    bounce,
    restitution,
    stick,
    walls,
    contact,
    balls: state.balls ?? base.balls,
  };
}

/** The old name of worldOptionsOf. */
export const playgroundWorld = worldOptionsOf;

export function decodePlayground(search: string): Decoded<PlaygroundState> {
  const known = (key: string) => PLAYGROUND_KEYS.includes(key) || key === 'edits' || isBallKey(key);
  return decode(PLAYGROUND_DEFAULTS, search, known, (entries, problems) => {
    const before = problems.list.length;
    const state: PlaygroundState = {
      ...PLAYGROUND_DEFAULTS,
      ...readStart(entries, PLAYGROUND_DEFAULTS, problems),
    };
    const startRead = problems.list.length === before;
    const text = (key: string) => entries.get(key);
    const method = text('method');
    if (method !== undefined)
      state.method = problems.attempt(() => readChoice('method', method, METHODS)) ?? state.method;
    const separation = text('separation');
    if (separation !== undefined)
      state.separation =
        problems.attempt(() => readChoice('separation', separation, SEPARATIONS)) ?? state.separation;
    for (const key of ['bounce', 'restitution'] as const) {
      const value = text(key);
      if (value !== undefined)
        state[key] =
          problems.attempt(() => readNumber(key, value, { kind: 'range', ...LIMITS[key] })) ?? state[key];
    }
    const speed = text('speed');
    if (speed !== undefined) {
      const names = SPEEDS.map(String);
      const read = problems.attempt(() => readChoice('speed', speed, names));
      if (read !== undefined) state.speed = Number(read) as Speed;
    }
    for (const key of SWITCHES) {
      const value = text(key);
      if (value !== undefined)
        state[key] =
          (problems.attempt(() => readChoice(key, value, ['0', '1'])) ?? (state[key] ? '1' : '0')) === '1';
    }
    // the balls are judged against the scenario's start, which a refused scenario, seed or count leaves unknown
    const base = startRead ? problems.attempt(() => startOf(state)) : undefined;
    if (!base) return state;
    const balls = readBalls(entries, base.balls, base, problems);
    if (balls) state.balls = balls;
    const edits = text('edits');
    if (edits !== undefined)
      state.edits = problems.attempt(() => readEdits(edits, (balls ?? base.balls).length));
    // the physics core has the last word, on the start and on the set-up after each change
    for (let k = 0; problems.list.length === 0 && k <= (state.edits?.length ?? 0); k++)
      createWorld(worldOptionsOf({ ...state, ...setupAfter(state, state.edits, k) }));
    return state;
  });
}

export function encodePlayground(state: PlaygroundState): string {
  const pairs: [string, string][] = [];
  for (const key of PLAYGROUND_KEYS as (keyof PlaygroundState)[]) {
    const value = state[key];
    if (value === undefined || value === PLAYGROUND_DEFAULTS[key]) continue;
    pairs.push([key, typeof value === 'boolean' ? (value ? '1' : '0') : String(value)]);
  }
  if (state.balls) pairs.push(...writeBalls(state.balls, startOf(state).balls));
  if (state.edits?.length) pairs.push(['edits', writeEdits(state.edits)]);
  return writeQuery(pairs);
}

/** The playground's state with these balls: exactly the start that runs (an edit settles its
 *  numbers before it runs, see editStart), so the link, the fields and the run hold one number. */
export function withEditedBalls(state: PlaygroundState, balls: Ball[]): PlaygroundState {
  const base = startOf(state).balls;
  const same =
    balls.length === base.length && balls.every((b, i) => BALL_FIELDS.every((f) => b[f] === base[i]?.[f]));
  // the scenario's own start is no edit: the set-up says so as its link does, with no balls
  if (same) return { ...state, balls: undefined };
  return { ...state, balls: balls.map((b) => ({ ...b })) };
}
