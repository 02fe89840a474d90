// The set-up of /playground and /compare as a URL query, so a teacher can copy a link and a
// student opens exactly that state. Decoding is strict: a link that is truncated, garbled or
// hostile is refused as a whole with a reason, and the page falls back to its defaults.
import * as z from 'zod/mini';
import {
  type Ball,
  CROWD_LIMIT,
  createWorld,
  DEFAULT_SEED,
  LIMITS,
  METHODS,
  type Method,
  SCENARIOS,
  type ScenarioName,
  SEPARATIONS,
  type Separation,
  scenario,
  type WorldOptions,
} from '@/physics';

export interface PlaygroundState {
  scenario: ScenarioName;
  seed: number;
  method: Method;
  separation: Separation;
  bounce: number;
  restitution: number;
  /** Number of balls, for a crowd scenario (see CROWDS). */
  count?: number;
  /** Balls given explicitly replace the scenario's. */
  balls?: Ball[];
}

export interface CompareState {
  scenario: ScenarioName;
  seed: number;
  count?: number;
  strategies: Separation[];
}

export type LinkProblem =
  | { kind: 'unknown'; field: string }
  | { kind: 'invalid'; field: string; value: string; allowed: string }
  | { kind: 'impossible'; detail: string };

export type Decoded<T> = { state: T; problem: LinkProblem | null };

export const PLAYGROUND_DEFAULTS: PlaygroundState = {
  scenario: 'eight-balls',
  seed: DEFAULT_SEED,
  method: 'rotation',
  separation: 'naive',
  bounce: -1,
  restitution: 1,
};

export const COMPARE_DEFAULTS: CompareState = {
  scenario: 'twenty-large',
  seed: 1,
  strategies: ['naive', 'overlap'],
};

export const MAX_LINK_BALLS = 50;
const MAX_SEED = 2 ** 31 - 1;
const BALL_FIELDS = ['x', 'y', 'vx', 'vy', 'radius', 'mass'] as const;
const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** Text to number, refusing anything that is not plainly one (so "1e999", "0x10", "" fail). */
function toNumber(text: string): number | undefined {
  if (!NUMBER.test(text)) return undefined;
  const value = Number(text) + 0;
  return Number.isFinite(value) ? value : undefined;
}

const between = (min: number, max: number) => z.number().check(z.gte(min), z.lte(max));
const seedSchema = z.int().check(z.gte(0), z.lte(MAX_SEED));

const fieldSchemas = {
  scenario: { schema: z.enum(SCENARIOS), allowed: SCENARIOS.join(', ') },
  seed: { schema: seedSchema, allowed: `a whole number from 0 to ${MAX_SEED}` },
  method: { schema: z.enum(METHODS), allowed: METHODS.join(', ') },
  separation: { schema: z.enum(SEPARATIONS), allowed: SEPARATIONS.join(', ') },
  bounce: { schema: between(LIMITS.bounce.min, LIMITS.bounce.max), allowed: 'a number from -1 to 0' },
  restitution: {
    schema: between(LIMITS.restitution.min, LIMITS.restitution.max),
    allowed: 'a number from 0 to 1',
  },
  count: {
    schema: z.int().check(z.gte(CROWD_LIMIT.min), z.lte(CROWD_LIMIT.max)),
    allowed: `a whole number from ${CROWD_LIMIT.min} to ${CROWD_LIMIT.max}`,
  },
} as const;

type Field = keyof typeof fieldSchemas;
const NUMERIC: ReadonlySet<string> = new Set(['seed', 'bounce', 'restitution', 'count']);

class Refused extends Error {
  constructor(readonly problem: LinkProblem) {
    super(problem.kind);
  }
}

function readField<F extends Field>(field: F, text: string): z.infer<(typeof fieldSchemas)[F]['schema']> {
  const { schema, allowed } = fieldSchemas[field];
  const raw = NUMERIC.has(field) ? toNumber(text) : text;
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new Refused({ kind: 'invalid', field, value: text, allowed });
  return parsed.data as z.infer<(typeof fieldSchemas)[F]['schema']>;
}

function readBalls(text: string): Ball[] {
  const invalid = new Refused({
    kind: 'invalid',
    field: 'balls',
    value: text.length > 40 ? `${text.slice(0, 40)}…` : text,
    allowed: `up to ${MAX_LINK_BALLS} balls written as x,y,vx,vy,radius,mass and separated by ;`,
  });
  const parts = text.split(';');
  if (parts.length > MAX_LINK_BALLS) throw invalid;
  return parts.map((part) => {
    const numbers = part.split(',').map(toNumber);
    if (numbers.length !== BALL_FIELDS.length || numbers.some((n) => n === undefined)) throw invalid;
    const [x, y, vx, vy, radius, mass] = numbers as number[];
    return { x, y, vx, vy, radius, mass } as Ball;
  });
}

/** Read every key of the query; any unknown key or bad value refuses the link. */
function readQuery(
  search: string,
  allowed: readonly string[],
  read: (key: string, value: string) => void,
): void {
  for (const [key, value] of new URLSearchParams(search)) {
    if (!allowed.includes(key)) throw new Refused({ kind: 'unknown', field: key });
    read(key, value);
  }
}

function decode<T>(defaults: T, parse: () => T): Decoded<T> {
  try {
    return { state: parse(), problem: null };
  } catch (error) {
    if (error instanceof Refused) return { state: defaults, problem: error.problem };
    return {
      state: defaults,
      problem: { kind: 'impossible', detail: error instanceof Error ? error.message : String(error) },
    };
  }
}

/** The scenario's start, with its number of balls when one was given (physics refuses a count
 *  for a scenario that is not a crowd). */
export function startOf(state: { scenario: ScenarioName; seed: number; count?: number }): WorldOptions {
  return scenario(state.scenario, state.seed, state.count === undefined ? {} : { count: state.count });
}

export function playgroundWorld(state: PlaygroundState): WorldOptions {
  const base = startOf(state);
  const { method, separation, bounce, restitution } = state;
  return { ...base, method, separation, bounce, restitution, balls: state.balls ?? base.balls };
}

export function decodePlayground(search: string): Decoded<PlaygroundState> {
  return decode(PLAYGROUND_DEFAULTS, () => {
    const state: PlaygroundState = { ...PLAYGROUND_DEFAULTS };
    readQuery(search, [...Object.keys(fieldSchemas), 'balls'], (key, value) => {
      if (key === 'balls') state.balls = readBalls(value);
      else Object.assign(state, { [key]: readField(key as Field, value) });
    });
    createWorld(playgroundWorld(state)); // the physics core has the last word (e.g. a ball too big)
    return state;
  });
}

export function encodePlayground(state: PlaygroundState): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(fieldSchemas) as Field[]) {
    const value = state[key];
    if (value !== undefined && value !== PLAYGROUND_DEFAULTS[key]) params.set(key, String(value));
  }
  if (state.balls)
    params.set('balls', state.balls.map((b) => BALL_FIELDS.map((f) => b[f]).join(',')).join(';'));
  return params.toString();
}

export function decodeCompare(search: string): Decoded<CompareState> {
  return decode(COMPARE_DEFAULTS, () => {
    const state: CompareState = { ...COMPARE_DEFAULTS };
    readQuery(search, ['scenario', 'seed', 'count', 'strategies'], (key, value) => {
      if (key === 'strategies') {
        const list = value.split(',');
        if (list.length < 2 || list.length > 4) {
          throw new Refused({
            kind: 'invalid',
            field: key,
            value,
            allowed: `2 to 4 of ${SEPARATIONS.join(', ')}`,
          });
        }
        state.strategies = list.map((s) => readField('separation', s));
      } else Object.assign(state, { [key]: readField(key as Field, value) });
    });
    createWorld(startOf(state));
    return state;
  });
}

export function encodeCompare(state: CompareState): string {
  const params = new URLSearchParams();
  if (state.scenario !== COMPARE_DEFAULTS.scenario) params.set('scenario', state.scenario);
  if (state.seed !== COMPARE_DEFAULTS.seed) params.set('seed', String(state.seed));
  if (state.count !== undefined) params.set('count', String(state.count));
  if (state.strategies.join(',') !== COMPARE_DEFAULTS.strategies.join(','))
    params.set('strategies', state.strategies.join(','));
  return params.toString();
}
