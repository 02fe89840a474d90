// The instruments that read a world (English): readouts with units, the values table, the momenta
// diagram, Δp arrows, the collision angle, the arrow scale and the chart's axes and legend.
export const instruments = {
  units: {
    px: 'px',
    velocity: 'px/frame',
    mass: 'mu',
    momentum: 'mu·px/frame',
    energy: 'mu·px²/frame²',
    degrees: '°',
  },
  /** A quantity with its unit, where a column's header is repeated beside its value. */
  withUnit: '{name} ({unit})',
  unitsNote:
    'Units: distances in px (pixels), velocities in px/frame (pixels per frame), masses in mu (mass units, the numbers you set). So momentum m·v is in mu·px/frame and kinetic energy ½·m·v² in mu·px²/frame².',
  quantity: {
    momentumX: 'momentum x',
    momentumY: 'momentum y',
    kineticEnergy: 'kinetic energy',
    angle: 'line of centres',
  },
  system: {
    title: { one: 'Whole system now: {count} ball', other: 'Whole system now: all {count} balls' },
    value: 'value',
  },
  pair: {
    title: 'Last collision, frame {frame}: ball{i} and ball{j} only',
    none: 'No collision yet: play or step until two balls touch.',
    before: 'before',
    after: 'after',
    change: 'change',
    angle: '{angle}° from the x axis (ball{i} to ball{j}, y pointing down)',
  },
  table: {
    px: 'px',
    py: 'py',
    kineticEnergy: 'KE',
    pairTitle: 'Last collision, frame {frame}: the pair before and after',
    moment: 'when',
    playingNote: 'Playing: the values change every frame. Pause to edit them.',
  },
  momenta: {
    title: 'Momenta diagram',
    note: 'Each ball’s momentum arrow, drawn tip to tail; the thick arrow is the total. A collision between two balls leaves it unchanged.',
    now: 'now',
    before: 'before frame {frame}',
    after: 'after frame {frame}',
    pairOnly: 'Only ball{i} and ball{j} are drawn: step forward to the collision to see every ball.',
    total: 'total',
    panel: '{moment}: {balls}; total ({x}, {y}) mu·px/frame.',
    ball: 'ball{i} ({x}, {y})',
  },
  arrowScale: {
    label: 'Arrow length',
    option: '{px} px per px/frame',
    velocity:
      'Velocity arrows: every 1 px/frame of speed is drawn {px} px long (the arrow reaches where the ball will be in {px} frames).',
    momentum:
      'Momentum arrows (dashed): every {mass} mu·px/frame of momentum is drawn {px} px long, so a ball of the average mass, {mass} mu, has a momentum arrow as long as its velocity arrow.',
    impulse:
      'Δp arrows: each ball’s change in momentum at a collision, drawn on the same scale as momentum; the pair’s two arrows are equal and opposite.',
  },
  chart: {
    title: 'Totals over the last {frames} frames',
    frame: 'frame',
    momentum: 'total momentum (mu·px/frame)',
    energy: 'total kinetic energy (mu·px²/frame²)',
    px: 'momentum x',
    py: 'momentum y',
    ke: 'kinetic energy',
    legend: 'Legend',
    description:
      'Two line charts over frames {first} to {last}. Momentum x from {pxMin} to {pxMax}, momentum y from {pyMin} to {pyMax} mu·px/frame; kinetic energy from {keMin} to {keMax} mu·px²/frame².',
  },
  /** Notes under a figure that runs exact contact. */
  exact: {
    /** The tunnelling note's sentence when contact is exact: it does not only look once per frame. */
    tunnelling:
      'ball{ball} moves {speed} px per frame, more than its own diameter ({diameter} px). Exact contact does not tunnel: it finds every contact inside the frame at the moment it happens, so the ball cannot jump through another.',
    /** A frame ran out of its budget of work (see physics/fast/exact/step.ts). */
    cutShortOne:
      'Frame {frame} was cut short: exact contact stops a frame when it has used its budget of work ({events} contacts resolved in it), so the rest of that frame’s time was lost and the balls moved less far than their speeds say.',
    cutShortMany:
      '{count} frames were cut short, the last one frame {frame}: exact contact stops a frame when it has used its budget of work ({events} contacts resolved in it), so the rest of those frames’ time was lost and the balls moved less far than their speeds say.',
  },
} as const;
