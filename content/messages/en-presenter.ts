// Projecting in class (English): the presenter view and its large numbers.
// {i}, {j} and {frame} are plain numbers.
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
} as const;
