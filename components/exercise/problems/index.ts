// Every lesson's exercises, one line per lesson file. Add a lesson's problems with one more line.
export { beyond } from './beyond';
export { exitTicket } from './exit-ticket';
export { manyBalls } from './many-balls';
export { momentumLesson } from './momentum';
export { oneAxis } from './one-axis';
export { shortcut } from './shortcut';
export { spotTheBug } from './spot-the-bug';
export { sticking } from './sticking';
export { twoAxes } from './two-axes';
export { withoutAngles } from './without-angles';
