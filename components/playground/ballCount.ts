// Adding and removing balls on /playground: a new ball is placed without overlap by the physics
// (placeOneMore), like the last ball in size and mass; the start then lives in the link as its list
// of balls, so a link holds at most MAX_LINK_BALLS of them.
import { MAX_LINK_BALLS, tidyBalls } from '@/components/share/linkBalls';
import { type PlaygroundState, playgroundWorld, withEditedBalls } from '@/components/share/linkState';
import { placeOneMore } from '@/physics';

export type CountProblem = 'noRoom' | 'tooMany' | 'lastBall';

/** Speed of an added ball, in px per frame: it moves, slowly enough to watch. */
const ADDED_SPEED = 2;

export function withBallAdded(state: PlaygroundState): PlaygroundState | CountProblem {
  const world = playgroundWorld(state);
  const { balls } = world;
  if (balls.length + 1 > MAX_LINK_BALLS) return 'tooMany';
  const last = balls.at(-1);
  const added = placeOneMore(balls, {
    width: world.width,
    height: world.height,
    radius: last?.radius ?? 20,
    mass: last?.mass ?? 1,
    speed: ADDED_SPEED,
    seed: state.seed + balls.length, // another spot for each new ball, the same one on every visit
  });
  // the new ball's place is the page's choice: rounded to what the table shows, before it runs
  return added ? withEditedBalls(state, tidyBalls([...balls, added], balls, world)) : 'noRoom';
}

export function withLastBallRemoved(state: PlaygroundState): PlaygroundState | CountProblem {
  const { balls } = playgroundWorld(state);
  if (balls.length <= 1) return 'lastBall';
  if (balls.length - 1 > MAX_LINK_BALLS) return 'tooMany';
  return withEditedBalls(state, balls.slice(0, -1));
}
