// Interface strings of the code editor beside a listing (components/editor/), English.
export const editor = {
  edit: 'Edit and run this code',
  close: 'Close the editor',
  loading: 'Loading the editor…',
  title: 'Your version of {name}',
  /** The editor's accessible name. */
  label: 'Code of your version of {name}. Press Escape, then Tab, to leave the editor.',
  intro:
    'Your code gets the masses m0, m1 and the velocities v0, v1 along the line, and must set {first} and {second}. It runs as plain JavaScript (this listing has no TypeScript types, so it is the same code), in a sandbox that cannot reach this site, and only when you press Run.',
  run: 'Run',
  reset: 'Reset to the chapter’s code',
  running: 'Running your code…',
  saved: 'Your code is kept on this device.',
  resetDone: 'The chapter’s code is back.',
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
  at: {
    frame: 'in the collision at frame {frame}',
    generated: 'in a generated collision',
  },
  inputs: '(m0 = {m0}, v0 = {v0}, m1 = {m1}, v1 = {v1}; your {first} = {a}, {second} = {b})',
  pass: {
    number: 'Both results are numbers in every collision.',
    momentum: 'Momentum is kept in every collision.',
    energy: 'Kinetic energy is kept in every collision (e = 1).',
    apart: 'The balls move apart after every collision.',
  },
  fail: {
    number: 'Your version gives {value} {at} {inputs}.',
    momentum: 'Your version changes the momentum from {before} to {after} {at} {inputs}.',
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
  errors: {
    syntax: 'Line {line}, column {column}: {message}',
    syntaxAfter: 'After your last line: {message} (is a bracket or brace left open?)',
    runtime: 'Your code stopped with {name}: {message} {at} (m0 = {m0}, v0 = {v0}, m1 = {m1}, v1 = {v1}).',
    shape:
      'Your code returned {got}: it should set {first} and {second} to numbers (or return [{first}, {second}]) {at}.',
    type: '{name} should be a number, but your code made it {got} {at}.',
    rejected: 'Something your code started failed: {message}',
    timeout:
      'Your code ran for {seconds} s without finishing and was stopped {at}. Is there a loop that never ends?',
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
