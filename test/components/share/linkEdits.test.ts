// Issue 23 item 6 in the link: a set-up changed from a frame is written as `edits=frame,key~value;…`
// beside the frame-0 options, comes back exactly, leaves old links opening as before, and a bad
// change is refused naming the key and what is allowed.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readEdits, writeEdits } from '@/components/share/linkEdits';
import { decodePlayground, encodePlayground, PLAYGROUND_DEFAULTS } from '@/components/share/linkState';
import { changeSetup, setupNow } from '@/components/share/playgroundSetup';
import { METHODS, SEPARATIONS } from '@/physics';
import type { SetupChange } from '@/run';

const change = fc.record(
  {
    method: fc.constantFrom(...METHODS),
    separation: fc.constantFrom(...SEPARATIONS),
    bounce: fc.double({ min: -1, max: 0, noNaN: true }).map((x) => x + 0),
    restitution: fc.double({ min: 0, max: 1, noNaN: true }).map((x) => x + 0),
    walls: fc.boolean(),
  },
  { requiredKeys: [] },
);
const changes = fc
  .uniqueArray(fc.integer({ min: 1, max: 10_000_000 }), { minLength: 1, maxLength: 6 })
  .chain((frames) =>
    fc.tuple(...frames.sort((a, b) => a - b).map((frame) => change.map((set) => ({ frame, set })))),
  )
  .map((list) => list.filter((c) => Object.keys(c.set).length > 0));

describe('the link of set-up changes', () => {
  it('writes each change as its frame and the options it sets', () => {
    const edits: SetupChange[] = [
      { frame: 250, set: { restitution: 0.5, separation: 'robust' } },
      { frame: 400, set: { walls: false } },
    ];
    expect(writeEdits(edits)).toBe('250,separation~robust,restitution~0.5;400,walls~0');
    const query = encodePlayground({ ...PLAYGROUND_DEFAULTS, edits });
    expect(query).toContain('edits=250,separation~robust,restitution~0.5;400,walls~0');
    expect(decodePlayground(`?${query}`).state.edits).toEqual(edits);
  });

  it('gives back any list of changes exactly, through the whole link', () => {
    fc.assert(
      fc.property(changes, (edits) => {
        const state = { ...PLAYGROUND_DEFAULTS, edits: edits.length ? edits : undefined };
        const decoded = decodePlayground(`?${encodePlayground(state)}`);
        expect(decoded.problem).toBeNull();
        expect(decoded.state).toEqual(state);
      }),
      { numRuns: 60 },
    );
  });

  it('opens an old link as before: no changes, the same state and the same query', () => {
    const old = '?v=1&scenario=one-axis&walls=0&restitution=0.8';
    const decoded = decodePlayground(old);
    expect(decoded.problem).toBeNull();
    expect(decoded.state.edits).toBeUndefined();
    expect(encodePlayground(decoded.state)).toBe('v=1&scenario=one-axis&restitution=0.8&walls=0');
  });

  it.each([
    ['0,restitution~0.5', 'edits'], // frames start at 1
    ['300,walls~0;200,walls~1', 'edits'], // and rise
    ['300', 'edits'], // a change changes something
    ['300,speed~2', 'edits'], // not a set-up option
    ['300,restitution~2', 'restitution'],
    ['300,method~sideways', 'method'],
    ['300,walls~0,walls~1', 'edits'],
    ['300,walls~yes', 'walls'],
  ])('refuses edits=%s, naming %s', (value, key) => {
    const decoded = decodePlayground(`?v=1&edits=${value}`);
    expect(decoded.problem).not.toBeNull();
    expect(decoded.state).toEqual(PLAYGROUND_DEFAULTS);
    expect(JSON.stringify(decoded.problem)).toContain(`"key":"${key}"`);
  });

  it('refuses a change that makes a set-up the physics refuses (stick with exact contact)', () => {
    const decoded = decodePlayground('?v=1&exact=1&edits=100,stick~1');
    expect(decoded.problem?.kind).toBe('physics');
  });

  it('readEdits refuses more than 50 changes', () => {
    const many = Array.from({ length: 51 }, (_, k) => `${k + 1},walls~0`).join(';');
    expect(() => readEdits(many, 8)).toThrow();
  });
});

describe('the playground set-up over the run', () => {
  it('a change at frame 0 changes the start; later ones add a change, merging one at the same frame', () => {
    const start = changeSetup(PLAYGROUND_DEFAULTS, 0, { restitution: 0.5 });
    expect(start.restitution).toBe(0.5);
    expect(start.edits).toBeUndefined();
    const one = changeSetup(start, 120, { walls: false });
    const merged = changeSetup(one, 120, { method: 'projection' });
    expect(merged.edits).toEqual([{ frame: 120, set: { walls: false, method: 'projection' } }]);
    const earlier = changeSetup(merged, 60, { separation: 'robust' });
    expect(earlier.edits).toEqual([{ frame: 60, set: { separation: 'robust' } }]);
    expect(setupNow(merged)).toMatchObject({ restitution: 0.5, walls: false, method: 'projection' });
  });
});
