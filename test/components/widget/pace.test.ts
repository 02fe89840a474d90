// The clock never spirals: the steps of one tick keep to a time budget, the backlog is dropped, and
// the pace says how much slower than real time the simulation ran. Time is faked: each step "costs"
// what the test says, on a clock the test owns (no timed tests).
import { describe, expect, it } from 'vitest';
import { Player, STEP_BUDGET_MS } from '@/run';

const FRAME_MS = 1000 / 60;

/** A player over frames that are a counter, each step taking `stepMs` of the fake time; `onStep`
 *  runs after each step (a source that stops the player itself). */
class CostlyClock {
  frame = 0;
  time = 0;
  readonly player: Player;
  constructor(
    public stepMs: number,
    onStep: (clock: CostlyClock) => void = () => {},
  ) {
    const clock = this;
    this.player = new Player({
      get frame() {
        return clock.frame;
      },
      canStepBack: false,
      canStepForward: true,
      get earliestFrame() {
        return clock.frame;
      },
      get lastFrame() {
        return clock.frame;
      },
      advance: () => {
        clock.frame += 1;
        clock.time += clock.stepMs;
        onStep(clock);
      },
      retreat: () => {},
      rewind: () => {
        clock.frame = 0;
      },
      travel: () => {},
      atMark: () => false,
      previousMark: () => undefined,
      capture: () => undefined,
    });
    this.player.now = () => this.time;
  }
  /** Play for `ms` of wall time: each animation frame comes `frameMs` after the last, or when the
   *  last one's steps are done if they took longer, and is told the time since the last. */
  playFor(ms: number, frameMs = FRAME_MS): number[] {
    const stepsPerTick: number[] = [];
    let elapsed = frameMs;
    for (let wall = 0; wall < ms; wall += elapsed) {
      const before = this.frame;
      const tickStart = this.time;
      this.player.tick(elapsed);
      stepsPerTick.push(this.frame - before);
      elapsed = Math.max(frameMs, this.time - tickStart);
      this.time = tickStart + elapsed;
    }
    return stepsPerTick;
  }
}

describe("the player's pace", () => {
  it('keeps real time when steps are cheap: one frame per 60th of a second, nothing said', () => {
    const clock = new CostlyClock(1);
    clock.player.play();
    clock.playFor(2000);
    expect(clock.player.frame).toBe(120);
    expect(clock.player.pace.behind).toBe(false);
    expect(clock.player.pace.rate).toBe(1);
  });

  it('catches up a late frame when the steps fit the budget', () => {
    const clock = new CostlyClock(2);
    clock.player.play();
    clock.player.tick(4 * FRAME_MS);
    expect(clock.player.frame).toBe(4);
  });

  it('drops the backlog once the steps of a tick overrun the budget, and does not carry it over', () => {
    const clock = new CostlyClock(6); // two steps overrun a 10 ms budget
    clock.player.play();
    clock.player.tick(8 * FRAME_MS);
    expect(clock.player.frame).toBe(Math.ceil(STEP_BUDGET_MS / 6));
    clock.player.tick(FRAME_MS);
    expect(clock.player.frame).toBe(Math.ceil(STEP_BUDGET_MS / 6) + 1);
  });

  it('never spirals: steps per tick stay bounded however slow the steps are', () => {
    const clock = new CostlyClock(40); // each step alone is longer than a frame
    clock.player.play();
    const steps = clock.playFor(5000);
    expect(Math.max(...steps)).toBe(1);
    expect(steps.at(-1)).toBe(1);
  });

  it('says how much slower than real time it runs, and when it keeps up again', () => {
    const clock = new CostlyClock(40);
    let notices = 0;
    clock.player.subscribe(() => notices++);
    clock.player.play();
    clock.playFor(3000);
    expect(clock.player.pace.behind).toBe(true);
    // one step per 40 ms frame of wall time: 16.7 / 40 of real time
    expect(clock.player.pace.rate).toBeCloseTo(FRAME_MS / 40, 1);
    expect(clock.player.frame).toBeGreaterThan(60);
    clock.stepMs = 1;
    clock.playFor(2000);
    expect(clock.player.pace.behind).toBe(false);
    expect(notices).toBeGreaterThan(0);
  });

  it('measures against the chosen speed: half speed on a slow computer is not behind', () => {
    const clock = new CostlyClock(12); // one step fits a frame, two do not
    clock.player.setSpeed(0.5);
    clock.player.play();
    clock.playFor(3000);
    expect(clock.player.pace.behind).toBe(false);
    clock.player.setSpeed(2);
    clock.playFor(3000);
    expect(clock.player.pace.behind).toBe(true);
  });

  it('starts measuring afresh when played again', () => {
    const clock = new CostlyClock(40);
    clock.player.play();
    clock.playFor(3000);
    clock.player.pause();
    clock.player.play();
    expect(clock.player.pace.behind).toBe(false);
  });

  it('re-reads the readouts every 250 ms at 60 frames a second, and every 7th frame when slower', () => {
    const readouts = (frameMs: number) => {
      const clock = new CostlyClock(0.1);
      let notices = 0;
      clock.player.play();
      clock.player.subscribe(() => notices++);
      clock.playFor(3000, frameMs);
      expect(clock.player.pace.behind).toBe(false);
      return notices;
    };
    // every 16th frame of 16.7 ms is the first 250 ms on: 3000 / 267 ms, under 4 a second
    expect(readouts(FRAME_MS)).toBe(11);
    // 20 frames a second: every 7th frame (350 ms), not every 3rd (150 ms)
    expect(readouts(50)).toBe(8);
  });

  it('calls the readouts of a playing clock calm, and commands and stops not', () => {
    const clock = new CostlyClock(0.1);
    const heard: boolean[] = [];
    clock.player.subscribe(() => heard.push(clock.player.calm));
    clock.player.play();
    clock.playFor(500);
    clock.player.step();
    expect(heard[0]).toBe(false); // play
    expect(heard.slice(1, -1)).toEqual([true]); // a readout at 267 ms
    expect(heard.at(-1)).toBe(false); // step
    expect(clock.player.calm).toBe(false);

    // a clock that stops itself (the end, a collision to pause at) tells it at once
    const stopping = new CostlyClock(0.1, (c) => {
      if (c.frame === 3) c.player.pause();
    });
    const told: boolean[] = [];
    stopping.player.play();
    stopping.player.subscribe(() => told.push(stopping.player.calm));
    stopping.playFor(200);
    expect(told).toEqual([false, false]); // the pause, and the tick that ran into it
  });
});
