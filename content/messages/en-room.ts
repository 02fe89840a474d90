// Interface strings of the room's small gaps (English): a What if? replay refused for bodies already
// stuck together, and a lesson figure's Share dialog.
export const room = {
  problems: {
    joined:
      'ball{ball} and ball{other} are already stuck together as one body at this frame: a replay cannot take them apart, so it needs stick on.',
  },
  /** The Share dialog of a lesson's figure (its link goes to the figure's section of the lesson). */
  shareFigure: 'Share this figure',
} as const;
