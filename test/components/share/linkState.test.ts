import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COMPARE_DEFAULTS,
  type CompareState,
  decodeCompare,
  decodePlayground,
  encodeCompare,
  encodePlayground,
  PLAYGROUND_DEFAULTS,
  type PlaygroundState,
} from '@/components/share/linkState';
import { CROWDS, METHODS, SCENARIOS, SEPARATIONS } from '@/physics';

const playgroundState: fc.Arbitrary<PlaygroundState> = fc
  .record({
    scenario: fc.constantFrom(...SCENARIOS),
    seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
    method: fc.constantFrom(...METHODS),
    separation: fc.constantFrom(...SEPARATIONS),
    bounce: fc.double({ min: -1, max: 0, noNaN: true }),
    restitution: fc.double({ min: 0, max: 1, noNaN: true }),
  })
  .chain((state) =>
    // a crowd may carry its number of balls (kept small here: placing 5,000 balls takes a while)
    CROWDS.includes(state.scenario)
      ? fc
          .option(fc.integer({ min: 1, max: 300 }), { nil: undefined })
          .map((count) => (count === undefined ? state : { ...state, count }))
      : fc.constant(state),
  );

const compareState: fc.Arbitrary<CompareState> = fc.record({
  scenario: fc.constantFrom(...SCENARIOS),
  seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
  strategies: fc.uniqueArray(fc.constantFrom(...SEPARATIONS), { minLength: 2, maxLength: 4 }),
});

describe('playground links', () => {
  it('round-trip every valid state exactly', () => {
    fc.assert(
      fc.property(playgroundState, (state) => {
        const decoded = decodePlayground(`?${encodePlayground(state)}`);
        expect(decoded.problem).toBeNull();
        expect(decoded.state).toEqual({
          ...state,
          bounce: state.bounce + 0,
          restitution: state.restitution + 0,
        });
      }),
      { numRuns: 300 },
    );
  });

  it('round-trip explicit balls', () => {
    const state: PlaygroundState = {
      ...PLAYGROUND_DEFAULTS,
      balls: [
        { x: 100.5, y: 120, vx: 3.25, vy: -1e-3, radius: 20, mass: 2 },
        { x: 300, y: 200, vx: -0.1, vy: 0, radius: 35, mass: 0.5 },
      ],
    };
    expect(decodePlayground(`?${encodePlayground(state)}`)).toEqual({ state, problem: null });
  });

  it('keep the link short: defaults are left out', () => {
    expect(encodePlayground(PLAYGROUND_DEFAULTS)).toBe('');
    expect(decodePlayground('')).toEqual({ state: PLAYGROUND_DEFAULTS, problem: null });
  });

  it('refuse a bad value with the field, the value and what is allowed', () => {
    const { state, problem } = decodePlayground('?separation=sticky');
    expect(state).toEqual(PLAYGROUND_DEFAULTS);
    expect(problem).toEqual({
      kind: 'invalid',
      field: 'separation',
      value: 'sticky',
      allowed: SEPARATIONS.join(', '),
    });
    expect(decodePlayground('?bounce=2').problem).toMatchObject({ kind: 'invalid', field: 'bounce' });
    expect(decodePlayground('?seed=1.5').problem).toMatchObject({ kind: 'invalid', field: 'seed' });
    expect(decodePlayground('?restitution=NaN').problem).toMatchObject({
      kind: 'invalid',
      field: 'restitution',
    });
    expect(decodePlayground('?bounce=').problem).toMatchObject({ kind: 'invalid', field: 'bounce' });
  });

  it('refuse unknown settings, truncated balls and impossible worlds', () => {
    expect(decodePlayground('?speed=9').problem).toEqual({ kind: 'unknown', field: 'speed' });
    expect(decodePlayground('?balls=1,2,3').problem).toMatchObject({ kind: 'invalid', field: 'balls' });
    const tooBig = decodePlayground('?balls=100,100,0,0,5000,1');
    expect(tooBig.problem?.kind).toBe('impossible');
    expect(tooBig.state).toEqual(PLAYGROUND_DEFAULTS);
  });

  it('never throw, and never return an unusable state, whatever the query', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (key, value) => {
        const search = `?${new URLSearchParams([[key, value]]).toString()}`;
        const decoded = decodePlayground(search);
        if (decoded.problem) expect(decoded.state).toEqual(PLAYGROUND_DEFAULTS);
        return true;
      }),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (raw) => {
        const decoded = decodePlayground(raw);
        expect(decoded.problem === null || decoded.state === PLAYGROUND_DEFAULTS).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('number of balls', () => {
  it('is kept for a crowd and refused for any other scenario or out of range', () => {
    expect(decodePlayground('?scenario=two-hundred&count=50')).toMatchObject({
      state: { count: 50 },
      problem: null,
    });
    expect(decodePlayground('?scenario=billiard3&count=50').problem?.kind).toBe('impossible');
    expect(decodePlayground('?scenario=two-hundred&count=0').problem).toMatchObject({ field: 'count' });
    expect(decodePlayground('?scenario=two-hundred&count=5001').problem).toMatchObject({ field: 'count' });
    expect(decodeCompare('?count=7').state.count).toBe(7);
  });
});

describe('compare links', () => {
  it('round-trip every valid state exactly', () => {
    fc.assert(
      fc.property(compareState, (state) => {
        expect(decodeCompare(`?${encodeCompare(state)}`)).toEqual({ state, problem: null });
      }),
      { numRuns: 300 },
    );
  });

  it('need two to four known separations', () => {
    expect(decodeCompare('?strategies=naive').problem).toMatchObject({
      kind: 'invalid',
      field: 'strategies',
    });
    expect(decodeCompare('?strategies=naive,glue').problem).toMatchObject({
      kind: 'invalid',
      field: 'separation',
      value: 'glue',
    });
    expect(decodeCompare('?strategies=naive,glue').state).toEqual(COMPARE_DEFAULTS);
  });
});
