// The lab's tools that change the physics (English): elasticity, stick, walls, adding and removing
// balls. {e} and {count} arrive already written for the reader.
export const lab = {
  elasticity: 'Elasticity e',
  elasticityValue: 'e = {e}',
  elasticityNote:
    'e = 1 bounces without loss, e = 0 leaves the pair with one speed along the line of centres. A new e applies from the frame on screen: the frames before keep the e they had, and Undo brings the old e back.',
  stick: 'Stick: balls that meet move on together',
  stickNote:
    'A stuck pair moves as one body with the velocity of its centre of mass (e is not used). It bounces off a wall as one, and sticks to any ball it meets next. Turns Exact contact off.',
  walls: 'Walls',
  wallsNote:
    'With the walls off, a ball that reaches an edge leaves the stage and flies on; the totals still count it.',
  exact: 'Exact contact: bounce at the moment balls touch',
  exactNote:
    'Each frame finds when within it a pair first touches and bounces it there, so no two balls ever overlap, even in a crowd (lesson 7). Turns Stick off.',
  add: 'Add a ball',
  remove: 'Remove the last ball',
  count: 'Balls: {count}',
  noRoom: 'There is no room for another ball without overlapping one: remove a ball or choose smaller ones.',
  tooMany:
    'A link can hold at most {max} balls placed by hand; for more, choose a crowd and set its number of balls.',
  lastBall: 'The last ball stays: a stage needs at least one.',
} as const;
