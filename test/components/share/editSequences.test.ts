// One source of truth for the playground's set-up, checked over whole sequences of edits as a
// teacher makes them: table entries with up to six decimals, drags of a ball and of its arrow tip
// (after some frames of the run, as the page allows), option toggles, the e slider, the wall bounce,
// Add and Remove, a new seed, and a language switch (the other locale's page opens the address
// bar's link). Each path is the page's own code (editStart, withEditedBalls, withBallAdded…), driven
// the way Playground.tsx and useStartEdits wire them. After the sequence the copied link is opened
// fresh: the set-up, the fields and the run must agree with the running page bit for bit.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withBallAdded, withLastBallRemoved } from '@/components/playground/ballCount';
import {
  decodePlayground,
  encodePlayground,
  PLAYGROUND_DEFAULTS,
  PLAYGROUND_OPTIONS,
  type PlaygroundState,
  withEditedBalls,
  worldOptionsOf,
} from '@/components/share/linkState';
import { editStart } from '@/components/simulation/useStartEdits';
import { SPEEDS, type Speed } from '@/components/speeds';
import { restingText } from '@/components/ui/NumberField';
import { fullText, parseNumber } from '@/components/ui/parseNumber';
import {
  type Ball,
  ballLimits,
  createWorld,
  METHODS,
  SEPARATIONS,
  type World,
  type WorldOptions,
} from '@/physics';

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

/** A number as typed: t across [min, max], written with `decimals` decimals (0 to 6). */
const typedIn = (min: number, max: number, t: number, decimals: number) => {
  const scale = 10 ** decimals;
  const value = Math.round((min + t * (max - min)) * scale) / scale;
  return Math.min(max, Math.max(min, value));
};

const unit = fc.double({ min: 0, max: 1, noNaN: true });
const editArb = fc.oneof(
  fc.record({
    kind: fc.constant('table' as const),
    frames: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 30 })),
    ball: fc.nat(),
    field: fc.constantFrom('x', 'y', 'vx', 'vy', 'mass', 'radius'),
    t: unit,
    decimals: fc.integer({ min: 0, max: 6 }),
  }),
  fc.record({
    kind: fc.constantFrom('drag' as const, 'arrow' as const),
    frames: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 30 })),
    ball: fc.nat(),
    a: unit,
    b: unit,
  }),
  fc.record({
    kind: fc.constant('option' as const),
    option: fc.constantFrom(...PLAYGROUND_OPTIONS),
    pick: fc.nat(),
    t: unit,
    decimals: fc.integer({ min: 0, max: 6 }),
  }),
  fc.record({ kind: fc.constantFrom('add' as const, 'remove' as const, 'language' as const) }),
  fc.record({ kind: fc.constant('seed' as const), seed: fc.integer({ min: 0, max: 1000 }) }),
);
type Edit = typeof editArb extends fc.Arbitrary<infer E> ? E : never;

const sameBalls = (a: readonly Ball[], b: readonly Ball[]) =>
  a.length === b.length &&
  a.every((ball, i) =>
    (['x', 'y', 'vx', 'vy', 'radius', 'mass'] as const).every((f) => ball[f] === b[i]?.[f]),
  );

/** The playground as it runs: its set-up (Playground's state) and the clock's world with the options
 *  it was built from (useStartEdits). */
class Page {
  world: World;
  start: WorldOptions;

  constructor(public setup: PlaygroundState) {
    this.start = worldOptionsOf(setup);
    this.world = createWorld(this.start);
  }

  /** Playground's update(): a new state renders a Simulation with worldOptionsOf(state). */
  update(setup: PlaygroundState, newClock: boolean) {
    this.setup = setup;
    const given = worldOptionsOf(setup);
    // a new key (any option changed) is a new clock; new balls alone go through useStartEdits' effect
    if (newClock || !sameBalls(given.balls, this.start.balls)) {
      this.start = given;
      this.world = createWorld(given);
    }
  }

  /** A ball edit as useStartEdits.edit applies it, then onStartChange → Playground's update. */
  editBall(frames: number, index: number, change: (ball: Ball) => Ball, typed?: keyof Ball) {
    for (let f = 0; f < frames; f++) this.world.step();
    const i = index % this.world.count;
    const result = editStart(this.world, { index: i, ball: change(this.world.ball(i)), typed }, this.start);
    if ('problem' in result) return; // refused: the last good start keeps running
    this.start = result.start;
    this.world = createWorld(result.start);
    this.update(withEditedBalls(this.setup, result.start.balls), false);
  }

  apply(edit: Edit) {
    const { world } = this;
    const limitsOf = (ball: Ball) => ballLimits(ball.radius, world.width, world.height);
    switch (edit.kind) {
      case 'table':
        return this.editBall(
          edit.frames,
          edit.ball,
          (ball) => {
            const wide = { ...limitsOf(ball), vx: { min: -10, max: 10 }, vy: { min: -10, max: 10 } };
            const { min, max } = wide[edit.field];
            return { ...ball, [edit.field]: typedIn(min, max, edit.t, edit.decimals) };
          },
          edit.field,
        );
      case 'drag': // a drop where the pointer is (clamped on the stage, as dragTo does)
        return this.editBall(edit.frames, edit.ball, (ball) => {
          const l = limitsOf(ball);
          return {
            ...ball,
            x: l.x.min + edit.a * (l.x.max - l.x.min),
            y: l.y.min + edit.b * (l.y.max - l.y.min),
          };
        });
      case 'arrow': // the arrow tip snaps velocities to tenths (ballDrag.ts)
        return this.editBall(edit.frames, edit.ball, (ball) => ({
          ...ball,
          vx: Math.round((edit.a * 20 - 10) * 10) / 10,
          vy: Math.round((edit.b * 20 - 10) * 10) / 10,
        }));
      case 'option':
        return this.update(toggled(this.setup, edit), true);
      case 'add':
      case 'remove': {
        const next = (edit.kind === 'add' ? withBallAdded : withLastBallRemoved)(this.setup);
        if (typeof next !== 'string') this.update(next, true);
        return;
      }
      case 'seed': // StartFields: a new start replaces the edited balls
        return this.update({ ...this.setup, seed: edit.seed, balls: undefined }, true);
      case 'language': {
        // the other language's page opens the address bar's link, fresh
        const opened = decodePlayground(`?${encodePlayground(this.setup)}`);
        expect(opened.problems).toEqual([]);
        this.setup = opened.state;
        this.start = worldOptionsOf(opened.state);
        this.world = createWorld(this.start);
      }
    }
  }
}

/** An option changed as the page's controls change it. */
function toggled(setup: PlaygroundState, edit: Extract<Edit, { kind: 'option' }>): PlaygroundState {
  switch (edit.option) {
    case 'method':
      return { ...setup, method: METHODS[edit.pick % METHODS.length] as PlaygroundState['method'] };
    case 'separation':
      return {
        ...setup,
        separation: SEPARATIONS[edit.pick % SEPARATIONS.length] as PlaygroundState['separation'],
      };
    case 'bounce': // a number field: typed, up to six decimals
      return { ...setup, bounce: typedIn(-1, 0, edit.t, edit.decimals) + 0 };
    case 'restitution': // the slider, in steps of 0.01
      return { ...setup, restitution: Math.round(edit.t * 100) / 100 };
    case 'stick':
      return { ...setup, stick: !setup.stick, exact: setup.stick ? setup.exact : false };
    case 'exact':
      return { ...setup, exact: !setup.exact, stick: setup.exact ? setup.stick : false };
    case 'walls':
      return { ...setup, walls: !setup.walls };
    case 'speed': // the speed menu (Simulation's onPlayChange)
      return { ...setup, speed: SPEEDS[edit.pick % SPEEDS.length] as Speed };
    case 'pauseAtCollisions':
      return { ...setup, pauseAtCollisions: !setup.pauseAtCollisions };
  }
}

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
