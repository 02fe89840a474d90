// Issue 35: a run is a value. Random starts, any option state, and random sequences of what a reader
// does (step, seek, change a setting or a ball's field at the frame on screen, at frame 0 a ball's by a
// new start, undo, redo): the figure's clock must show, at every frame, what a fresh clock replaying the
// final set-up's link shows, bit for bit; and Undo after any edit must give back the frame and every
// ball exactly as they were.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readEdits, writeEdits } from '@/components/share/linkEdits';
import { SimulationClock } from '@/components/simulation/SimulationClock';
import { editStart } from '@/components/simulation/useStartEdits';
import { METHODS, SEPARATIONS, scenario, type WorldOptions } from '@/physics';
import { BALL_FIELDS, type BallChange, type Setup } from '@/run';
import { firstDifference } from '@/test/physics/support/sameBits';

type Action =
  | { kind: 'step'; frames: number }
  | { kind: 'seek'; at: number }
  | { kind: 'set'; set: Partial<Setup> }
  | { kind: 'ball'; change: Omit<BallChange, 'index'> & { index: number } }
  | { kind: 'undo' }
  | { kind: 'redo' };

const setting: fc.Arbitrary<Partial<Setup>> = fc.oneof(
  fc.record({ method: fc.constantFrom(...METHODS) }),
  fc.record({ separation: fc.constantFrom(...SEPARATIONS) }),
  fc.record({ restitution: fc.constantFrom(0, 0.5, 0.9, 1) }),
  fc.record({ bounce: fc.constantFrom(-1, -0.5) }),
  fc.record({ stick: fc.boolean() }),
  fc.record({ walls: fc.boolean() }),
  fc.record({ exact: fc.boolean() }),
);

const ballChange = fc.record({
  index: fc.nat({ max: 7 }),
  field: fc.constantFrom(...BALL_FIELDS),
  value: fc.double({ min: -4, max: 4, noNaN: true }),
});

const action: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant('step' as const), frames: fc.integer({ min: 1, max: 40 }) }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('seek' as const), at: fc.nat({ max: 200 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('set' as const), set: setting }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('ball' as const), change: ballChange }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'undo' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'redo' as const }) },
);

const start = fc.record({
  name: fc.constantFrom('billiard3', 'eight-balls', 'sticky-three', 'glancing-pair'),
  engine: fc.constantFrom('plain' as const, 'fast' as const),
  exact: fc.boolean(),
  stick: fc.boolean(),
  separation: fc.constantFrom(...SEPARATIONS),
});

/** A field's value as a reader could set it: x and y near where the ball is, radius and mass above 0. */
function valueFor(field: BallChange['field'], value: number, now: number): number {
  if (field === 'radius') return 5 + Math.abs(value) * 5;
  if (field === 'mass') return 0.5 + Math.abs(value);
  if (field === 'x' || field === 'y') return now + value;
  return value;
}

const state = (clock: SimulationClock) => ({ frame: clock.player.frame, balls: clock.worlds[0]?.balls() });

/** Every frame of world 0 from 0 to `last`, the clock left at `last`. */
function framesOf(clock: SimulationClock, last: number) {
  const frames = [];
  for (let f = 0; f <= last; f++) {
    clock.player.goTo(f);
    frames.push(clock.worlds[0]?.balls());
  }
  return frames;
}

function act(clock: SimulationClock, a: Action): void {
  const world = clock.worlds[0];
  if (!world) return;
  if (a.kind === 'step') for (let k = 0; k < a.frames; k++) clock.step();
  else if (a.kind === 'seek') clock.player.goTo(Math.min(a.at, clock.player.snapshot().lastFrame));
  else if (a.kind === 'undo' || a.kind === 'redo') {
    const before = state(clock);
    const past = clock.edits.applied;
    const changed = clock.undoEdit(a.kind === 'redo');
    if (!changed) expect(state(clock)).toEqual(before);
    else expect(clock.edits.applied).not.toBe(past);
  } else if (clock.player.frame === 0 && a.kind === 'ball') {
    // at frame 0 a ball's edit is a new start (useStartEdits), undone like any edit
    const { index, field, value } = a.change;
    const i = index % world.count;
    const ball = world.balls()[i];
    if (!ball) return;
    const result = editStart(
      world,
      { index: i, ball: { ...ball, [field]: valueFor(field, value, ball[field]) } },
      clock.edits.start[0],
    );
    if ('problem' in result) return;
    const before = state(clock);
    clock.replace([result.start], true);
    expect(clock.player.frame).toBe(0);
    expect(firstDifference(clock.worlds[0]?.balls(), result.start.balls)).toBeUndefined();
    clock.undoEdit();
    expect(firstDifference(state(clock), before)).toBeUndefined(); // undo restores every bit
    clock.undoEdit(true);
    expect(firstDifference(clock.worlds[0]?.balls(), result.start.balls)).toBeUndefined();
  } else if (clock.player.frame > 0) {
    const settings = { ...world.options, exact: world.contact === 'exact' };
    const set = a.kind === 'set' ? a.set : {};
    if ({ ...settings, ...set }.stick && { ...settings, ...set }.exact) return; // the physics refuses it
    const balls: BallChange[] = [];
    if (a.kind === 'ball') {
      const { index, field, value } = a.change;
      const ball = world.balls()[index % world.count];
      if (!ball) return;
      balls.push({ index: index % world.count, field, value: valueFor(field, value, ball[field]) });
    }
    const before = state(clock);
    clock.editSetup(set, balls);
    expect(clock.player.frame).toBe(before.frame);
    // the edit holds at the frame on screen, and every other number keeps its bits
    const expected = before.balls?.map((b, i) => ({
      ...b,
      // -0 is taken as 0, as the link writes it (run/setup.ts withChange)
      ...Object.fromEntries(balls.filter((c) => c.index === i).map((c) => [c.field, c.value + 0])),
    }));
    expect(firstDifference(clock.worlds[0]?.balls(), expected)).toBeUndefined();
    const now = clock.worlds[0];
    for (const [key, value] of Object.entries(set))
      expect(key === 'exact' ? now?.contact === 'exact' : now?.options[key as keyof typeof now.options]).toBe(
        typeof value === 'number' ? value + 0 : value,
      );
    expect(clock.frameStart()).not.toBeNull(); // What if? still knows how the frame began
    clock.undoEdit();
    expect(firstDifference(state(clock), before)).toBeUndefined(); // undo restores every bit
    clock.undoEdit(true);
  }
}

describe('a run as a value (edit sequences at arbitrary frames)', () => {
  it('every frame equals a fresh replay of the final link, and undo restores the state before each edit', () => {
    fc.assert(
      fc.property(start, fc.array(action, { minLength: 1, maxLength: 14 }), (s, actions) => {
        const options: WorldOptions = {
          ...scenario(s.name),
          engine: s.engine,
          separation: s.separation,
          stick: s.stick && !s.exact,
          contact: s.exact ? 'exact' : 'overlap',
        };
        const clock = new SimulationClock([options]);
        for (const a of actions) act(clock, a);
        const last = clock.player.snapshot().lastFrame;
        const shown = framesOf(clock, last);
        const reopened = new SimulationClock([...clock.edits.start]); // the link's start, edited or not
        const link = writeEdits(clock.edits.applied); // no changes: the link has no `edits` key
        reopened.adoptEdits(link ? readEdits(link, options.balls.length) : []);
        while (reopened.player.snapshot().lastFrame < last) reopened.step();
        expect(firstDifference(framesOf(reopened, last), shown)).toBeUndefined();
      }),
      { numRuns: 100 },
    );
  });
});
