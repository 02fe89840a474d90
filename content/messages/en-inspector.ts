// Interface strings of the collision inspector: one collision, stage by stage, with its equations
// (English). Symbols inside equations (x, v, θ, atan2) are mathematics, not messages.
export const inspector = {
  title: 'Collision of balls {i} and {j}',
  titleAtFrame: 'Collision of balls {i} and {j}, frame {frame}',
  settings: 'Method: {method}; separation: {separation}; restitution {restitution}.',
  stages: 'Stages of the collision',
  previous: 'Previous stage',
  next: 'Next stage',
  stageHeading: 'Stage {n} of {total}: {stage}.',
  keys: 'Keys: ← and → move between stages, Home and End jump to the first and last.',
  notTouching: 'These two balls do not touch, so there is no collision to step through.',
  stage: {
    contact: 'Moment of contact',
    detect: 'Detect',
    angle: 'Angle',
    rotate: 'Rotate',
    solve: '1D solve',
    separate: 'Separate',
    'rotate-back': 'Rotate back',
    totals: 'Check the totals',
  },
  explain: {
    contact:
      'Exact contact moves the balls only to the moment they touch, a fraction of the way into the frame. The dashed circles are where they would end the frame without the bounce: where the chapter’s end-of-frame test finds them, already overlapping.',
    detect: 'The distance between the centres is less than the sum of the radii: the balls touch.',
    angle: 'The angle of the line of centres, with its sine and cosine.',
    rotate:
      'Turn everything by −θ about ball a: the line of centres becomes the x′ axis. Each velocity splits into an x′ part (along the line) and a y′ part (across it).',
    solve:
      'Only the x′ parts collide: the one-dimensional formula gives their new values. The y′ parts do not change.',
    separate: 'Move the balls apart along x′ so they no longer overlap.',
    'rotate-back':
      'Turn everything back by +θ and add ball a’s old position: these are the new positions and velocities on the table.',
    totals:
      'The pair’s momentum and kinetic energy just before and just after: the same numbers as this collision’s row in the ledger.',
  },
  notApproaching:
    'The balls are already moving apart along the line: the robust separation does not bounce them.',
  equations: 'Equations at this stage',
  symbolic: 'The formula',
  substituted: 'With this collision’s numbers',
  values: 'Values at this stage',
  yes: 'yes',
  no: 'no',
  row: {
    time: 'contact at (fraction of the frame)',
    atContact: 'ball {n} at contact',
    unbounced: 'ball {n} at the end of the frame, unbounced',
    gapUnbounced: 'distance at the end of the frame, unbounced',
    approaching: 'approaching',
    unchanged: '{name} (unchanged)',
    before: 'before',
    after: 'after',
    afterOf: '{name} after',
    gap: 'gap {name}',
    momentumBefore: 'momentum before (x, y)',
    momentumAfter: 'momentum after (x, y)',
    energyBefore: 'energy before',
    energyAfter: 'energy after',
    difference: 'energy change',
  },
  open: {
    inspect: 'Inspect collision',
    which: 'Which collision',
    pair: 'balls {i}–{j}',
    row: 'Inspect',
    rowLabel: 'Inspect the collision of balls {i} and {j} in frame {frame}',
    close: 'Close',
    loading: 'Opening the collision…',
  },
  start: {
    title: 'Set up the collision',
    hint: 'Drag a ball to move it, or the tip of its arrow to change its velocity. Every stage follows.',
    canvas:
      'The two balls at the start: ball 0 at ({x0}, {y0}) moving ({vx0}, {vy0}), ball 1 at ({x1}, {y1}) moving ({vx1}, {vy1}).',
    fields: 'Start in numbers',
    ball: 'ball {n}',
    notTouching:
      'In this start the balls do not touch (their centres are {dist} apart, the radii add up to {radiiSum}), so there is no collision. Drag them closer until they overlap; the stages show the last start that collided.',
  },
};
