// The set-up of /playground and /compare as a URL query, so a teacher can copy a link and a
// student opens exactly that start: every option and every edited ball. Decoding is strict: a link
// that is truncated, garbled or hostile is refused as a whole with a reason, and the page falls
// back to its defaults. The reading rules shared by both pages are in linkQuery.ts, balls in linkBalls.ts.
import {
  type Ball,
  CROWD_LIMIT,
  createWorld,
  DEFAULT_SEED,
  LIMITS,
  METHODS,
  type Method,
  PhysicsInputError,
  SCENARIOS,
  type ScenarioName,
  SEPARATIONS,
  type Separation,
  scenario,
  type WorldOptions,
} from '@/physics';
import { isBallKey, readBalls, tidyBalls, writeBalls } from './linkBalls';
import {
  echo,
  invalid,
  type LinkProblem,
  Refused,
  readChoice,
  readNumber,
  readQuery,
  writeQuery,
} from './linkQuery';

export type { LinkProblem } from './linkQuery';

export interface PlaygroundState {
  scenario: ScenarioName;
  seed: number;
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
  /** Number of balls, for a crowd scenario (see CROWDS). */
  count?: number;
  /** Balls given explicitly (an edited start) replace the scenario's. */
  balls?: Ball[];
}

export interface CompareState {
  scenario: ScenarioName;
  seed: number;
  count?: number;
  strategies: Separation[];
}

export type Decoded<T> = { state: T; problem: LinkProblem | null };

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
};

export const COMPARE_DEFAULTS: CompareState = {
  scenario: 'twenty-large',
  seed: 1,
  strategies: ['naive', 'overlap'],
};

export const MAX_SEED = 2 ** 31 - 1;
const START_KEYS = ['scenario', 'seed', 'count'];
const PLAYGROUND_KEYS = [
  ...START_KEYS,
  'method',
  'separation',
  'bounce',
  'restitution',
  'stick',
  'walls',
  'exact',
];
/** Switches are written 1 (on) and 0 (off); a link without them keeps the defaults. */
const SWITCHES = ['stick', 'walls', 'exact'] as const;
const COMPARE_KEYS = [...START_KEYS, 'strategies'];

interface Start {
  scenario: ScenarioName;
  seed: number;
  count?: number;
}

function readStart(entries: Map<string, string>, defaults: Start): Start {
  const start: Start = { scenario: defaults.scenario, seed: defaults.seed };
  const name = entries.get('scenario');
  if (name !== undefined) start.scenario = readChoice('scenario', name, SCENARIOS);
  const seed = entries.get('seed');
  if (seed !== undefined)
    start.seed = readNumber('seed', seed, { kind: 'range', min: 0, max: MAX_SEED, whole: true });
  const count = entries.get('count');
  if (count !== undefined)
    start.count = readNumber('count', count, { kind: 'range', ...CROWD_LIMIT, whole: true });
  return start;
}

function decode<T>(defaults: T, parse: () => T): Decoded<T> {
  try {
    return { state: parse(), problem: null };
  } catch (error) {
    if (error instanceof Refused) return { state: defaults, problem: error.problem };
    if (error instanceof PhysicsInputError)
      return { state: defaults, problem: { kind: 'physics', problem: error.problem } };
    throw error;
  }
}

/** The scenario's start, with its number of balls when one was given (physics refuses a count
 *  for a scenario that is not a crowd). */
export function startOf(state: Start): WorldOptions {
  return scenario(state.scenario, state.seed, state.count === undefined ? {} : { count: state.count });
}

export function playgroundWorld(state: PlaygroundState): WorldOptions {
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

export function decodePlayground(search: string): Decoded<PlaygroundState> {
  return decode(PLAYGROUND_DEFAULTS, () => {
    const entries = readQuery(search, (key) => PLAYGROUND_KEYS.includes(key) || isBallKey(key));
    const state: PlaygroundState = { ...PLAYGROUND_DEFAULTS, ...readStart(entries, PLAYGROUND_DEFAULTS) };
    const text = (key: string) => entries.get(key);
    const method = text('method');
    if (method !== undefined) state.method = readChoice('method', method, METHODS);
    const separation = text('separation');
    if (separation !== undefined) state.separation = readChoice('separation', separation, SEPARATIONS);
    for (const key of ['bounce', 'restitution'] as const) {
      const value = text(key);
      if (value !== undefined) state[key] = readNumber(key, value, { kind: 'range', ...LIMITS[key] });
    }
    for (const key of SWITCHES) {
      const value = text(key);
      if (value !== undefined) state[key] = readChoice(key, value, ['0', '1']) === '1';
    }
    const base = startOf(state);
    const balls = readBalls(entries, base.balls, base);
    if (balls) state.balls = balls;
    createWorld(playgroundWorld(state)); // the physics core has the last word
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
  return writeQuery(pairs);
}

/** The playground's state after an edit of its balls (a table or a drag): rounded to what the
 *  table shows where that keeps every rule, so the link stays short and still exact. */
export function withEditedBalls(state: PlaygroundState, balls: Ball[]): PlaygroundState {
  const base = startOf(state);
  return { ...state, balls: tidyBalls(balls, base.balls, base) };
}

export function decodeCompare(search: string): Decoded<CompareState> {
  return decode(COMPARE_DEFAULTS, () => {
    const entries = readQuery(search, (key) => COMPARE_KEYS.includes(key));
    const state: CompareState = { ...COMPARE_DEFAULTS, ...readStart(entries, COMPARE_DEFAULTS) };
    const strategies = entries.get('strategies');
    if (strategies !== undefined) state.strategies = readStrategies(strategies);
    createWorld(startOf(state));
    return state;
  });
}

function readStrategies(text: string): Separation[] {
  const allowed = { kind: 'list', options: SEPARATIONS, min: 2, max: 4 } as const;
  const list = text.split(',').map((s) => s.trim());
  if (list.length < allowed.min || list.length > allowed.max) throw invalid('strategies', text, allowed);
  const bad = list.find((s) => !SEPARATIONS.includes(s as Separation));
  if (bad !== undefined) throw invalid('strategies', bad, allowed);
  const twice = list.find((s, i) => list.indexOf(s) !== i);
  if (twice !== undefined) throw new Refused({ kind: 'duplicate', key: 'strategies', value: echo(twice) });
  return list as Separation[];
}

export function encodeCompare(state: CompareState): string {
  const pairs: [string, string][] = [];
  if (state.scenario !== COMPARE_DEFAULTS.scenario) pairs.push(['scenario', state.scenario]);
  if (state.seed !== COMPARE_DEFAULTS.seed) pairs.push(['seed', String(state.seed)]);
  if (state.count !== undefined) pairs.push(['count', String(state.count)]);
  if (state.strategies.join(',') !== COMPARE_DEFAULTS.strategies.join(','))
    pairs.push(['strategies', state.strategies.join(',')]);
  return writeQuery(pairs);
}
