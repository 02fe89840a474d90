// Messages that depend on a count: English has a form for one and a form for other counts, Chinese one
// form; plural() chooses by the locale's plural rules, and no English string says "1 … pairs".
import { describe, expect, it } from 'vitest';
import { en, type Messages } from '@/content/messages/en';
import { zhCN } from '@/content/messages/zh-CN';
import { format, plural } from '@/lib/format';

type Tree = { readonly [key: string]: string | Tree };
const isPlural = (value: Tree): value is { one: string; other: string } =>
  Object.keys(value).sort().join() === 'one,other';

/** Every plain string (not a plural's form) of a dictionary, and every plural message, by dotted key. */
function walk(
  tree: Tree,
  prefix = '',
  found = { strings: new Map<string, string>(), plurals: new Map<string, Tree>() },
) {
  for (const [key, value] of Object.entries(tree)) {
    const at = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.strings.set(at, value);
    else if (isPlural(value)) found.plurals.set(at, value);
    else walk(value, at, found);
  }
  return found;
}

const english = walk(en as unknown as Tree);
const placeholders = (text: string) => [...new Set(text.match(/\{\w+\}/g) ?? [])].sort().join();

/** A number placeholder followed by a plural noun, perhaps after one word: "{stuck} stuck pairs". */
const COUNTED = /\{(\w+)\} (?:[a-z]+ )?(?:balls|pairs|frames|collisions|contacts|reasons)\b/;
/** Strings whose count is never 1, so their one plural form is right: the reason beside each. */
const NEVER_ONE = new Map([
  ['simulation.behind', 'only a crowd runs behind real time'],
  ['share.refusedMany', 'refusedOne says one reason'],
  ['share.allowed.balls', 'a fixed maximum'],
  ['comparePage.red', 'a fixed number of frames'],
  ['inputs.problems.crowded', 'one ball always fits'],
  ['instruments.arrowScale.velocity', 'a fixed scale of several pixels'],
  ['instruments.chart.title', 'a fixed length of history'],
  ['instruments.exact.cutShortOne', 'a fixed budget of contacts'],
  ['instruments.exact.cutShortMany', 'cutShortOne says one frame; a fixed budget of contacts'],
  ['inspector.claim.rest', '{rest} is a time, not a count of balls'],
  ['lab.tooMany', 'a fixed maximum'],
  ['mistakes.alt.summary', 'every demo has two balls or more'],
]);

describe('plural messages', () => {
  const t: Messages = en;

  it('chooses the English form by the count, and the one Chinese form for every count', () => {
    const none = t.simulation.jump.noneAhead;
    expect(format(plural(none, 1, 'en'), { frames: 1, frame: 5 })).toBe(
      'No collision in the next 1 frame; still at frame 5.',
    );
    for (const frames of [0, 2, 600, 1.5])
      expect(format(plural(none, frames, 'en'), { frames, frame: 5 })).toContain(`next ${frames} frames;`);
    for (const frames of [0, 1, 2])
      expect(plural((zhCN as Messages).simulation.jump.noneAhead, frames, 'zh-CN')).toBe(
        zhCN.simulation.jump.noneAhead,
      );
  });

  it('gives both English forms the same placeholders', () => {
    for (const [key, forms] of english.plurals)
      expect(placeholders(forms.one as string), key).toBe(placeholders(forms.other as string));
  });

  it('leaves no English string that would say "1 … pairs": a count before a plural noun is a plural message', () => {
    const counted = [...english.strings].filter(([key, text]) => COUNTED.test(text) && !NEVER_ONE.has(key));
    expect(counted.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });

  it('type-checks the placeholders format() is given', () => {
    const none = plural(t.simulation.jump.noneAhead, 2, 'en');
    // @ts-expect-error: a misspelled placeholder does not compile
    expect(format(none, { frames: 2, frme: 5 })).toContain('{frame}');
    // @ts-expect-error: nor does a missing one
    expect(format(none, { frames: 2 })).toContain('{frame}');
    // @ts-expect-error: and a plural message must be given its count first (never called: it would throw)
    const uncounted = () => format(t.simulation.jump.noneAhead, { frames: 2, frame: 5 });
    expect(uncounted).toBeTypeOf('function');
  });
});
