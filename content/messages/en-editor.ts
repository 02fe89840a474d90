// Interface strings of the code editor beside a listing (components/editor/), English.
export const editor = {
  edit: 'Edit and run this code',
  close: 'Close the editor',
  loading: 'Loading the editor…',
  title: 'Your version of {name}',
  /** The editor's accessible name. */
  label: 'Code of your version of {name}. Press Escape, then Tab, to leave the editor.',
  /** What the reader's code gets and gives, per listing, and how it runs. */
  intro: {
    elastic1D:
      'Your code gets the masses m0, m1 and the velocities v0, v1 along the line, and must set {v0Final} and {v1Final}. It runs as plain JavaScript (this listing has no TypeScript types, so it is the same code), in a sandbox that cannot reach this site, and only when you press Run.',
    elastic1DShortcut:
      'Your code gets the masses m0, m1 and the velocities v0, v1 along the line, and must set {v0Final} and {v1Final}; the figure runs lesson 2’s pair with it. It runs as plain JavaScript (this listing has no TypeScript types, so it is the same code), in a sandbox that cannot reach this site, and only when you press Run.',
    'rotate-function':
      'Your rotate() turns every position and velocity of a collision onto the line of centres ({reverse} {true}) and back ({reverse} {false}); the figure runs Billiard3’s two balls with it. The TypeScript types are removed before it runs (spaces take their place, so every line and column stays); the rest runs as JavaScript, in a sandbox that cannot reach this site, and only when you press Run.',
    'separate-naive':
      'Your {separateNaive}() gets the positions on the line of centres ({pos0}, {pos1}: ball 1 on the +x side), the new velocities along it (vx0, vx1), the overlap ({overlap}), the radii r0, r1 and the masses m0, m1, and returns the new x of both balls; the figure runs the twenty large balls (MultiBilliard2) with it for 1,200 frames and counts the pairs that get stuck, beside the chapter’s naive push and its {absV} fix. The TypeScript types are removed before it runs (spaces take their place, so every line and column stays); the rest runs as JavaScript, in a sandbox that cannot reach this site, and only when you press Run.',
    'separate-overlap':
      'Your {separateOverlap}() is the {absV} fix: it gets the same numbers as the naive push (the positions {pos0}, {pos1} on the line of centres, the new velocities vx0, vx1 along it, the overlap {overlap}, the radii r0, r1 and the masses m0, m1) and returns the new x of both balls; the figure runs the twenty large balls with it for 1,200 frames, beside the chapter’s fix, and counts the pairs that get stuck. The TypeScript types are removed before it runs (spaces take their place, so every line and column stays); the rest runs as JavaScript, in a sandbox that cannot reach this site, and only when you press Run.',
  },
  run: 'Run',
  reset: 'Reset to the chapter’s code',
  running: 'Running your code…',
  saved: 'Your code is kept on this device.',
  resetDone: 'The chapter’s code is back.',
  share: 'Make a link to this code',
  linkLabel: 'Link to your code',
  copyLink: 'Copy link',
  linkNote: 'Whoever opens it sees your code in this editor; it runs only when they press Run.',
  linked: 'This code came with the link. It has not run: press Run to run it.',
  linkProblem: {
    version: 'The code in this link was written by a newer version of this site and cannot be read here.',
    damaged: 'The code in this link is damaged (cut short when copied?) and cannot be read.',
  },
  sandboxTitle: 'Sandbox that runs your code',
  yours: 'Your version',
  chapters: 'The chapter’s',
  yoursWhat: 'your code from the editor',
  untraced:
    'The inspector shows the stages of the site’s own collision, which these sides do not run; the numbers under each side are their own.',
  checksHeading: 'Checks',
  checked: {
    one: 'Checked on {generated} generated collisions and the figure’s {figure} collision.',
    other: 'Checked on {generated} generated collisions and the figure’s {figure}.',
  },
  allPass: 'Every check passes.',
  show: 'Show frame {frame}',
  inspect: 'Inspect this collision',
  /** Above the inspector's stages opened from a check: whose collision they show. */
  inspectNote:
    'The stages below are the chapter’s code on the same two balls {at}, to set beside what your version did: {sentence}',
  at: {
    frame: 'in the collision at frame {frame}',
    generated: 'in a generated collision',
  },
  inputs: '(m0 = {m0}, v0 = {v0}, m1 = {m1}, v1 = {v1}; your {first} = {a}, {second} = {b})',
  pair: '(balls {i} and {j})',
  pass: {
    number: 'Every result is a number in every collision.',
    momentum: 'Momentum is kept in every collision.',
    'momentum-x': 'Momentum along x is kept in every collision.',
    'momentum-y': 'Momentum along y is kept in every collision.',
    energy: 'Kinetic energy is kept in every collision (e = 1).',
    tangent: 'Each ball keeps the part of its velocity along the tangent in every collision.',
    apart: 'The balls move apart after every collision.',
    separated: 'No pair is left overlapping after its collision.',
  },
  fail: {
    number: 'Your version gives {value} {at} {inputs}.',
    momentum: 'Your version changes the momentum from {before} to {after} {at} {inputs}.',
    'momentum-x': 'Your version changes the momentum along x from {before} to {after} {at} {inputs}.',
    'momentum-y': 'Your version changes the momentum along y from {before} to {after} {at} {inputs}.',
    tangent:
      'Your version changes ball {ball}’s velocity along the tangent from {before} to {after} px per frame {at} {inputs}, though nothing pushes along the tangent.',
    separated:
      'Your version leaves the balls {after} px inside each other (they met {before} px deep) {at} {inputs}.',
    energyLoses: 'Your version loses {percent}% of the kinetic energy {at} {inputs}.',
    energyGains: 'Your version gains {percent}% kinetic energy {at} {inputs}.',
    apart: 'After the collision the balls still move towards each other {at} {inputs}.',
  },
  failedCount: {
    one: '({failed} collision of {total} fails this.)',
    other: '({failed} collisions of {total} fail this.)',
  },
  notANumber: 'a result that is not a number',
  sidesAgree: 'The two sides agree bit for bit in every frame, up to frame {frames}.',
  sidesPart: 'The two sides part at frame {frame}.',
  stuckNone: {
    one: 'Among the twenty large balls no pair gets stuck with your version in {frames} frame; with the chapter’s naive push {naive} pairs do, with its {absV} fix {fix}.',
    other:
      'Among the twenty large balls no pair gets stuck with your version in {frames} frames; with the chapter’s naive push {naive} pairs do, with its {absV} fix {fix}.',
  },
  stuckSome: {
    one: 'Among the twenty large balls {pairs} pair gets stuck with your version, at frame {frame} (balls {i} and {j}); with the chapter’s naive push {naive} pairs do, with its {absV} fix {fix}.',
    other:
      'Among the twenty large balls {pairs} pairs get stuck with your version, the first at frame {frame} (balls {i} and {j}); with the chapter’s naive push {naive} do, with its {absV} fix {fix}.',
  },
  /** Tasks beside an editable listing, each with a hint and a check by Run (components/editor/challenges.ts). */
  challenges: {
    heading: 'Challenges',
    start: 'Start this challenge',
    started: 'Started: the editor holds this challenge’s code. Press Run to check it.',
    hint: 'Hint',
    done: 'Done: your code meets this challenge.',
    error: 'Not yet: your code did not run to the end (see above).',
    unmet: {
      checks: 'Not yet: a check above fails.',
      shortcut:
        'Not yet: every check passes, but {v1Final} should come from vxTotal and {v0Final} alone, with one addition and no product or quotient.',
      stuck: {
        one: 'Not yet: {pairs} pair of the twenty large balls still gets stuck.',
        other: 'Not yet: {pairs} pairs of the twenty large balls still get stuck.',
      },
    },
    items: {
      'derive-1d': {
        title: 'Write the formula from the two conservation laws',
        task: 'The editor starts from the two laws, as comments, and a version that keeps both without bouncing at all ({v0Final} = v0). Write {v0Final} and {v1Final} from those two laws alone, without looking at the chapter’s formula, so that every check passes.',
        hint: 'Put each ball’s terms on one side: m0(v0 − {v0Final}) = m1({v1Final} − v1) and m0(v0² − {v0Final}²) = m1({v1Final}² − v1²). Divide the second by the first (a² − b² = (a − b)(a + b)): v0 + {v0Final} = v1 + {v1Final}. So {v1Final} = v0 + {v0Final} − v1; put that into the momentum law and solve for {v0Final}.',
      },
      'shorten-vxtotal': {
        title: 'Shorten it to the vxTotal form',
        task: 'The editor starts from lesson 2’s long formula, twice. Keep the first line and write {v1Final} the chapter’s way: from vxTotal, the relative velocity v0 − v1, and {v0Final}, with one addition.',
        hint: 'An elastic bounce reverses the relative velocity: {v1Final} − {v0Final} = v0 − v1. Give v0 − v1 the name vxTotal on a line of its own before {v1Final}.',
      },
      'fix-sign': {
        title: 'Find and fix the sources’ swapped sign',
        task: 'The editor holds source 001’s shortcut, with one sign the other way round. Predict which checks will fail, run it to see, then find the line and fix it.',
        hint: 'After an elastic bounce {v1Final} − {v0Final} must equal v0 − v1: the relative velocity is reversed, not kept. Read the line that names it.',
      },
      'never-stuck': {
        title: 'Write a separation that never leaves a pair stuck',
        task: 'Change {separateNaive} so that no pair of the twenty large balls gets stuck in 1,200 frames, where even the chapter’s {absV} fix leaves some, and no pair is left overlapping after its collision (the generated collisions include one 12 px deep that closes at only 2 px per frame).',
        hint: 'The naive push opens the gap by the closing speed, not by the overlap. Move the balls apart along the line by the whole overlap: ball 0 towards −x, ball 1 towards +x, the two shares adding up to {overlap} (half each, or the lighter ball further).',
      },
    },
  },
  errors: {
    syntax: 'Line {line}, column {column}: {message}',
    syntaxAfter: 'After your last line: {message} (is a bracket or brace left open?)',
    runtime: 'Your code stopped with {name}: {message} {at} ({inputs}).',
    /** A wrong return shape, per kind of listing: what was expected. */
    shape: {
      solve:
        'Your code returned {got}: it should set {first} and {second} to numbers (or return [{first}, {second}]) {at}.',
      turn: 'Your rotate() returned {got}: it should return an object { x, y } of two numbers {at}.',
      separation:
        'Your {fn}() returned {got}: it should return [{first}, {second}], the new x of both balls {at}.',
    },
    type: '{name} should be a number, but your code made it {got} {at}.',
    rejected: 'Something your code started failed: {message}',
    timeout:
      'Your code ran for {seconds} s without finishing and was stopped {at}. Is there a loop that never ends, or an array that grows without end?',
    stopped: 'The sandbox that runs your code did not answer. Press Run to try again.',
  },
  got: {
    undefined: 'undefined',
    string: 'text',
    boolean: 'true or false',
    object: 'an object',
    array: 'an array',
    null: 'null',
    number: 'a number',
    function: 'a function',
    bigint: 'a BigInt',
    symbol: 'a symbol',
  },
};
