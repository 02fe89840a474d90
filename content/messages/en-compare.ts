// The page that runs one start with one setting changed (/compare), in English.
export const comparePage = {
  title: 'Compare settings',
  intro:
    'The same start, run with one setting changed (the separation, the elasticity e, the method, the contact or stick), on one clock. Red balls belong to stuck pairs.',
  strategies: 'Separations',
  figure: 'Side-by-side comparison',
  minTwo: 'Choose at least two separations.',
  explain: {
    naive:
      'Adds the new velocities to the positions once and hopes that parts the balls (the chapter’s code).',
    overlap: 'Moves each ball out of the overlap by its share of the pair’s speed (MultiBilliard2).',
    radius: 'Moves the balls apart by the whole overlap, the larger ball further.',
    robust: 'Only bounces balls that approach; parts them by the whole overlap, the lighter ball further.',
  },
  red: 'Red balls are stuck: they have overlapped another ball for {frames} frames in a row.',
  lesson: 'Why balls stick, and how each way of separating tries to stop it: {link}.',
  lessonLink: 'lesson 7, Sticking',
  methods:
    'The three methods do the same arithmetic in a different order, so their results differ in the last digits at each collision. With a few balls that never shows; in a crowd each ball meets others again and again, the differences grow, and after a few hundred frames the panels show different crowds: {link}.',
  methodsLink: 'lesson 5, three methods side by side',
  /** The id of that section's heading in lesson 5, in this locale. */
  methodsAnchor: 'three-methods-side-by-side',
} as const;
