// What the readouts of a playing figure say (English). {name} is the figure's title; {count},
// {width} and {height} arrive as whole numbers.
export const readouts = {
  /** A playing figure's text alternative: no frame number, which would rewrite it on every readout. */
  playing: {
    one: '{name}: {count} ball on a {width} by {height} stage, playing. The frame counter says which frame is on screen.',
    other:
      '{name}: {count} balls on a {width} by {height} stage, playing. The frame counter says which frame is on screen.',
  },
};
