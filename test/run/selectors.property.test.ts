// Issue 35, the selector property: what a view shows is a function of the run and the frame alone.
// Whatever way the player reached a frame (playing on, stepping back, a jump, a replay from a
// checkpoint), every selector a view reads a snapshot with (ledger and its pages, last collision,
// momenta picture, totals, marks, cut-short counts, the balls and their metrics) gives the same value
// at the same (run version, frame), also when a snapshot is read after the player moved on; an edit
// or an undo makes a new version.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SimulationClock } from '@/components/simulation/SimulationClock';
import { scenario, type WorldOptions } from '@/physics';
import { type RunSnapshot, select } from '@/run';
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

/** Every reading a view takes, through the selectors (run/selectors.ts), from one snapshot. */
function readings(s: RunSnapshot) {
  const last = select.lastCollision(s, 0);
  const picture = select.lastCollisionFrame(s, 0);
  const count = select.ledgerCount(s, 0);
  const page = Math.max(0, count - 8);
  return {
    ledgerCount: count,
    last: last && { frame: last.frame, i: last.i, j: last.j },
    picture: picture && { frame: picture.frame, balls: picture.balls, pairs: picture.collisions.length },
    after: select.collisionsAfter(s, 0, s.frame - 5).map((row) => [row.frame, row.i, row.j]),
    page: select.ledgerRows(s, 0, page, page + 8).map((row) => [row.frame, row.i, row.j, row.after]),
    whole: select.ledgerWhole(s, 0).length,
    totals: select.totalsWindow(s, 0).at(-1),
    totalsKept: select.totalsWindow(s, 0).length,
    collisions: select.collisionCountNow(s, 0),
    pairs: select.collisionsNow(s, 0).map((c) => [c.i, c.j]),
    marks: select.markedFrames(s).filter((f) => f <= s.frame),
    collisionsUpTo: select.collisionsUpTo(s, s.frame),
    cutShort: select.cutShortCount(s),
    cuts: select.cutShort(s).count,
    balls: select.ballsAt(s, 0),
    metrics: select.metricsAt(s, 0),
    mass: select.massOf(s, 0),
    worlds: s.view.worlds,
  };
}

function act(clock: SimulationClock, a: Action): void {
  const { player } = clock;
  if (a.kind === 'step') for (let k = 0; k < a.frames; k++) clock.step();
  else if (a.kind === 'back') for (let k = 0; k < a.frames; k++) player.stepBack();
  else if (a.kind === 'seek') player.goTo(Math.min(a.at, player.snapshot().lastFrame));
  else if (a.kind === 'next') clock.nextCollision(200);
  else if (a.kind === 'edit') {
    if (player.frame > 0) clock.editSetup({ restitution: a.restitution });
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
          const kept: RunSnapshot[] = [];
          for (const a of actions) {
            act(clock, a);
            const shown = clock.player.snapshot();
            expect(Object.isFrozen(shown) && Object.isFrozen(shown.view)).toBe(true);
            const key = `${shown.view.runVersion}:${shown.frame}`;
            const now = readings(shown);
            const before = seen.get(key);
            if (before) expect(firstDifference(now, before), `${key} after ${a.kind}`).toBeUndefined();
            else seen.set(key, now);
            kept.push(shown);
          }
          // an older snapshot of the run on screen still reads what it read then, wherever the
          // player has gone since (a view rendering it late, in a transition)
          const version = clock.player.snapshot().view.runVersion;
          for (const old of kept.filter((k) => k.view.runVersion === version)) {
            const key = `${version}:${old.frame}`;
            expect(firstDifference(readings(old), seen.get(key)), `${key} read late`).toBeUndefined();
          }
        },
      ),
      { numRuns: 80 },
    );
  });
});
