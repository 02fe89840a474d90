// /compare's set-up as a URL query: a start (scenario, seed, count) and one setting that varies across
// the panels, with two to four values. Separations keep their first form, `strategies=naive,overlap`,
// so every old link opens the same; any other setting is `vary=e&values=1,0.5`. Read as strictly as
// the playground's link (linkQuery.ts): a bad value refuses the link with a reason, and the page
// falls back to its defaults.
import {
  CONTACTS,
  type Contact,
  createWorld,
  LIMITS,
  METHODS,
  type Method,
  SEPARATIONS,
  type Separation,
  type WorldOptions,
} from '@/physics';
import { type Allowed, echo, invalid, Refused, toNumber, writeQuery } from './linkQuery';
import { type Decoded, decode, readStart, START_KEYS, type Start, startOf } from './linkState';

/** What each setting a comparison can vary takes, as the world's options name it. */
export interface VaryValues {
  separation: Separation;
  restitution: number;
  method: Method;
  stick: boolean;
  contact: Contact;
}
export type VarySetting = keyof VaryValues;
export const VARY_SETTINGS: readonly VarySetting[] = [
  'separation',
  'restitution',
  'method',
  'stick',
  'contact',
];
/** One setting and its values, typed together. */
export type Varied = { [K in VarySetting]: { vary: K; values: VaryValues[K][] } }[VarySetting];
export type CompareState = Start & Varied;

/** Two to four panels: two sides at least, and no more than a screen shows side by side. */
export const PANELS = { min: 2, max: 4 } as const;

/** Each setting's name in a link (e, as the chapter writes the coefficient of restitution). */
const LINK_NAMES: Record<VarySetting, string> = {
  separation: 'separation',
  restitution: 'e',
  method: 'method',
  stick: 'stick',
  contact: 'contact',
};

/** The values a setting starts with when it is chosen: the chapter's first, then the one to set beside it. */
export const FIRST_VALUES: { [K in VarySetting]: VaryValues[K][] } = {
  separation: ['naive', 'overlap'],
  restitution: [1, 0.5],
  method: ['rotation', 'projection'],
  stick: [false, true],
  contact: ['overlap', 'exact'],
};

export const COMPARE_DEFAULTS: CompareState = {
  scenario: 'twenty-large',
  seed: 1,
  vary: 'separation',
  values: FIRST_VALUES.separation,
};

const COMPARE_KEYS = [...START_KEYS, 'strategies', 'vary', 'values'];

/** A setting's values as a link writes them. */
function written(varied: Varied): string[] {
  return varied.values.map((value) => (typeof value === 'boolean' ? (value ? '1' : '0') : String(value)));
}

/** The choices a setting's value is one of in a link (e is a number instead). */
const CHOICES: { [K in Exclude<VarySetting, 'restitution'>]: readonly string[] } = {
  separation: SEPARATIONS,
  method: METHODS,
  stick: ['0', '1'],
  contact: CONTACTS,
};

/** What a setting's values must be, for the notice to say. */
function allowedFor(setting: VarySetting): Allowed {
  if (setting === 'restitution') return { kind: 'numbers', ...LIMITS.restitution, count: PANELS };
  return { kind: 'list', options: CHOICES[setting], ...PANELS };
}

/** One value of `setting` as a link writes it, or undefined when it is not one. */
function readValue(setting: VarySetting, item: string): VaryValues[VarySetting] | undefined {
  if (setting === 'restitution') {
    const e = toNumber(item);
    const fits = e !== undefined && e >= LIMITS.restitution.min && e <= LIMITS.restitution.max;
    return fits ? e + 0 : undefined; // + 0: a written -0 is the 0 it would be written back as
  }
  if (!CHOICES[setting].includes(item)) return undefined;
  return setting === 'stick' ? item === '1' : (item as VaryValues[VarySetting]);
}

/** Reads the values of `setting` from `text` under `key`: a known value each, once, two to four. */
function readValues(setting: VarySetting, key: string, text: string): Varied {
  const list = text.split(',').map((s) => s.trim());
  const allowed = allowedFor(setting);
  if (list.length < PANELS.min || list.length > PANELS.max) throw invalid(key, text, allowed);
  const values = list.map((item) => {
    const value = readValue(setting, item);
    if (value === undefined) throw invalid(key, item, allowed);
    return value;
  });
  const twice = values.findIndex((v, i) => values.indexOf(v) !== i);
  if (twice >= 0) throw new Refused({ kind: 'duplicate', key, value: echo(list[twice] ?? '') });
  return { vary: setting, values } as Varied;
}

function readVary(text: string): VarySetting {
  const found = VARY_SETTINGS.find((s) => LINK_NAMES[s] === text);
  if (!found)
    throw invalid('vary', text, { kind: 'choice', options: VARY_SETTINGS.map((s) => LINK_NAMES[s]) });
  return found;
}

export function decodeCompare(search: string): Decoded<CompareState> {
  return decode(
    COMPARE_DEFAULTS,
    search,
    (key) => COMPARE_KEYS.includes(key),
    (entries, problems) => {
      const start = readStart(entries, COMPARE_DEFAULTS, problems);
      let varied: Varied = { vary: COMPARE_DEFAULTS.vary, values: COMPARE_DEFAULTS.values } as Varied;
      const [strategies, vary, values] = ['strategies', 'vary', 'values'].map((k) => entries.get(k));
      // strategies is the separations' own (first) key: beside vary or values the link says twice what
      // the panels compare, and strategies is the one out of place (vary and values go together)
      if (strategies !== undefined && (vary !== undefined || values !== undefined))
        problems.list.push({
          kind: 'conflict',
          key: 'strategies',
          other: vary !== undefined ? 'vary' : 'values',
        });
      else if (strategies !== undefined)
        varied = problems.attempt(() => readValues('separation', 'strategies', strategies)) ?? varied;
      else if (vary !== undefined || values !== undefined) {
        const setting = vary === undefined ? 'separation' : problems.attempt(() => readVary(vary));
        if (setting !== undefined)
          varied =
            values === undefined
              ? ({ vary: setting, values: FIRST_VALUES[setting] } as Varied)
              : (problems.attempt(() => readValues(setting, 'values', values)) ?? varied);
      }
      const state = { ...start, ...varied };
      if (problems.list.length === 0) for (const options of panelOptions(state)) createWorld(options);
      return state;
    },
  );
}

export function encodeCompare(state: CompareState): string {
  const pairs: [string, string][] = [];
  if (state.scenario !== COMPARE_DEFAULTS.scenario) pairs.push(['scenario', state.scenario]);
  if (state.seed !== COMPARE_DEFAULTS.seed) pairs.push(['seed', String(state.seed)]);
  if (state.count !== undefined) pairs.push(['count', String(state.count)]);
  const values = written(state).join(',');
  if (state.vary === 'separation') {
    if (values !== written(COMPARE_DEFAULTS).join(',')) pairs.push(['strategies', values]);
  } else pairs.push(['vary', LINK_NAMES[state.vary]], ['values', values]);
  return writeQuery(pairs);
}

/** Each panel's world: the same start, with the varied setting set to one of its values. */
export function panelOptions(state: CompareState): WorldOptions[] {
  const start = startOf(state);
  return state.values.map((value) => ({ ...start, [state.vary]: value }));
}
