// Issue 35, the selector property: what a readout shows is a function of the run and the frame alone.
// Whatever way a clock reached a frame (playing on, stepping back, a jump, a replay from a checkpoint),
// every reading the figure's panels take (ledger, last collision, momenta picture, totals, marks,
// cut-short count) is the same at the same (run version, frame); an edit or an undo makes a new version.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SimulationClock } from '@/components/simulation/SimulationClock';
import { scenario, type WorldOptions } from '@/physics';
import { firstDifference } from '@/test/physics/support/sameBits';

type Action =
  | { kind: 'step'; frames: number }
  | { kind: 'back'; frames: number }
  | { kind: 'seek'; at: number }
  | { kind: 'next' }
  | { kind: 'edit'; restitution: number }
  | { kind: 'undo' };

const action: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant('step' as const), frames: fc.integer({ min: 1, max: 60 }) }),
  },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('back' as const), frames: fc.integer({ min: 1, max: 30 }) }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('seek' as const), at: fc.nat({ max: 400 }) }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'next' as const }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('edit' as const), restitution: fc.constantFrom(0.3, 0.8) }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'undo' as const }) },
);

/** Every reading a panel of the figure takes, at the clock's frame. */
function readings(clock: SimulationClock) {
  const last = clock.lastCollision(0);
  const picture = clock.lastCollisionFrame(0);
  return {
    ledgerCount: clock.ledgerCount(0),
    last: last && { frame: last.frame, i: last.i, j: last.j },
    picture: picture && { frame: picture.frame, balls: picture.balls, pairs: picture.collisions.length },
    after: clock.collisionsAfter(0, clock.frame - 5).map((row) => [row.frame, row.i, row.j]),
    totals: clock.totals(0).at(-1),
    totalsKept: clock.totals(0).length,
    collisions: clock.collisionCount(0),
    marks: clock.markedFrames.filter((f) => f <= clock.frame),
    collisionsUpTo: clock.collisionsUpTo(clock.frame),
    cutShort: clock.cutShortCount,
  };
}

function act(clock: SimulationClock, a: Action): void {
  if (a.kind === 'step') for (let k = 0; k < a.frames; k++) clock.step();
  else if (a.kind === 'back') for (let k = 0; k < a.frames; k++) clock.stepBack();
  else if (a.kind === 'seek') clock.goTo(Math.min(a.at, clock.lastFrame));
  else if (a.kind === 'next') clock.nextCollision(200);
  else if (a.kind === 'edit') {
    if (clock.frame > 0) clock.editSetup({ restitution: a.restitution });
  } else clock.undoEdit();
}

describe('the same (run version, frame) gives the same readings', () => {
  it('under play, step back, jumps, edits and undo', () => {
    const starts: WorldOptions[] = [scenario('billiard3'), scenario('eight-balls'), scenario('sticky-three')];
    fc.assert(
      fc.property(
        fc.constantFrom(...starts),
        fc.array(action, { minLength: 2, maxLength: 16 }),
        (start, actions) => {
          const clock = new SimulationClock([start]);
          const seen = new Map<string, ReturnType<typeof readings>>();
          for (const a of actions) {
            act(clock, a);
            const key = `${clock.runVersion}:${clock.frame}`;
            const now = readings(clock);
            const before = seen.get(key);
            if (before) expect(firstDifference(now, before), `${key} after ${a.kind}`).toBeUndefined();
            else seen.set(key, now);
          }
        },
      ),
      { numRuns: 80 },
    );
  });
});
