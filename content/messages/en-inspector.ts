// Interface strings of the collision inspector: one collision, stage by stage, with its equations
// (English). Symbols inside equations (x, v, θ, atan2) are mathematics, not messages.
export const inspector = {
  title: 'Collision of balls {i} and {j}',
  titleAtFrame: 'Collision of balls {i} and {j}, frame {frame}',
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
    rest: 'Rest of the frame',
    totals: 'Check the totals',
  },
  /** Each sentence the inspector says, chosen by the collision's numbers (stageClaims.ts). */
  claim: {
    settings:
      'Method: {method}; separation: {separation}; restitution {restitution}; overlap contact (the chapter’s test at the end of the frame).',
    settingsStick:
      'Method: {method}; stick (the balls move on as one body): no restitution, nothing separated; overlap contact.',
    settingsExact:
      'Method: {method}; exact contact (the balls bounce at the moment they touch, so nothing is separated); restitution {restitution}.',
    contact:
      'Exact contact moves the balls only to the moment they touch, a fraction of the way into the frame. The dashed circles are where they would end the frame without the bounce: where the chapter’s end-of-frame test finds them, already overlapping.',
    detect: 'The distance between the centres is less than the sum of the radii: the balls touch.',
    angle: 'The angle of the line of centres, with its sine and cosine.',
    angleMethod:
      'The angle θ of the line of centres. The angle method measures each vector’s direction from this line, and turns back along θ and along the tangent, θ + π/2.',
    rotate:
      'Turn everything by −θ about ball a: the line of centres becomes the x′ axis. Each velocity splits into an x′ part (along the line) and a y′ part (across it).',
    rotateAngle:
      'Each vector becomes a speed and a direction; measured from the line of centres (direction − θ), it splits into an x′ part, speed × cos(direction − θ), along the line and a y′ part, speed × sin(direction − θ), across it.',
    solve: 'Only the x′ parts collide: the one-dimensional formula gives their new values.',
    tangentUnchanged: 'The y′ parts do not change.',
    notApproaching:
      'The balls are already moving apart along the line: the robust separation does not bounce them.',
    bouncedInward:
      'The balls were already moving apart along the line (approaching: no), but the formula bounces them anyway: it turns them back towards each other. This is how a pair gets stuck.',
    bouncedTogether:
      'The balls were already moving apart along the line (approaching: no), but the formula bounces them anyway: with e = 0 it leaves them no speed apart along the line.',
    solveStick:
      'The balls stick: both take the velocity of their centre of mass (their total momentum divided by their total mass), along the line and across it. This is not a bounce with e = 0.',
    stickTangentChanged: 'The y′ parts change too: from {before0} and {before1} to {vy} for both.',
    stickTangentSame: 'The y′ parts were already equal, {vy}, so they stay as they were.',
    separateApart: 'Move the balls apart along x′: they no longer overlap (gap {gap} px).',
    separateTouching:
      'Move the balls apart along x′: they now touch (gap {gap} px, a rounding error far below the 0.000000001 px from which the world counts an overlap).',
    separateOverlap: 'Move the balls apart along x′: they still overlap by {depth} px.',
    whyNaive:
      'The naive separation moves each ball by its new velocity only ({v0} and {v1}), which changes the distance between the centres by {push} px: less than the overlap of {overlap} px.',
    whyOverlap:
      'The absV split moves each ball by its share of the overlap (its new velocity along the line divided by absV, the sum of both speeds), which changes the distance between the centres by {push} px: less than the overlap of {overlap} px.',
    whySameWay: 'Both balls move the same way along the line ({v0} and {v1}), so their shares partly cancel.',
    whyShort:
      'This separation changed the distance between the centres by {push} px: less than the overlap of {overlap} px.',
    separateStick:
      'Nothing is separated: the pair keeps its overlap of {overlap} px and moves on as one body.',
    separateContact:
      'Nothing is separated: at the moment of contact the balls only touch (overlap {overlap} px, rounding), so nothing moves.',
    separateContactOverlap:
      'Nothing is separated: exact contact bounces the pair where it is. These balls already overlap by {overlap} px here: exact contact never moves balls into each other, so they overlapped from the start; they part as they move.',
    rotateBack:
      'Turn everything back by +θ and add ball a’s old position: these are the positions and velocities this collision gives the two balls.',
    rotateBackStick:
      'Turn the common velocity back by +θ: both balls keep their places and leave with the same velocity, the body’s.',
    rotateBackContact:
      'Turn everything back by +θ and add ball a’s old position: the positions are still those at the moment of contact (the bounce does not move the balls); the velocities are the new ones. The next stage follows the rest of the frame.',
    rest: 'The bounce came {time} of the way into the frame; for the remaining {rest} the balls move on at their new velocities.',
    restStraight: 'Ball {n} goes straight on and ends the frame at ({x}, {y}), where the table shows it.',
    restLater:
      'Ball {n} changed course again later in this frame (later contacts with a wall or another ball: {later}), so it ends the frame at ({x}, {y}), off its straight path.',
    restTouched:
      'Ball {n} touched a wall or another ball again later in this frame (later contacts: {later}) without its velocity changing, and ends the frame at ({x}, {y}), where the table shows it.',
    restCut:
      'This frame reached its limit of contacts and stopped at {time} of the way through: the rest of it was not run.',
    totals:
      'The pair’s momentum and kinetic energy just before and just after: the same numbers as this collision’s row in the ledger.',
  },
  warning: 'Careful:',
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
    centres: 'distance between the centres {name}',
    overlap: 'overlap',
    touchingAfter: 'touching after (the gap rounds to 0)',
    gapAfter: 'gap after',
    overlapAfter: 'still overlapping by',
    tangentBefore: '{name} before',
    common: '{name} (common)',
    polar: 'speed, direction of {name}',
    tangentDirection: 'direction of the tangent, cos(θ + π/2), sin(θ + π/2)',
    atEnd: 'ball {n} at the end of the frame',
    velocityAtEnd: 'velocity of ball {n} at the end of the frame',
    later: 'later contacts of ball {n} in this frame',
    restTime: 'rest of the frame',
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
} as const;
