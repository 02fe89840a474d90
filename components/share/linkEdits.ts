// Set-up changes from a frame on (run/setup.ts), in the playground's link:
// `edits=250,restitution~0.5;400,walls~0,ball1.vx~2.5` says that from frame 250 e is 0.5, and from
// frame 400 the walls are off and ball 1's vx is 2.5, everything else as the link's own keys say (they
// are the set-up at frame 0, so a link without `edits` opens as it always did). Each change names only
// what it changes; frames rise from one change to the next; numbers are written in full.
import { LIMITS, METHODS, SEPARATIONS } from '@/physics';
import {
  BALL_FIELDS,
  type BallChange,
  type BallField,
  SETUP_KEYS,
  type Setup,
  type SetupChange,
  type SetupKey,
} from '@/run';
import { echo, invalid, Refused, readChoice, readNumber } from './linkQuery';

/** At most this many changes in a link, from frame 1 to this frame. */
export const EDIT_LIMITS = { changes: 50, frame: 10_000_000 } as const;

const FRAME = { kind: 'range', min: 1, max: EDIT_LIMITS.frame, whole: true } as const;

const BALL_KEY = /^ball(0|[1-9]\d*)\.(x|y|vx|vy|radius|mass)$/;
const EDIT_KEYS = [...SETUP_KEYS, ...BALL_FIELDS.map((f) => `ball0.${f}`)];

const FIELD_LIMITS: Record<BallField, { min: number; max: number }> = {
  x: LIMITS.position,
  y: LIMITS.position,
  vx: LIMITS.velocity,
  vy: LIMITS.velocity,
  radius: LIMITS.radius,
  mass: LIMITS.mass,
};

function readValue(key: SetupKey, text: string): Setup[SetupKey] {
  if (key === 'method') return readChoice(key, text, METHODS);
  if (key === 'separation') return readChoice(key, text, SEPARATIONS);
  if (key === 'bounce' || key === 'restitution')
    return readNumber(key, text, { kind: 'range', ...LIMITS[key] });
  return readChoice(key, text, ['0', '1']) === '1';
}

/** The `edits` key's value for a start of `count` balls, or a refusal naming what is wrong. */
export function readEdits(text: string, count: number): SetupChange[] {
  const groups = text.split(';');
  if (groups.length > EDIT_LIMITS.changes)
    throw invalid('edits', text, { kind: 'range', min: 1, max: EDIT_LIMITS.changes, whole: true });
  const changes: SetupChange[] = [];
  for (const group of groups) {
    const [frameText = '', ...pairs] = group.split(',');
    const frame = readNumber('edits', frameText, FRAME);
    if (frame <= (changes.at(-1)?.frame ?? 0)) throw invalid('edits', frameText, FRAME);
    if (pairs.length === 0) throw invalid('edits', group, { kind: 'choice', options: EDIT_KEYS });
    const set: Partial<Setup> = {};
    const balls: BallChange[] = [];
    for (const pair of pairs) {
      const [key = '', value = '', ...rest] = pair.split('~');
      const ball = BALL_KEY.exec(key);
      const given = ball ? balls.some((b) => `ball${b.index}.${b.field}` === key) : key in set;
      if (rest.length > 0 || given) throw invalid('edits', pair, { kind: 'choice', options: EDIT_KEYS });
      if (ball) {
        const field = ball[2] as BallField;
        if (Number(ball[1]) >= count) throw new Refused({ kind: 'noBall', key: echo(key), last: count - 1 });
        balls.push({
          index: Number(ball[1]),
          field,
          value: readNumber(key, value, { kind: 'range', ...FIELD_LIMITS[field] }),
        });
        continue;
      }
      const name = readChoice('edits', key, SETUP_KEYS);
      Object.assign(set, { [name]: readValue(name, value) });
    }
    changes.push({ frame, set, ...(balls.length > 0 && { balls }) });
  }
  return changes;
}

export function writeEdits(changes: readonly SetupChange[]): string {
  const value = (v: Setup[SetupKey]) => (typeof v === 'boolean' ? (v ? '1' : '0') : String(v));
  return changes
    .map(({ frame, set, balls = [] }) =>
      [
        String(frame),
        ...SETUP_KEYS.filter((k) => set[k] !== undefined).map(
          (k) => `${k}~${value(set[k] as Setup[SetupKey])}`,
        ),
        ...balls.map((b) => `ball${b.index}.${b.field}~${String(b.value)}`),
      ].join(','),
    )
    .join(';');
}
