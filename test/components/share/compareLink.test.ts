// /compare's links: any set-up the page can reach comes back exactly from its link, whichever setting
// varies; every old link (strategies=…) opens the same separations; a bad value is refused with a
// reason naming the key and what it allows, and the page keeps its defaults.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COMPARE_DEFAULTS,
  type CompareState,
  decodeCompare,
  encodeCompare,
  FIRST_VALUES,
  panelOptions,
  type Varied,
} from '@/components/share/compareLink';
import { linkProblemText } from '@/components/share/linkProblemText';
import { en } from '@/content/messages/en';
import { zhCN } from '@/content/messages/zh-CN';
import { CONTACTS, METHODS, SCENARIOS, SEPARATIONS } from '@/physics';
import { withCount } from './withCount';

const some = <T>(values: fc.Arbitrary<T>) => fc.uniqueArray(values, { minLength: 2, maxLength: 4 });
const varied: fc.Arbitrary<Varied> = fc.oneof(
  some(fc.constantFrom(...SEPARATIONS)).map((values) => ({ vary: 'separation' as const, values })),
  some(fc.double({ min: 0, max: 1, noNaN: true }).map((e) => e + 0)).map((values) => ({
    vary: 'restitution' as const,
    values,
  })),
  some(fc.constantFrom(...METHODS)).map((values) => ({ vary: 'method' as const, values })),
  fc
    .constantFrom([false, true], [true, false])
    .map((values) => ({ vary: 'stick' as const, values: [...values] })),
  some(fc.constantFrom(...CONTACTS)).map((values) => ({ vary: 'contact' as const, values })),
);
const compareState: fc.Arbitrary<CompareState> = fc
  .record({ scenario: fc.constantFrom(...SCENARIOS), seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }), varied })
  .map(({ varied: v, ...start }) => ({ ...start, ...v }))
  .chain(withCount);

describe('compare links', () => {
  it('round-trip every reachable state exactly, whichever setting varies', () => {
    fc.assert(
      fc.property(compareState, (state) => {
        expect(decodeCompare(`?${encodeCompare(state)}`)).toEqual({ state, problem: null, problems: [] });
      }),
      { numRuns: 300 },
    );
  });

  it('write e as vary=e&values=…, and a link read and written again is the same link', () => {
    const state: CompareState = { ...COMPARE_DEFAULTS, vary: 'restitution', values: [1, 0.5] };
    expect(encodeCompare(state)).toBe('v=1&vary=e&values=1,0.5');
    fc.assert(
      fc.property(compareState, (s) => {
        const query = encodeCompare(s);
        expect(encodeCompare(decodeCompare(`?${query}`).state)).toBe(query);
      }),
      { numRuns: 100 },
    );
  });

  it('open every old link the same: strategies are the separations, written as before', () => {
    const old = decodeCompare('?scenario=twenty-large&strategies=naive,robust');
    expect(old).toEqual({
      state: { ...COMPARE_DEFAULTS, vary: 'separation', values: ['naive', 'robust'] },
      problem: null,
      problems: [],
    });
    expect(encodeCompare(old.state)).toBe('v=1&strategies=naive,robust');
    expect(decodeCompare('').state).toEqual(COMPARE_DEFAULTS);
    expect(encodeCompare(COMPARE_DEFAULTS)).toBe('');
  });

  it('take a setting alone with its first values, and values alone as separations', () => {
    expect(decodeCompare('?vary=method').state).toMatchObject({
      vary: 'method',
      values: FIRST_VALUES.method,
    });
    expect(decodeCompare('?values=radius,robust').state).toMatchObject({
      vary: 'separation',
      values: ['radius', 'robust'],
    });
    expect(decodeCompare('?vary=stick&values=0,1').state).toMatchObject({
      vary: 'stick',
      values: [false, true],
    });
  });

  it('give each panel the same start with only the varied setting changed', () => {
    const state: CompareState = { ...COMPARE_DEFAULTS, vary: 'contact', values: ['overlap', 'exact'] };
    const [a, b] = panelOptions(state);
    expect(a?.balls).toEqual(b?.balls);
    expect([a?.contact, b?.contact]).toEqual(['overlap', 'exact']);
    expect({ ...a, contact: undefined }).toEqual({ ...b, contact: undefined });
  });

  it('refuse a bad value naming the key and what it allows, and keep the defaults', () => {
    const cases: [string, string][] = [
      [
        '?vary=e&values=1,2',
        '“values” is “2”, but it must be 2 to 4 numbers from 0 to 1, separated by commas.',
      ],
      [
        '?vary=e&values=1',
        '“values” is “1”, but it must be 2 to 4 numbers from 0 to 1, separated by commas.',
      ],
      ['?vary=e&values=0.5,0.50', '“values” lists “0.50” twice; list each one once.'],
      ['?vary=gravity', '“vary” is “gravity”, but it must be one of separation, e, method, stick, contact.'],
      [
        '?vary=method&values=rotation,spin',
        '“values” is “spin”, but it must be 2 to 4 of rotation, projection, angle, separated by commas.',
      ],
      [
        '?strategies=naive,overlap&vary=e',
        '“strategies” cannot be given together with “vary”: both say what the panels compare, so a link gives only one of them.',
      ],
    ];
    for (const [search, reason] of cases) {
      const decoded = decodeCompare(search);
      expect(decoded.state).toEqual(COMPARE_DEFAULTS);
      const problem = decoded.problem;
      if (!problem) throw new Error(`${search} was not refused`);
      expect(linkProblemText(en, problem)).toBe(
        `This link could not be used: ${reason} Showing the default set-up instead.`,
      );
      expect(linkProblemText(zhCN, problem)).not.toMatch(/must|Showing/);
    }
  });

  it('never throw on any query', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('vary', 'values', 'strategies'),
        fc.string({ maxLength: 60 }),
        (key, value) => {
          const decoded = decodeCompare(`?${new URLSearchParams([[key, value]])}`);
          if (decoded.problem) expect(decoded.state).toEqual(COMPARE_DEFAULTS);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
