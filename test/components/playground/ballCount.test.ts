// Adding and removing balls on /playground: placed without overlap, refused with a reason when
// there is no room or the link could not hold them, and every result round-trips through the link.
import { describe, expect, it } from 'vitest';
import { withBallAdded, withLastBallRemoved } from '@/components/playground/ballCount';
import {
  decodePlayground,
  encodePlayground,
  PLAYGROUND_DEFAULTS,
  type PlaygroundState,
  playgroundWorld,
} from '@/components/share/linkState';

const ballsOf = (state: PlaygroundState) => playgroundWorld(state).balls;
const applied = (next: PlaygroundState | string): PlaygroundState => {
  if (typeof next === 'string') throw new Error(`refused: ${next}`);
  return next;
};

describe('adding and removing balls', () => {
  it('adds a ball that overlaps none and fits the stage, and the link gives it back', () => {
    const start: PlaygroundState = { ...PLAYGROUND_DEFAULTS, scenario: 'billiard3' };
    const before = ballsOf(start);
    const state = applied(withBallAdded(start));
    const after = ballsOf(state);
    expect(after).toHaveLength(before.length + 1);
    expect(after.slice(0, -1)).toEqual(before);
    const added = after.at(-1);
    if (!added) throw new Error('no ball');
    const { width, height } = playgroundWorld(state);
    expect(added.x - added.radius).toBeGreaterThanOrEqual(0);
    expect(added.x + added.radius).toBeLessThanOrEqual(width);
    expect(added.y + added.radius).toBeLessThanOrEqual(height);
    for (const b of before)
      expect(Math.hypot(b.x - added.x, b.y - added.y)).toBeGreaterThan(b.radius + added.radius - 1e-3);
    const decoded = decodePlayground(`?${encodePlayground(state)}`);
    expect(decoded.problem).toBeNull();
    expect(ballsOf(decoded.state)).toEqual(after);
  });

  it('removes the last ball, but never the only one, and the link gives the rest back', () => {
    const start: PlaygroundState = { ...PLAYGROUND_DEFAULTS, scenario: 'one-axis' };
    const one = applied(withLastBallRemoved(start));
    expect(ballsOf(one)).toEqual(ballsOf(start).slice(0, 1));
    expect(withLastBallRemoved(one)).toBe('lastBall');
    expect(ballsOf(decodePlayground(`?${encodePlayground(one)}`).state)).toEqual(ballsOf(one));
  });

  it('refuses a crowd beyond what a link can hold, and a ball with no room', () => {
    expect(withBallAdded({ ...PLAYGROUND_DEFAULTS, scenario: 'two-hundred' })).toBe('tooMany');
    let state: PlaygroundState = { ...PLAYGROUND_DEFAULTS, scenario: 'bounce-1d' };
    let result: PlaygroundState | string = state;
    for (let k = 0; k < 60 && typeof result !== 'string'; k++) {
      state = result;
      result = withBallAdded(state);
    }
    expect(['noRoom', 'tooMany']).toContain(result);
  });
});
