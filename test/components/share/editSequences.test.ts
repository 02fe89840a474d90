// One source of truth for the playground's set-up, checked over whole sequences of edits as a
// teacher makes them: table entries with up to six decimals, drags of a ball and of its arrow tip
// (after some frames of the run, as the page allows), option toggles, the e slider, the wall bounce,
// Add and Remove, a new seed, and a language switch (the other locale's page opens the address
// bar's link). Each path is the page's own code (editStart, withEditedBalls, withBallAdded…), driven
// the way Playground.tsx and useStartEdits wire them (playgroundPage.ts). After the sequence the
// copied link is opened fresh: the set-up, the fields and the run must agree with the running page
// bit for bit.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decodePlayground,
  encodePlayground,
  PLAYGROUND_DEFAULTS,
  type PlaygroundState,
  withEditedBalls,
  worldOptionsOf,
} from '@/components/share/linkState';
import { restingText } from '@/components/ui/NumberField';
import { fullText, parseNumber } from '@/components/ui/parseNumber';
import { type Ball, ballLimits, createWorld, METHODS, SEPARATIONS } from '@/physics';
import { SPEEDS } from '@/run';
import { editArb, Page } from './playgroundPage';

/** The scenarios small enough to run many sequences of (crowds are covered by linkState.test.ts). */
const SMALL = [
  'one-axis',
  'billiard3',
  'eight-balls',
  'sticky-three',
  'glancing-pair',
  'sticking-story',
] as const;

const setupArb: fc.Arbitrary<PlaygroundState> = fc
  .record({
    scenario: fc.constantFrom(...SMALL),
    seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
    method: fc.constantFrom(...METHODS),
    separation: fc.constantFrom(...SEPARATIONS),
    bounce: fc.constantFrom(-1, -0.5, 0, -0.123456),
    restitution: fc.constantFrom(1, 0.5, 0, 0.37),
    stick: fc.boolean(),
    walls: fc.boolean(),
    exact: fc.boolean(),
    speed: fc.constantFrom(...SPEEDS),
    pauseAtCollisions: fc.boolean(),
  })
  .map((o) => ({ ...PLAYGROUND_DEFAULTS, ...o, exact: o.stick ? false : o.exact }));

/** Bit for bit: every number the same double (Object.is, so -0 is not 0). */
function expectSameNumbers(a: unknown, b: unknown, where: string) {
  if (typeof a === 'number' || typeof b === 'number') {
    if (!Object.is(a, b)) throw new Error(`${where}: ${String(a)} ≠ ${String(b)}`);
    return;
  }
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const key of keys)
      expectSameNumbers(
        (a as Record<string, unknown>)[key],
        (b as Record<string, unknown>)[key],
        `${where}.${key}`,
      );
    return;
  }
  expect(b, where).toEqual(a);
}

function expectLinkReproduces(page: Page) {
  const link = encodePlayground(page.setup);
  const opened = decodePlayground(`?${link}`);
  expect(opened.problems, link).toEqual([]);
  // the set-up, read back from the link, is the running set-up
  expectSameNumbers(page.setup, opened.state, 'set-up');
  // the world built from it has every option of the running one, exact contact included
  const fresh = createWorld(worldOptionsOf(opened.state));
  const running = page.world;
  running.reset();
  expect(fresh.contact, link).toBe(running.contact);
  expectSameNumbers(running.options, fresh.options, 'options');
  // the fields show the start that runs: focused, every digit; resting, the same number or marked cut
  for (const [i, ball] of running.balls().entries())
    for (const f of ['x', 'y', 'vx', 'vy', 'radius', 'mass'] as const) {
      const parsed = parseNumber(fullText(ball[f]));
      expect(parsed.ok && Object.is(parsed.value, ball[f] + 0), `ball${i} ${f}`).toBe(true);
      const resting = restingText(ball[f]);
      if (!resting.endsWith('…')) expect(Number(resting), `ball${i} ${f}`).toBe(ball[f]);
    }
  expectSameNumbers(running.balls(), fresh.balls(), 'start');
  for (let f = 0; f < 3; f++) {
    running.step();
    fresh.step();
  }
  expectSameNumbers(running.balls(), fresh.balls(), 'frame 3');
}

describe('the playground after any sequence of edits', () => {
  it('runs, shows and links one set-up: the link opened fresh runs the same frames bit for bit', () => {
    fc.assert(
      fc.property(setupArb, fc.array(editArb, { maxLength: 6 }), (setup, edits) => {
        const page = new Page(setup);
        for (const edit of edits) page.apply(edit);
        expectLinkReproduces(page);
      }),
      { numRuns: 300 },
    );
  }, 30_000); // a second alone; more on a machine busy with builds

  it('encodes and decodes any set-up as exact inverses, whatever doubles its balls hold', () => {
    const anyBalls = (setup: PlaygroundState) => {
      const { balls, width, height } = worldOptionsOf(setup);
      return fc
        .array(
          fc.record({
            i: fc.nat(),
            f: fc.constantFrom('x', 'y', 'vx', 'vy', 'mass'),
            // any double, tiny (5e-324) and huge ones included, put into the field's range
            d: fc.double({ noNaN: true, noDefaultInfinity: true }),
          }),
          { maxLength: 8 },
        )
        .map((changes) => {
          const next = balls.map((b) => ({ ...b }));
          for (const { i, f, d } of changes) {
            const ball = next[i % next.length] as Ball;
            const { min, max } = ballLimits(ball.radius, width, height)[f];
            ball[f] = (d >= min && d <= max ? d : min + (Math.abs(d) % (max - min))) + 0;
          }
          return withEditedBalls(setup, next);
        });
    };
    fc.assert(
      fc.property(setupArb.chain(anyBalls), (setup) => {
        const opened = decodePlayground(`?${encodePlayground(setup)}`);
        if (opened.problems.some((p) => p.kind === 'physics')) return; // two balls at one centre
        expect(opened.problems).toEqual([]);
        expectSameNumbers(setup, opened.state, 'set-up');
        expectSameNumbers(worldOptionsOf(setup), worldOptionsOf(opened.state), 'world options');
      }),
      { numRuns: 300 },
    );
  });

  it('keeps exact contact through a table edit and an arrow-tip drag (issue 21, finding 6)', () => {
    for (const change of [
      (page: Page) => page.editBall(0, 3, (b) => ({ ...b, vy: 0 }), 'vy'),
      (page: Page) => page.editBall(0, 3, (b) => ({ ...b, vx: 1.5, vy: -2 })),
    ]) {
      const page = new Page({ ...PLAYGROUND_DEFAULTS, exact: true });
      change(page);
      expect(page.world.contact).toBe('exact');
      expect(encodePlayground(page.setup)).toMatch(/^v=1&exact=1&ball3/);
      expectLinkReproduces(page);
    }
  });

  it('keeps every digit typed: 100.0004 and 0.0004 run, show and link as typed (finding 7)', () => {
    const page = new Page(PLAYGROUND_DEFAULTS);
    page.editBall(0, 1, (b) => ({ ...b, x: 100.0004 }), 'x');
    page.editBall(0, 1, (b) => ({ ...b, vy: 0.0004 }), 'vy');
    expect(page.world.ball(1)).toMatchObject({ x: 100.0004, vy: 0.0004 });
    expect(encodePlayground(page.setup)).toBe('v=1&ball1=100.0004,,,0.0004');
    expect(restingText(100.0004)).toBe('100.0004');
    expectLinkReproduces(page);
  });
});
