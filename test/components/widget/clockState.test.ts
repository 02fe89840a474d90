// Every field of a player and its run that changes announces it, and what a change announces is captured then and
// never changes after: panels that render for one announcement read one frame, however far the clock
// has moved on while React rendered them (useRun). Time is faked (no timed tests).
import { describe, expect, it } from 'vitest';
import { SimulationClock } from '@/components/simulation/SimulationClock';

const twoBalls = () =>
  new SimulationClock([
    {
      width: 200,
      height: 100,
      balls: [
        { x: 20, y: 50, vx: 1, vy: 0, radius: 5, mass: 1 },
        { x: 180, y: 50, vx: -1, vy: 0, radius: 5, mass: 1 },
      ],
    },
  ]);

/** The number of announcements `change` makes. */
function announcements(clock: SimulationClock, change: () => void): number {
  let heard = 0;
  const stop = clock.player.subscribe(() => {
    heard += 1;
  });
  change();
  stop();
  return heard;
}

describe('a clock announces every change of its fields', () => {
  it('announces play, pause, speed, pause at collisions and the restart speed, each with a new version', () => {
    const clock = twoBalls();
    const changes: [string, () => void, () => unknown][] = [
      ['play', () => clock.player.play(), () => clock.player.playing],
      ['pause', () => clock.player.pause(), () => clock.player.playing],
      ['speed', () => clock.player.setSpeed(2), () => clock.player.speed],
      ['pauseAtCollisions', () => clock.setPauseAtCollisions(true), () => clock.pauseAtCollisions],
      ['restartBelow', () => clock.setRestartBelow(0.05), () => clock.restartBelow],
    ];
    for (const [name, change, read] of changes) {
      const before = read();
      const version = clock.player.version();
      expect(announcements(clock, change), name).toBe(1);
      expect(read(), name).not.toEqual(before);
      expect(clock.player.version(), name).toBe(version + 1);
    }
  });

  it('has no field a caller can change without it being announced', () => {
    const clock = twoBalls();
    // assigning a getter without a setter throws (modules are strict): nothing changes unannounced
    // @ts-expect-error: playing changes through play() and pause()
    expect(() => (clock.player.playing = true)).toThrow(TypeError);
    // @ts-expect-error: speed changes through setSpeed()
    expect(() => (clock.player.speed = 2)).toThrow(TypeError);
    // @ts-expect-error: through setRestartBelow()
    expect(() => (clock.restartBelow = 1)).toThrow(TypeError);
    // @ts-expect-error: through setPauseAtCollisions()
    expect(() => (clock.pauseAtCollisions = true)).toThrow(TypeError);
    // @ts-expect-error: the outcome of a jump is the player's, and a snapshot is frozen
    expect(() => (clock.player.snapshot().missed = 'next')).toThrow(TypeError);
    // @ts-expect-error: what the run shows beside the frame is frozen too
    expect(() => (clock.player.snapshot().view.pauseAtCollisions = true)).toThrow(TypeError);
    expect(clock.player.playing).toBe(false);
    expect(clock.player.speed).toBe(1);
  });
});

describe("a clock's state", () => {
  it('is captured at an announcement and stays the same object, frame included, while the clock plays on', () => {
    const clock = twoBalls();
    let time = 0;
    clock.player.now = () => time;
    clock.player.play();
    const announced = clock.player.snapshot();
    expect(Object.isFrozen(announced)).toBe(true);
    expect(announced).toMatchObject({ frame: 0, playing: true, speed: 1 });
    time += 1;
    clock.player.tick(1000 / 60); // a frame drawn, too soon for the readouts: no announcement
    expect(clock.player.frame).toBe(1);
    expect(clock.player.snapshot()).toBe(announced);
    expect(clock.player.snapshot().frame).toBe(0);
    clock.player.pause();
    expect(clock.player.snapshot()).not.toBe(announced);
    expect(clock.player.snapshot()).toMatchObject({ frame: 1, playing: false });
  });

  it('says what the last jump found', () => {
    const clock = twoBalls();
    clock.player.seekNext(3);
    expect(clock.player.snapshot()).toMatchObject({ missed: 'next', lookedAhead: 3, frame: 0 });
  });
});
