// Every lesson's exercises, one line per lesson file. Add a lesson's problems with one more line.
export { oneAxis } from './one-axis';
export { shortcut } from './shortcut';
export { twoAxes } from './two-axes';
export { withoutAngles } from './without-angles';
