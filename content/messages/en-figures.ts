// Interface strings of the figures that bring the last source systems to life: CH5EX7's predicted
// positions (lesson 6), source 004's Separate button (lesson 7) and its restart (lesson 6), English.
export const figures = {
  restart: {
    rule: 'Starts again when both balls are at most {below} px per frame on each axis, as source 004’s demo does.',
    count: 'Restarts so far: {count}.',
  },
  frameOrder: {
    chapter: 'Move, then check (the chapter’s frame)',
    chapterCode: 'x += vx; walls; every pair: push along the line',
    predicted: 'update → testWalls → collide → render (CH5EX7)',
    predictedCode: 'nextx = x + vx; walls; every pair: nextx += new vx',
    collisions: 'Collisions so far',
    firstAt: '{count} (first in frame {frame})',
    overlapNow: 'Overlap at the end of this frame',
    overlapFrames: 'Frames that ended overlapping',
    verdictStuck: {
      one: 'Locked together: the pair ended {frames} frame overlapping.',
      other: 'Locked together: the pair ended {frames} frames overlapping.',
    },
    verdictApart: 'No frame has ended with the pair overlapping.',
    verdictOverlapping: {
      one: 'The pair ended {frames} frame overlapping.',
      other: 'The pair ended {frames} frames overlapping.',
    },
    alt: '{side}, frame {frame}: ball0 at ({x0}, {y0}), ball1 at ({x1}, {y1}); overlap {overlap} px.',
  },
  frameOrderCrowd: {
    stuckNow: 'Stuck pairs now (10 frames or more overlapping)',
    mostStuck: 'Most stuck pairs at once so far',
    /** Chosen by {stuck}. */
    alt: {
      one: '{side}, frame {frame}: {balls} balls, {stuck} stuck pair.',
      other: '{side}, frame {frame}: {balls} balls, {stuck} stuck pairs.',
    },
  },
  separate: {
    heavy: 'ball0 (heavy)',
    light: 'ball1 (light)',
    radius: 'Radius split (source 004)',
    inverseMass: 'Inverse-mass split (ours)',
    separate: 'Separate',
    startAgain: 'Start again',
    ballToMove: 'Ball the arrow keys move',
    keys: 'Drag a ball, or focus a picture and move the chosen ball with the arrow keys (Shift: 10 px steps). Then press Separate.',
    overlap: 'Overlap now: {overlap} px.',
    apart: 'The balls do not overlap: drag one into the other.',
    moved: '{ball}: radius {radius}, mass {mass}, moved {distance} px',
    notYet: 'Press Separate to see how far each ball moves.',
    alt: '{split}. {a} at ({ax}, {ay}), {b} at ({bx}, {by}).',
  },
} as const;
