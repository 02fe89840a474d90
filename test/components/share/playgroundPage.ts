// The playground page as a teacher drives it (editSequences.test.ts): its set-up and running world,
// and each edit it offers (table entries, drags of a ball or its arrow tip, options, Add and Remove, a
// new seed, a language switch) made through the page's own code, as Playground.tsx and useStartEdits
// wire them.
import fc from 'fast-check';
import { expect } from 'vitest';
import { withBallAdded, withLastBallRemoved } from '@/components/playground/ballCount';
import {
  decodePlayground,
  encodePlayground,
  PLAYGROUND_OPTIONS,
  type PlaygroundState,
  withEditedBalls,
  worldOptionsOf,
} from '@/components/share/linkState';
import { editStart } from '@/components/simulation/useStartEdits';
import {
  type Ball,
  ballLimits,
  createWorld,
  METHODS,
  SEPARATIONS,
  type World,
  type WorldOptions,
} from '@/physics';
import { SPEEDS, type Speed } from '@/run';

/** A number as typed: t across [min, max], written with `decimals` decimals (0 to 6). */
const typedIn = (min: number, max: number, t: number, decimals: number) => {
  const scale = 10 ** decimals;
  const value = Math.round((min + t * (max - min)) * scale) / scale;
  return Math.min(max, Math.max(min, value));
};

const unit = fc.double({ min: 0, max: 1, noNaN: true });
export const editArb = fc.oneof(
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
export type Edit = typeof editArb extends fc.Arbitrary<infer E> ? E : never;

const sameBalls = (a: readonly Ball[], b: readonly Ball[]) =>
  a.length === b.length &&
  a.every((ball, i) =>
    (['x', 'y', 'vx', 'vy', 'radius', 'mass'] as const).every((f) => ball[f] === b[i]?.[f]),
  );

/** The playground as it runs: its set-up (Playground's state) and the clock's world with the options
 *  it was built from (useStartEdits). */
export class Page {
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
