// Set-up changes from a frame on, in the playground's link: `edits=250,restitution~0.5;400,walls~0`
// says that from frame 250 e is 0.5 and from frame 400 the walls are off, everything else as the
// link's own keys say (they are the set-up at frame 0, so a link without `edits` opens as it always
// did). Each change names only the options it changes; frames rise from one change to the next.
import { LIMITS, METHODS, type Method, SEPARATIONS, type Separation } from '@/physics';
import { invalid, readChoice, readNumber } from './linkQuery';

/** The options a change from a frame may set: the physics of the run, not its start or its play. */
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

/** From `frame` on, these options (the others as before). */
export interface SetupChange {
  frame: number;
  set: Partial<Setup>;
}

/** At most this many changes in a link, from frame 1 to this frame. */
export const EDIT_LIMITS = { changes: 50, frame: 10_000_000 } as const;

const FRAME = { kind: 'range', min: 1, max: EDIT_LIMITS.frame, whole: true } as const;

/** The set-up after the first `count` changes (all by default). */
export function setupAfter(base: Setup, changes: readonly SetupChange[] = [], count = changes.length): Setup {
  const setup = { ...base };
  for (const change of changes.slice(0, count)) Object.assign(setup, change.set);
  return setup;
}

/** The changes after `change` is made at `frame`: later ones go (the run after it is new), one at the
 *  same frame is merged into it. At frame 0 there is nothing before: the caller changes the start. */
export function withChange(
  changes: readonly SetupChange[],
  frame: number,
  set: Partial<Setup>,
): SetupChange[] {
  const same = changes.find((c) => c.frame === frame);
  return [...changes.filter((c) => c.frame < frame), { frame, set: { ...same?.set, ...set } }];
}

function readValue(key: SetupKey, text: string): Setup[SetupKey] {
  if (key === 'method') return readChoice(key, text, METHODS);
  if (key === 'separation') return readChoice(key, text, SEPARATIONS);
  if (key === 'bounce' || key === 'restitution')
    return readNumber(key, text, { kind: 'range', ...LIMITS[key] });
  return readChoice(key, text, ['0', '1']) === '1';
}

/** The `edits` key's value, or a refusal naming what is wrong. */
export function readEdits(text: string): SetupChange[] {
  const groups = text.split(';');
  if (groups.length > EDIT_LIMITS.changes)
    throw invalid('edits', text, { kind: 'range', min: 1, max: EDIT_LIMITS.changes, whole: true });
  const changes: SetupChange[] = [];
  for (const group of groups) {
    const [frameText = '', ...pairs] = group.split(',');
    const frame = readNumber('edits', frameText, FRAME);
    if (frame <= (changes.at(-1)?.frame ?? 0)) throw invalid('edits', frameText, FRAME);
    if (pairs.length === 0) throw invalid('edits', group, { kind: 'choice', options: SETUP_KEYS });
    const set: Partial<Setup> = {};
    for (const pair of pairs) {
      const [key = '', value = '', ...rest] = pair.split('~');
      const name = readChoice('edits', key, SETUP_KEYS);
      if (rest.length > 0 || name in set)
        throw invalid('edits', pair, { kind: 'choice', options: SETUP_KEYS });
      Object.assign(set, { [name]: readValue(name, value) });
    }
    changes.push({ frame, set });
  }
  return changes;
}

export function writeEdits(changes: readonly SetupChange[]): string {
  const value = (v: Setup[SetupKey]) => (typeof v === 'boolean' ? (v ? '1' : '0') : String(v));
  return changes
    .map(({ frame, set }) =>
      [
        String(frame),
        ...SETUP_KEYS.filter((k) => set[k] !== undefined).map(
          (k) => `${k}~${value(set[k] as Setup[SetupKey])}`,
        ),
      ].join(','),
    )
    .join(';');
}
