// My set-ups: names are checked, an exported file comes back exactly, any bad or foreign file is
// refused whole with its problems named (each set-up's link read by the link's own parser), and an
// import never changes or drops a set-up already saved.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fileProblemText, nameProblemText } from '@/components/setups/setupText';
import {
  checkName,
  FILE_FORMAT,
  mergeSetups,
  NAME_MAX,
  parseSetups,
  SETUPS_MAX,
  type Setup,
  writeSetups,
} from '@/components/setups/store';
import { COMPARE_DEFAULTS, encodeCompare } from '@/components/share/compareLink';
import { encodePlayground, PLAYGROUND_DEFAULTS } from '@/components/share/linkState';
import { en } from '@/content/messages/en';
import { zhCN } from '@/content/messages/zh-CN';
import { SCENARIOS, SEPARATIONS } from '@/physics';

const playgroundQuery = fc
  .record({ scenario: fc.constantFrom(...SCENARIOS), seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }) })
  .map((start) => encodePlayground({ ...PLAYGROUND_DEFAULTS, ...start }));
const compareQuery = fc
  .subarray([...SEPARATIONS], { minLength: 2 })
  .map((values) => encodeCompare({ ...COMPARE_DEFAULTS, vary: 'separation', values }));
const name = fc
  .string({ minLength: 1, maxLength: NAME_MAX, unit: 'grapheme-composite' })
  .filter((s) => s.trim() === s && s.length > 0 && [...s].length <= NAME_MAX);
const setup: fc.Arbitrary<Setup> = fc.oneof(
  fc.record({ name, page: fc.constant('playground' as const), query: playgroundQuery }),
  fc.record({ name, page: fc.constant('compare' as const), query: compareQuery }),
);
const setups = fc.uniqueArray(setup, { maxLength: 8, selector: (s) => s.name });

/** A valid file's entry spoiled in one of the ways a hand-edited or foreign file is. */
const spoiled = fc.oneof(
  fc.constant<unknown>(null),
  fc.constant<unknown>('v=1&seed=3'),
  fc.constant<unknown>({ name: 'x', page: 'playground' }),
  fc.constant<unknown>({ name: '', page: 'playground', query: '' }),
  fc.constant<unknown>({ name: '   ', page: 'compare', query: '' }),
  fc.constant<unknown>({ name: 'x'.repeat(NAME_MAX + 1), page: 'playground', query: '' }),
  fc.constant<unknown>({ name: 'x', page: 'lessons', query: '' }),
  fc
    .constantFrom('seed=-1', 'scenario=nope', 'v=9', 'seed=1&seed=2', 'colour=red', 'bounce=abc')
    .map((query): unknown => ({ name: 'x', page: 'playground', query })),
  fc.constant<unknown>({ name: 'x', page: 'compare', query: 'strategies=naive' }),
);

describe('names', () => {
  it('refuses an empty or blank name, and one over the limit, naming the field', () => {
    for (const text of ['', '   ', '\t\n'])
      expect(checkName(text, [])).toEqual({ ok: false, problem: { kind: 'nameEmpty' } });
    const long = checkName('a'.repeat(NAME_MAX + 1), []);
    expect(long).toEqual({ ok: false, problem: { kind: 'nameTooLong', length: NAME_MAX + 1 } });
    if (!long.ok)
      expect(nameProblemText(en, long.problem)).toMatch(/^Name: at most 60 characters \(this one has 61\)/);
    expect(checkName('🎱'.repeat(NAME_MAX), [])).toEqual({ ok: true, name: '🎱'.repeat(NAME_MAX) });
  });

  it('keeps a name trimmed and refuses one already saved', () => {
    expect(checkName('  Lesson 3 demo ', [])).toEqual({ ok: true, name: 'Lesson 3 demo' });
    expect(checkName('Lesson 3 demo', ['Lesson 3 demo'])).toEqual({
      ok: false,
      problem: { kind: 'nameTaken', name: 'Lesson 3 demo' },
    });
  });
});

describe('files', () => {
  it('an exported file comes back exactly', () => {
    fc.assert(
      fc.property(setups, (list) => {
        expect(parseSetups(writeSetups(list))).toEqual({ ok: true, setups: list });
      }),
    );
  });

  it('anything that is not our file is refused, never thrown on', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.jsonValue().map((v) => JSON.stringify(v)),
        ),
        (text) => {
          const read = parseSetups(text);
          expect(read.ok).toBe(false);
          if (!read.ok) {
            expect(read.problems.length).toBeGreaterThan(0);
            for (const problem of read.problems)
              expect(fileProblemText(en, problem)).not.toMatch(/\{|undefined/);
          }
        },
      ),
    );
  });

  it('a file of ours with one bad set-up is refused whole, naming that set-up', () => {
    fc.assert(
      fc.property(setups, spoiled, fc.nat(), (list, bad, at) => {
        const entries: unknown[] = list.map((s) => ({ ...s }));
        const n = (at % (entries.length + 1)) + 1;
        entries.splice(n - 1, 0, bad);
        const read = parseSetups(JSON.stringify({ format: FILE_FORMAT, version: 1, setups: entries }));
        expect(read).toMatchObject({ ok: false, problems: [{ n }] });
        if (!read.ok)
          for (const problem of read.problems) {
            expect(fileProblemText(en, problem)).toContain(String(n));
            expect(fileProblemText(zhCN, problem)).not.toMatch(/\{|undefined/);
          }
      }),
    );
  });

  it('names what is wrong with the file as a whole', () => {
    const problems = (data: unknown) => {
      const read = parseSetups(typeof data === 'string' ? data : JSON.stringify(data));
      return read.ok ? [] : read.problems.map((p) => fileProblemText(en, p));
    };
    expect(problems('{"format":')).toEqual(['it is not a JSON file.']);
    expect(problems({ setups: [] })).toEqual(['it is not a file of set-ups exported from Billiard Physics.']);
    expect(problems({ format: FILE_FORMAT, version: 2, setups: [] })).toEqual([
      'it comes from a newer version of this site (format 2).',
    ]);
    expect(problems({ format: FILE_FORMAT, version: 1, setups: {} })).toEqual([
      '“setups” must be a list of set-ups.',
    ]);
    expect(
      problems({
        format: FILE_FORMAT,
        version: 1,
        setups: [{ name: 'A', page: 'playground', query: 'seed=-1' }],
      }),
    ).toEqual(['set-up 1 (“A”): “seed” is “-1”, but it must be a whole number from 0 to 2,147,483,647.']);
  });
});

describe('importing', () => {
  it('keeps every saved set-up as it was, adds the new ones under free names, and nothing twice', () => {
    fc.assert(
      fc.property(setups, setups, (saved, incoming) => {
        const merged = mergeSetups(saved, incoming);
        if (!merged.ok) throw new Error('under the limit');
        expect(merged.setups.slice(0, saved.length)).toEqual(saved);
        const names = merged.setups.map((s) => s.name);
        expect(new Set(names).size).toBe(names.length);
        for (const s of names) expect([...s].length).toBeLessThanOrEqual(NAME_MAX);
        const again = mergeSetups(merged.setups, incoming);
        expect(again).toEqual({ ok: true, setups: merged.setups, added: 0 });
      }),
    );
  });

  it('does not add twice a set-up an earlier import of the same file renamed', () => {
    const saved: Setup[] = [{ name: 'call', page: 'playground', query: 'v=1&scenario=one-axis&seed=0' }];
    const incoming: Setup[] = [{ name: 'call', page: 'compare', query: 'v=1&strategies=naive,radius' }];
    const first = mergeSetups(saved, incoming);
    expect(first).toMatchObject({ ok: true, added: 1 });
    if (!first.ok) return;
    expect(first.setups[1]?.name).toBe('call (2)');
    expect(mergeSetups(first.setups, incoming)).toEqual({ ok: true, setups: first.setups, added: 0 });
  });

  it('refuses an import that would pass the limit, and the saved list is untouched', () => {
    const saved = Array.from(
      { length: SETUPS_MAX },
      (_, i): Setup => ({ name: `s${i}`, page: 'playground', query: '' }),
    );
    const before = structuredClone(saved);
    expect(mergeSetups(saved, [{ name: 'one more', page: 'compare', query: '' }])).toEqual({
      ok: false,
      problem: { kind: 'tooMany', count: SETUPS_MAX + 1 },
    });
    expect(saved).toEqual(before);
  });
});
