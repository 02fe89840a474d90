// Shared links that are refused: every bad link gets one clear reason (the key, the value, what is
// allowed), whose echo of the bad value is bounded; no string makes the decoders throw.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMPARE_DEFAULTS, decodeCompare } from '@/components/share/compareLink';
import { linkProblemText } from '@/components/share/linkProblemText';
import { decodePlayground, PLAYGROUND_DEFAULTS } from '@/components/share/linkState';
import { ECHO_LIMIT } from '@/components/ui/echo';
import { en } from '@/content/messages/en';
import { CROWD_LIMIT, SEPARATIONS } from '@/physics';

describe('refused links', () => {
  const problemOf = (search: string) => decodePlayground(search).problem;

  it('refuse a bad value naming the key, the value and what is allowed', () => {
    expect(problemOf('?separation=sticky')).toEqual({
      kind: 'invalid',
      key: 'separation',
      value: 'sticky',
      allowed: { kind: 'choice', options: SEPARATIONS },
    });
    for (const [search, key] of [
      ['?bounce=2', 'bounce'],
      ['?seed=1.5', 'seed'],
      ['?restitution=NaN', 'restitution'],
      ['?bounce=', 'bounce'],
      ['?v=0', 'v'],
    ]) {
      expect(problemOf(search as string)).toMatchObject({ kind: 'invalid', key });
    }
    expect(problemOf('?v=2&seed=1')).toEqual({ kind: 'version', value: '2' });
  });

  it('echo at most a bounded piece of a huge value', () => {
    const seed = '9'.repeat(5000);
    const problem = problemOf(`?seed=${seed}`);
    // 5,000 nines overflow to Infinity: named as too large, with the seed's range
    expect(problem).toMatchObject({ kind: 'tooBig', key: 'seed', value: `${'9'.repeat(ECHO_LIMIT)}…` });
    expect(linkProblemText(en, problem as NonNullable<typeof problem>).length).toBeLessThan(200);
  });

  it('refuse a repeated key rather than take the last', () => {
    expect(problemOf('?seed=1&seed=2')).toEqual({ kind: 'repeated', key: 'seed' });
    expect(decodeCompare('?seed=1&seed=1').problem).toEqual({ kind: 'repeated', key: 'seed' });
  });

  it('ignore whitespace around every value, as the number fields do', () => {
    expect(decodePlayground('?scenario=billiard3%20')).toEqual({
      state: { ...PLAYGROUND_DEFAULTS, scenario: 'billiard3' },
      problem: null,
      problems: [],
    });
    expect(decodePlayground('?scenario=billiard3+&seed=+7%0A').state).toMatchObject({
      scenario: 'billiard3',
      seed: 7,
    });
    expect(decodeCompare('?strategies=naive,%20robust').state.values).toEqual(['naive', 'robust']);
  });

  it('refuse what the physics cannot honestly show, as the table and a drag do', () => {
    expect(problemOf('?balls=100,100,0,0,20,1;100,100,0,0,20,1')).toEqual({
      kind: 'physics',
      problem: { code: 'sameCentre', ball: 0, other: 1 },
    });
    expect(problemOf('?scenario=one-axis&ball0.x=-500')).toEqual({
      kind: 'physics',
      problem: { code: 'outside', ball: 0, axis: 'x', min: 40, max: 510, got: -500 },
    });
    expect(problemOf('?scenario=one-axis&ball0.radius=200')).toMatchObject({
      problem: { code: 'outside', ball: 0, axis: 'x', min: 200, max: 350, got: 50 },
    });
    expect(problemOf('?scenario=one-axis&ball1.radius=1e-7')).toEqual({
      kind: 'physics',
      problem: { code: 'range', field: 'radius', ball: 1, min: 0.5, max: 200, got: 1e-7 },
    });
    const text = linkProblemText(en, problemOf('?scenario=one-axis&ball1.radius=1e-7') as never);
    expect(text).toContain('ball1 radius must be between 0.5 and 200 px.');
    // a fast ball is allowed (the figure then explains tunnelling)
    expect(problemOf('?scenario=one-axis&ball0.vx=1e6')).toBeNull();
  });

  it('refuse unknown settings, truncated balls and a count for a scenario that is no crowd', () => {
    expect(problemOf('?tempo=9')).toEqual({ kind: 'unknown', key: 'tempo' });
    expect(problemOf('?speed=9')).toEqual({
      kind: 'invalid',
      key: 'speed',
      value: '9',
      allowed: { kind: 'choice', options: ['0.25', '0.5', '1', '2'] },
    });
    expect(problemOf('?balls=1,2,3')).toMatchObject({ kind: 'invalid', key: 'balls' });
    expect(problemOf('?balls=100,100,0,0,5000,1')).toMatchObject({
      kind: 'physics',
      problem: { code: 'range' },
    });
    expect(problemOf('?scenario=billiard3&count=50')).toMatchObject({ problem: { code: 'notCrowd' } });
    expect(problemOf('?scenario=two-hundred&count=0')).toMatchObject({ key: 'count' });
    expect(problemOf(`?scenario=two-hundred&count=${CROWD_LIMIT.max + 1}`)).toMatchObject({ key: 'count' });
    expect(decodePlayground('?scenario=two-hundred&count=50')).toMatchObject({
      state: { count: 50 },
      problem: null,
    });
  });

  it('never throw, and refuse any other string with a short notice that echoes little of it', () => {
    const check = (search: string) => {
      const decoded = decodePlayground(search);
      const compare = decodeCompare(search);
      for (const { problem, state, defaults } of [
        { ...decoded, defaults: PLAYGROUND_DEFAULTS },
        { ...compare, defaults: COMPARE_DEFAULTS },
      ]) {
        if (!problem) continue;
        expect(state).toEqual(defaults);
        for (const value of Object.values(problem))
          if (typeof value === 'string') expect(Array.from(value).length).toBeLessThanOrEqual(ECHO_LIMIT + 1);
        expect(linkProblemText(en, problem).length).toBeLessThan(400);
      }
    };
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), fc.string({ maxLength: 300 }), (key, value) => {
        check(`?${new URLSearchParams([[key, value]])}`);
        check(`?${new URLSearchParams([['seed', value]])}`);
        check(`?${new URLSearchParams([['balls', value]])}`);
      }),
      { numRuns: 1500 },
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (raw) => check(raw)),
      { numRuns: 1500 },
    );
  });
});
