// Projecting in class (English): the presenter view and its large numbers, the centre-of-mass view,
// and what the total-momentum chart says about walls. {i}, {j}, {frame} and {count} are plain numbers.
export const presenter = {
  present: 'Present (F)',
  leave: 'Leave presenter view',
  key: 'Presenter view on or off: canvas, controls and large numbers for a projector',
  numbers: {
    title: 'Collision of balls {i} and {j} at frame {frame}',
    none: 'No collision yet: play, or press N for the next one.',
    ball: 'ball {n}',
    total: 'total',
    quantity: 'quantity',
    momentum: 'momentum p (x, y)',
    energy: 'kinetic energy',
    before: 'before',
    after: 'after',
  },
  centreOfMassFrame: 'Centre-of-mass view',
  /** The inspector's moves between stages in the presenter view, slower to be read across a room. */
  movePace: 'Pace',
  movePaces: { normal: 'Normal', slow: 'Slow', slower: 'Slower' },
  centreOfMassNote:
    'Seen from the frame that moves with the centre of mass: the centre (the crosshair) stands still, every arrow is a velocity relative to it and the total momentum, in this frame, is 0. A collision reverses the pair’s relative velocity along the line of centres, scaled by e. The walls move in this frame; a wall bounce is a push from outside the system. The numbers beside the canvas stay in the table’s frame.',
  inspectorCentreNote:
    'The arrows are velocities relative to the pair’s centre of mass (the crosshair): it moves alike before and after, and the velocity along the line of centres turns round, scaled by e. The equations and values stay in the table’s frame.',
  walls: {
    jumped: {
      one: 'The total momentum jumped {count} time, at frame {frame} (the dashed line): a ball bounced off a wall. The walls are outside the system of balls: their push changes its momentum. Between the balls momentum is conserved.',
      other:
        'The total momentum jumped {count} times (the dashed lines, the last at frame {frame}): balls bounced off the walls. The walls are outside the system of balls: their push changes its momentum. Between the balls momentum is conserved.',
    },
    off: 'Walls off: show conservation',
  },
} as const;
