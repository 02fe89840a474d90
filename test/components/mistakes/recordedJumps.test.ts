// Every recorded figure (the eleven mistake demos, lesson 6's frame order) marks the frames where
// either side collided: Next collision stops on one, Previous goes back to it exactly, and a side that
// runs the site's world, or the chapter's own collision, gives the inspector real CollisionEvents (with
// their trace), while a side that runs a source's broken collision gives none (and says so in the figure).
import { describe, expect, it } from 'vitest';
import { frameOrderClock } from '@/components/figures/FrameOrderClock';
import { MISTAKES } from '@/components/mistakes/cases';
import { mistakeClockOf } from '@/components/mistakes/MistakeClock';
import type { RecordedClock } from '@/components/mistakes/RecordedClock';
import { scenario } from '@/physics';
import { checkCollision } from '@/physics/chapter/collide';

function collidedNow(clock: RecordedClock): boolean {
  return clock.sides.some((side) => side.collisionsAt(clock.player.frame).length > 0);
}

function checkJumps(clock: RecordedClock): void {
  const first = clock.nextCollision();
  if (!first) {
    // no collision on either side in the frames it looked at: it says so and stays where it was
    expect(clock.player.frame).toBe(0);
    expect(clock.player.snapshot().missed).toBe('next');
    expect(clock.player.snapshot().lookedAhead).toBeGreaterThan(0);
    for (let f = 0; f <= clock.player.snapshot().lookedAhead; f++)
      expect(clock.sides.every((s) => s.collisionsAt(f).length === 0)).toBe(true);
    return;
  }
  const at = clock.player.frame;
  expect(collidedNow(clock)).toBe(true);
  for (let f = 1; f < at; f++) expect(clock.sides.every((s) => s.collisionsAt(f).length === 0)).toBe(true);
  // a second collision, where Previous comes back exactly; or none ahead, and the clock stays put
  if (clock.nextCollision()) {
    expect(collidedNow(clock)).toBe(true);
    expect(clock.previousCollision()).toBe(true);
  } else {
    expect(clock.player.snapshot().missed).toBe('next');
    expect(clock.player.snapshot().lookedToEnd).toBe(
      clock.player.snapshot().lookedAhead === clock.limit - at,
    );
  }
  expect(clock.player.frame).toBe(at);
  expect(clock.previousCollision()).toBe(false); // none before the first
  expect(clock.player.frame).toBe(at);
  expect(clock.player.snapshot().missed).toBe('previous');
}

/** The traced side's events are the world's: re-running the trace's stages from its balls gives its result. */
function checkTraced(clock: RecordedClock, side: 0 | 1): void {
  const events = clock.collisions(clock.player.snapshot(), side);
  for (const event of events) {
    const { a, b } = event.balls;
    const again = checkCollision(a, b, event.trace);
    expect(again?.trace.rotateBack).toEqual(event.trace.rotateBack);
  }
}

/** The demos whose mistake is not in the collision (the walls, the start): their broken side runs the chapter's own. */
const CHAPTER_OWN = new Set(['walls-else-if', 'start-positions']);

describe.each(MISTAKES)('%s', { timeout: 30_000 }, (name) => {
  it('Next and Previous collision stop on frames where a side collided, back exactly', () => {
    checkJumps(mistakeClockOf(name));
  });

  it('the fixed side gives the inspector real collision events; a broken side only when its collision is the chapter’s own', () => {
    const clock = mistakeClockOf(name);
    const own = CHAPTER_OWN.has(name);
    expect(clock.sides[0].traced).toBe(own);
    expect(clock.sides[1].traced).toBe(true);
    let brokenTraced = 0;
    for (let k = 0; k < 5 && clock.nextCollision(); k++) {
      const broken = clock.sides[0].collisionsAt(clock.player.frame).length;
      brokenTraced += clock.collisions(clock.player.snapshot(), 0).length;
      expect(clock.collisions(clock.player.snapshot(), 0)).toHaveLength(own ? broken : 0);
      expect(clock.collisions(clock.player.snapshot(), 1)).toHaveLength(
        clock.sides[1].collisionsAt(clock.player.frame).length,
      );
      checkTraced(clock, 0);
      checkTraced(clock, 1);
    }
    if (name === 'start-positions') expect(brokenTraced).toBeGreaterThan(0);
  });
});

describe('lesson 6: move, then check', () => {
  it('marks collisions, and its chapter side is traced', () => {
    const clock = frameOrderClock(scenario('glancing-pair'));
    checkJumps(clock);
    clock.player.reset();
    expect(clock.sides[0].traced).toBe(true);
    expect(clock.sides[1].traced).toBe(false);
    let traced = 0;
    while (clock.nextCollision()) {
      traced += clock.collisions(clock.player.snapshot(), 0).length;
      checkTraced(clock, 0);
    }
    expect(traced).toBeGreaterThan(0);
  });
});
