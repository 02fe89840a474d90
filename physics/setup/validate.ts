// Input checks for everything that enters the physics core. Out-of-range input is refused with a
// message naming the field and the value, so the formulas never meet NaN, Infinity or overflow, and
// with a problem (a code and the values) that the site's message dictionaries word for a reader.
import { type Ball, CONTACTS, ENGINES, METHODS, SEPARATIONS, type WorldOptions } from '../types';

interface Range {
  readonly min: number;
  readonly max: number;
}

const range = (min: number, max: number): Range => Object.freeze({ min, max });

/**
 * The accepted ranges. Within them every product the formulas form (mass × velocity, mass × speed²)
 * stays far below the largest double, so every result is finite.
 */
export const LIMITS = Object.freeze({
  mass: range(1e-9, 1e9),
  radius: range(1e-6, 1e6),
  /** Each velocity component, in pixels per frame. */
  velocity: range(-1e6, 1e6),
  position: range(-1e9, 1e9),
  /** Width and height of a world or a placement box. */
  size: range(1e-6, 1e9),
  restitution: range(0, 1),
  bounce: range(-1, 0),
  balls: range(0, 10_000),
  historyLimit: range(0, 1_000_000),
  maxEventsPerFrame: range(1, 10_000_000),
  /** Seeds are whole numbers; mulberry32 uses their low 32 bits. */
  seed: range(-(2 ** 53), 2 ** 53),
});

/**
 * Why an input was refused, as a code and the values, without words: the site words it per locale.
 * `field` is the bare name (`mass`, `width`, `seed`); `ball` is the index when it is a ball's field.
 */
export type PhysicsProblem =
  | { code: 'range'; field: string; min: number; max: number; got: number; ball?: number }
  | { code: 'finite'; field: string; got: string; ball?: number }
  | { code: 'whole'; field: string; got: number }
  | { code: 'choice'; field: string; options: readonly string[]; got: string }
  /** Not an object, array or list of the expected shape (a programming error, not a reader's). */
  | { code: 'shape'; field: string }
  /** A ball that does not lie wholly on the stage: `axis` must be between min and max. */
  | { code: 'outside'; ball: number; axis: 'x' | 'y'; min: number; max: number; got: number }
  /** Two balls with one centre: no line of centres, so no direction to push them apart. */
  | { code: 'sameCentre'; ball: number; other: number }
  | { code: 'crowded'; count: number; width: number; height: number }
  | { code: 'notCrowd'; scenario: string; crowds: readonly string[] }
  /** Two options that cannot run together, e.g. stick with exact contact. */
  | { code: 'together'; field: string; other: string }
  /** Balls already stuck together as one body, in a world without stick: nothing could keep them one. */
  | { code: 'joined'; ball: number; other: number };

/** Refused input. `field` is where the bad value sits, e.g. `width` or `balls[3].mass`; `problem`
 *  says why in codes and values (the message says it in English for a programmer). */
export class PhysicsInputError extends Error {
  readonly field: string;
  readonly problem: PhysicsProblem;
  constructor(field: string, message: string, problem: PhysicsProblem = { code: 'shape', field }) {
    super(message);
    this.name = 'PhysicsInputError';
    this.field = field;
    this.problem = problem;
  }
}

/** A value as people write it in a message: 1e9 rather than 1000000000, strings quoted. */
export function show(value: unknown): string {
  if (typeof value === 'number') {
    const size = Math.abs(value);
    const exponential = size >= 1e6 || (size > 0 && size < 1e-4);
    return exponential && Number.isFinite(value) ? value.toExponential().replace('e+', 'e') : String(value);
  }
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object' && value !== null) return 'an object';
  return typeof value === 'function' ? 'a function' : String(value);
}

/** Where a value sits: `field` for code, `label` for the message (e.g. `ball 3: mass`), and for the
 *  problem the bare `key` and the `ball` index. */
export interface Name {
  field: string;
  label: string;
  key?: string;
  ball?: number;
}

function requireNumber(value: unknown, name: Name, limits: Range, whole = false): void {
  const key = name.key ?? name.field;
  const at = name.ball === undefined ? {} : { ball: name.ball };
  const fail = (what: string, problem: PhysicsProblem) => {
    throw new PhysicsInputError(name.field, `${name.label} must be ${what} (got ${show(value)})`, problem);
  };
  if (typeof value !== 'number' || !Number.isFinite(value))
    fail('a finite number', { code: 'finite', field: key, got: show(value), ...at });
  const n = value as number;
  if (whole && !Number.isInteger(n)) fail('a whole number', { code: 'whole', field: key, got: n });
  const range = { code: 'range', field: key, min: limits.min, max: limits.max, got: n, ...at } as const;
  if (limits.min > 0 && n <= 0) fail('greater than 0', range);
  if (n < limits.min || n > limits.max) fail(`between ${show(limits.min)} and ${show(limits.max)}`, range);
}

export function requireNamed(field: string, value: unknown, limits: Range, whole = false): void {
  requireNumber(value, { field, label: field }, limits, whole);
}

/** The masses and velocities of a one-axis collision (elastic1D and its kin). */
export function validateOneAxis(m0: number, v0: number, m1: number, v1: number): void {
  requireNamed('m0', m0, LIMITS.mass);
  requireNamed('v0', v0, LIMITS.velocity);
  requireNamed('m1', m1, LIMITS.mass);
  requireNamed('v1', v1, LIMITS.velocity);
}

function requireChoice(field: string, value: unknown, choices: readonly string[]): void {
  if (value !== undefined && !choices.includes(value as string)) {
    throw new PhysicsInputError(field, `${field} must be one of ${choices.join(', ')} (got ${show(value)})`, {
      code: 'choice',
      field,
      options: choices,
      got: String(value),
    });
  }
}

/** Checks one ball; `label` starts each message (`ball: mass must be …`). */
export function validateBall(ball: Ball, label = 'ball'): void {
  checkBall(ball, label, '');
}

function checkBall(ball: unknown, label: string, path: string, index?: number): void {
  if (typeof ball !== 'object' || ball === null || Array.isArray(ball)) {
    const shape = 'an object with x, y, vx, vy, radius and mass';
    throw new PhysicsInputError(path || 'ball', `${label} must be ${shape} (got ${show(ball)})`);
  }
  const fields = ball as Record<string, unknown>;
  const check = (key: keyof Ball, limits: Range) =>
    requireNumber(
      fields[key],
      { field: path ? `${path}.${key}` : key, label: `${label}: ${key}`, key, ball: index },
      limits,
    );
  check('x', LIMITS.position);
  check('y', LIMITS.position);
  check('vx', LIMITS.velocity);
  check('vy', LIMITS.velocity);
  check('radius', LIMITS.radius);
  check('mass', LIMITS.mass);
}

/** A list of balls, each named by its index (`ball 3: …`, field `balls[3].…`). */
export function validateBallList(balls: unknown): void {
  if (!Array.isArray(balls)) {
    throw new PhysicsInputError('balls', `balls must be an array of balls (got ${show(balls)})`);
  }
  requireNumber(balls.length, { field: 'balls', label: 'the number of balls' }, LIMITS.balls);
  balls.forEach((ball, i) => {
    checkBall(ball, `ball ${i}`, `balls[${i}]`, i);
  });
}

function requireSwitch(field: string, value: unknown): void {
  if (value !== undefined && typeof value !== 'boolean') {
    throw new PhysicsInputError(field, `${field} must be true or false (got ${show(value)})`, {
      code: 'choice',
      field,
      options: ['true', 'false'],
      got: String(value),
    });
  }
}

export function validateCollideOptions(options: unknown): void {
  if (typeof options !== 'object' || options === null) {
    throw new PhysicsInputError('options', `options must be an object (got ${show(options)})`);
  }
  const { method, separation, restitution } = options as Record<string, unknown>;
  requireChoice('method', method, METHODS);
  requireChoice('separation', separation, SEPARATIONS);
  if (restitution !== undefined) requireNamed('restitution', restitution, LIMITS.restitution);
}

/** Why validateWorldOptions refuses `o`, or null when it takes it: for a page that asks before it
 *  builds (an edit of the start) and says why in words. */
export function worldOptionsProblem(o: WorldOptions): PhysicsProblem | null {
  try {
    validateWorldOptions(o);
    return null;
  } catch (error) {
    if (error instanceof PhysicsInputError) return error.problem;
    throw error;
  }
}

export function validateWorldOptions(o: WorldOptions): void {
  validateCollideOptions(o);
  const { width, height, balls, bounce, historyLimit, engine, contact, maxEventsPerFrame } = o;
  requireChoice('engine', engine, ENGINES);
  requireChoice('contact', contact, CONTACTS);
  requireSwitch('walls', o.walls);
  requireSwitch('stick', o.stick);
  if (o.stick && contact === 'exact') {
    // exact contact never lets balls overlap and resolves one touching pair at a time; a stuck body
    // of several balls would need contacts of whole bodies, which it does not have
    throw new PhysicsInputError('stick', 'stick cannot be combined with exact contact; use overlap contact', {
      code: 'together',
      field: 'stick',
      other: 'contact',
    });
  }
  if (maxEventsPerFrame !== undefined) {
    requireNamed('maxEventsPerFrame', maxEventsPerFrame, LIMITS.maxEventsPerFrame, true);
  }
  requireNamed('width', width, LIMITS.size);
  requireNamed('height', height, LIMITS.size);
  if (bounce !== undefined) requireNamed('bounce', bounce, LIMITS.bounce);
  if (historyLimit !== undefined) requireNamed('historyLimit', historyLimit, LIMITS.historyLimit, true);
  validateBallList(balls);
  validateJoined(o);
  balls.forEach((ball, i) => {
    const name = { field: `balls[${i}].radius`, label: `ball ${i}: radius`, key: 'radius', ball: i };
    requireFits(name, ball.radius, width, height);
  });
}

/** Joined pairs name two different balls of the world, and only a world whose balls stick has them. */
function validateJoined({ joined, balls, stick }: WorldOptions): void {
  if (joined === undefined) return;
  const n = balls.length;
  const ball = (k: unknown) => Number.isInteger(k) && (k as number) >= 0 && (k as number) < n;
  if (
    !Array.isArray(joined) ||
    !joined.every((p) => Array.isArray(p) && p.length === 2 && ball(p[0]) && ball(p[1]) && p[0] !== p[1])
  ) {
    throw new PhysicsInputError(
      'joined',
      `joined must be a list of pairs of two different ball indices from 0 to ${n - 1}`,
    );
  }
  const [first] = joined;
  if (first && !stick) {
    throw new PhysicsInputError(
      'joined',
      `balls ${first[0]} and ${first[1]} are one stuck body: they cannot be taken apart, so stick must stay on`,
      { code: 'joined', ball: first[0], other: first[1] },
    );
  }
}

/** A ball of this radius must fit in the box: the walls could not hold it otherwise. */
export function requireFits(name: Name, radius: number, width: number, height: number): void {
  const most = Math.min(width, height) / 2;
  if (radius > most) {
    const box = `${show(width)}×${show(height)}`;
    const at = name.ball === undefined ? {} : { ball: name.ball };
    throw new PhysicsInputError(
      name.field,
      `${name.label} ${show(radius)} does not fit in the ${box} box; use a radius of at most ${show(most)}`,
      { code: 'range', field: name.key ?? name.field, min: LIMITS.radius.min, max: most, got: radius, ...at },
    );
  }
}
