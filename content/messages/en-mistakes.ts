// Interface strings of the "broken next to fixed" demos (MistakeDemo), English.
export const mistakes = {
  broken: 'As printed',
  fixed: 'Fixed',
  notANumber: 'not a number',
  notANumberNote: 'positions: not a number',
  /** Under the controls: the keys (simulation.shortcuts) and the box note. */
  controlsNote: '{keys}. {box}',
  boxNote:
    'The outlined rectangle is the box; the shaded border lies outside it. Balls drawn in red overlap another ball.',
  /** In place of Inspect on a side whose collisions keep no trace. */
  untraced: {
    broken:
      'The code as printed keeps no record of its stages, so this side’s collisions cannot be inspected; the fixed side’s can.',
    predicted:
      'CH5EX7’s frame moves the balls on by their whole new velocity after the stages, so the inspector, which shows the chapter’s stages, cannot show this side truthfully; the chapter’s side can be inspected.',
  },
  unknown: 'There is no mistake demo called “{name}”. Known names: {known}.',
  alt: {
    summary: '{side}, frame {frame}: {count} balls in a {width} by {height} box.',
    ball: 'ball{i} at ({x}, {y}) moving ({vx}, {vy}).',
    moreBalls: { one: 'And {count} more ball.', other: 'And {count} more balls.' },
  },
  rows: {
    firstMomentum: 'momentum of the pair in its first collision, before → after',
    firstEnergy: 'kinetic energy of the pair in its first collision, before → after',
    noCollision: 'no collision yet',
    energyNow: 'total kinetic energy now (at the start)',
    position: 'ball{i} at (x, y)',
    line: 'ball{i} height y now (at the start)',
    outsideNow: 'balls partly outside the box now',
    outsideMost: 'furthest past a wall so far',
    startOverlaps: 'overlapping pairs at the start',
    startOutside: 'balls partly outside the box at the start',
    overlapNow: 'overlapping pairs now',
    deepestNow: 'deepest overlap now',
    overlapAfter: 'deepest overlap left by a collision so far',
    centreOfMass: 'centre of mass x now (at the start)',
    atFrame: '{value} (frame {frame})',
  },
  verdict: {
    waiting: 'Play or step until the balls collide.',
    conservationBad: 'A collision changed the momentum by up to {dp} and the kinetic energy by up to {de}.',
    conservationGood: 'Every collision so far kept both the momentum and the kinetic energy.',
    lineBad: 'ball{i} has left its line by {d} px.',
    lineGood: 'Both balls stay on their line.',
    nanBad: 'Since frame {frame} the positions are not a number: the balls cannot be drawn any more.',
    nanGood: 'Every position is a number.',
    outsideBad: 'At frame {frame} a ball reached {d} px past a wall.',
    outsideGood: 'No ball has gone past a wall.',
    /** {pairs} and {outside} are startPairs and startOutside, each chosen by its own count. */
    startBad: '{pairs} and {outside}.',
    startPairs: { one: '{count} pair starts overlapped', other: '{count} pairs start overlapped' },
    startOutside: {
      one: '{count} ball starts partly outside the box',
      other: '{count} balls start partly outside the box',
    },
    startGood: 'No ball starts on another one or outside the box.',
    overlapAfterBad: 'A collision left the balls {d} px inside each other (they started {start} px deep).',
    overlapAfterGood: 'Every collision ended with the balls apart.',
    centreBad: 'Separating the balls moved their centre of mass by {d} px.',
    centreGood: 'Separating the balls left their centre of mass where it was.',
    halted: '{verdict} Stopped at frame {frame}: the numbers grew past what the physics accepts.',
  },
  cases: {
    'moves-y': { broken: 'ball1.y += ball1.vx (source 001)', fixed: 'ball1.x += ball1.vx' },
    'shortcut-sign': { broken: 'vxTotal = v1 − v0 (source 001)', fixed: 'vxTotal = v0 − v1' },
    radisu: { broken: 'ball1.radisu (source 001)', fixed: 'ball1.radius' },
    'projection-equal-mass': {
      broken: 'speeds along s swapped (source 002)',
      fixed: 'the formula with both masses',
    },
    'missing-parentheses': {
      broken: '… / mass1 + mass2 (source 003’s text)',
      fixed: '… / (mass1 + mass2)',
    },
    'walls-else-if': { broken: 'one else-if chain (source 003)', fixed: 'each axis on its own' },
    'start-positions': {
      broken: 'canStartHere and the margin as printed (source 003)',
      fixed: 'placeWithoutOverlap',
    },
    'absv-zero': { broken: 'the absV fix as printed', fixed: 'even split when absV = 0' },
    'absv-same-sign': { broken: 'the absV fix as printed', fixed: 'robust separation' },
    'absv-separating': { broken: 'the absV fix as printed', fixed: 'robust separation' },
    'radius-split': { broken: 'split by the radii (source 004)', fixed: 'split by inverse mass (robust)' },
  },
} as const;
