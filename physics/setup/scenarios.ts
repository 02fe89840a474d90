// Named starting worlds, each reproducing an example from the sources. Every one is fixed by its
// seed: the same name and seed always give the same world.

import { makeBall, type WorldOptions } from '../types';
import { placeWithoutOverlap } from './place';
import { mulberry32 } from './random';
import { LIMITS, PhysicsInputError, requireNamed, show } from './validate';

export const SCENARIOS = [
  'one-axis',
  'billiard3',
  'eight-balls',
  'twenty-large',
  'two-hundred',
  'sticky-three',
  'bounce-1d',
  'momentum-pair',
  'sticking-story',
  'glancing-pair',
] as const;
export type ScenarioName = (typeof SCENARIOS)[number];

export const DEFAULT_SEED = 2024;

export const SCENARIO_INFO: Record<ScenarioName, { source: string }> = {
  'one-axis': { source: 'Billiard1/Billiard2 (000, 001)' },
  billiard3: { source: 'Billiard3/Billiard4 (000)' },
  'eight-balls': { source: 'MultiBilliard (000)' },
  'twenty-large': { source: 'MultiBilliard2 (000)' },
  'two-hundred': { source: 'CH5EX7 (003)' },
  'sticky-three': { source: 'the sticking problem, MultiBilliard2 (000)' },
  'bounce-1d': { source: 'one-axis demo with bounce -0.6 (004)' },
  'momentum-pair': { source: 'mass and momentum, as in 000 and 001 (set-up ours)' },
  'sticking-story': { source: 'the three-ball sticking story, MultiBilliard2 (000), from a clean start' },
  'glancing-pair': { source: 'ours: two balls that only graze and stick, no third ball' },
};

/** The Flash stage of the ActionScript examples. */
const STAGE = { width: 550, height: 400 };

type Random = () => number;

/** The chapter's Math.random() * 10 - 5: a velocity component in [-5, 5). */
const component = (random: Random) => random() * 10 - 5;

/** Scenarios that are a crowd of similar balls: their number can be changed (1 to 10,000). */
export const CROWDS: readonly ScenarioName[] = ['twenty-large', 'two-hundred'];
export const CROWD_LIMIT = Object.freeze({ min: 1, max: 10_000 });

/** A box that keeps a crowd as dense as the source's when it has `count` balls instead of `base`. */
function grown(width: number, height: number, count: number, base: number) {
  const k = Math.sqrt(Math.max(1, count / base));
  return { width: Math.round(width * k), height: Math.round(height * k) };
}

const BUILD: Record<ScenarioName, (random: Random, seed: number, count?: number) => WorldOptions> = {
  // two balls on one horizontal line moving towards each other, y equal so they meet head-on
  'one-axis': (random) => ({
    ...STAGE,
    balls: [makeBall(50, 200, 1 + random() * 4, 0, 40, 2), makeBall(300, 200, -1 - random() * 4, 0, 20, 1)],
  }),
  billiard3: (random) => ({
    ...STAGE,
    balls: [
      makeBall(STAGE.width - 200, STAGE.height - 200, component(random), component(random), 150, 2),
      makeBall(100, 100, component(random), component(random), 90, 1),
    ],
  }),
  // MultiBilliard places ball i at (i·100, i·50); shifted by (50, 50) on a larger stage so every ball starts inside
  'eight-balls': (random) => ({
    width: 800,
    height: 450,
    balls: Array.from({ length: 8 }, (_, i) => {
      const radius = random() * 20 + 20;
      return makeBall(50 + i * 100, 50 + i * 50, component(random), component(random), radius, radius);
    }),
  }),
  // placed at random with no overlap check, as in the source: some start overlapped, which is the point
  'twenty-large': (random, _, count = 20) => {
    const box = grown(STAGE.width, STAGE.height, count, 20);
    return {
      ...box,
      balls: Array.from({ length: count }, () => {
        const radius = random() * 30 + 20;
        const x = radius + random() * (box.width - 2 * radius);
        const y = radius + random() * (box.height - 2 * radius);
        return makeBall(x, y, component(random), component(random), radius, radius);
      }),
    };
  },
  'two-hundred': (_, seed, count = 200) => {
    const box = grown(500, 500, count, 200);
    return { ...box, balls: placeWithoutOverlap({ count, ...box, radius: 5, speed: 4, seed }) };
  },
  'sticky-three': stickyThree,
  'bounce-1d': () => ({
    ...STAGE,
    bounce: -0.6,
    balls: [makeBall(50, 200, 5, 0, 40, 2), makeBall(300, 200, -5, 0, 20, 1)],
  }),
  // the same momentum, 4 px·mass per frame, carried slowly by a heavy ball and fast by a light one,
  // head-on: the total is 0 before and after they meet
  'momentum-pair': () => ({
    width: 550,
    height: 200,
    balls: [makeBall(150, 100, 1, 0, 40, 4), makeBall(400, 100, -4, 0, 20, 1)],
  }),
  'sticking-story': stickingStory,
  'glancing-pair': glancingPair,
};

/**
 * The chapter's sticking story, made certain. Balls 0 and 1 start overlapped by far more than they
 * move in a frame. 'naive' only adds the new velocities to the positions, so each frame the pair
 * bounces, moves a little apart, is still overlapped, bounces back, and stays stuck. Ball 2 then
 * hits ball 1 and drives it back into ball 0 after that pair was checked, as in the chapter.
 */
function stickyThree(random: Random): WorldOptions {
  const drift = 0.5 + random() * 0.5;
  return {
    ...STAGE,
    balls: [
      makeBall(200, 200, drift, 0, 30, 1),
      makeBall(240, 200, -drift, 0, 30, 1),
      makeBall(450, 200, -3, 0, 30, 1),
    ],
  };
}

/**
 * The chapter's three-ball story from a start with no overlap. Frame 1 moves all three: 0–1 and 0–2
 * are apart, 1–2 touch; the naive push sends ball1 back at 10 px per frame, 9.9 px into ball0, after
 * that pair was checked. From then on the 0–1 pair swaps −10 and −0.5 every frame and stays 9.9 px
 * deep: stuck from frame 10 (STUCK_FRAMES), until the left wall splits it near frame 20.
 */
function stickingStory(): WorldOptions {
  return {
    width: 550,
    height: 200,
    balls: [
      makeBall(200, 100, -0.5, 0, 30, 1),
      makeBall(260.2, 100, -0.6, 0, 30, 1),
      makeBall(323, 100, -10, 0, 30, 1),
    ],
  };
}

/**
 * Sticking with no third ball. The paths cross so that the centres pass 59.93 px apart (radii sum
 * 60): the balls overlap for less than one frame, and the check first finds them just after their
 * closest approach, already moving apart. The bounce turns them together, the naive push moves them
 * deeper, and from then on each frame undoes the last: they stay locked, turning about each other.
 */
function glancingPair(): WorldOptions {
  return {
    ...STAGE,
    balls: [makeBall(300, 260, 0, -2, 30, 1), makeBall(378, 288, -4, 0, 30, 1)],
  };
}

/**
 * The options of a named starting world (the same for the same seed). A crowd (see CROWDS) takes
 * `count` balls instead of the source's number; its box grows to keep the source's density.
 */
export function scenario(
  name: ScenarioName,
  seed: number = DEFAULT_SEED,
  options: { count?: number } = {},
): WorldOptions {
  if (!SCENARIOS.includes(name)) {
    throw new PhysicsInputError(
      'name',
      `scenario must be one of ${SCENARIOS.join(', ')} (got ${show(name)})`,
      {
        code: 'choice',
        field: 'scenario',
        options: SCENARIOS,
        got: String(name),
      },
    );
  }
  requireNamed('seed', seed, LIMITS.seed, true);
  if (options.count !== undefined) {
    if (!CROWDS.includes(name)) {
      throw new PhysicsInputError(
        'count',
        `only ${CROWDS.join(' and ')} take a number of balls (got ${name})`,
        {
          code: 'notCrowd',
          scenario: name,
          crowds: CROWDS,
        },
      );
    }
    requireNamed('count', options.count, CROWD_LIMIT, true);
  }
  return BUILD[name](mulberry32(seed), seed, options.count);
}
