// What the site says about input it cannot use (a number field, a physics rule, a shared link) and
// about a start it runs but the reader should know about (English). {field} is a field's name as
// the reader sees it; numbers arrive already written for the reader (see numberLocale).
import { ballFieldName, ballSymbols } from './symbols';

export const inputs = {
  /** The locale numbers in these messages are written in: 1,000,000 and a real minus sign. */
  numberLocale: 'en-US',
  /** The name of a field that has no label of its own: a predict answer. */
  answer: 'Your answer',
  ballField: ballFieldName,
  fields: {
    ...ballSymbols,
    radius: 'radius',
    mass: 'mass',
    width: 'stage width',
    height: 'stage height',
    seed: 'Seed',
    count: 'Number of balls',
    bounce: 'Wall bounce',
    restitution: 'Restitution',
    scenario: 'Scenario',
    method: 'Method',
    separation: 'Separation',
    balls: 'Balls',
    walls: 'Walls',
    stick: 'Stick',
    contact: 'Contact',
  },
  units: { px: ' px', pxPerFrame: ' px per frame' },
  /** A number field's own refusals. */
  field: {
    empty: '{field} is empty: enter a number.',
    notANumber: '{field} must be a number, like 2 or −1.5 (got “{value}”).',
    between: '{field} must be between {min} and {max}{unit}.',
    atLeast: '{field} must be at least {min}{unit}.',
    atMost: '{field} must be at most {max}{unit}.',
    positive: '{field} must be greater than 0.',
    notInteger: '{field} must be a whole number.',
    tooBig: '{field} is too large to calculate with (got “{value}”).',
    tooSmall:
      '{field} is too close to 0 for a computer to hold, so it would run as 0 (got “{value}”): write 0, or a number farther from 0.',
  },
  /** The physics rules (range and whole numbers are worded as for a field, above). */
  problems: {
    finite: '{field} must be a number (got {got}).',
    choice: '{field} must be one of {options} (got “{got}”).',
    shape: '{field} is not in a form the simulation can use.',
    outside: 'ball{ball} sticks out of the stage: its {axis} must be between {min} and {max} px.',
    sameCentre:
      'ball{ball} and ball{other} have the same centre, so nothing says which way to push them apart. Move one of them.',
    crowded: '{count} balls do not fit on a {width} × {height} px stage without overlapping. Choose fewer.',
    notCrowd: 'Only these scenarios can have another number of balls: {crowds}.',
    together: '{field} cannot be used together with {other}: choose one of them.',
  },
  /** Allowed, but worth saying. */
  notes: {
    tunnelling:
      'ball{ball} moves {speed} px per frame, more than its own diameter ({diameter} px), so it can jump through another ball without touching it. This is tunnelling: the simulation only looks once per frame.',
    inside:
      'ball{ball} starts wholly inside ball{other}, more overlap than real balls can have: watch how the separation deals with it.',
    overlap:
      'ball{ball} and ball{other} start overlapping by {depth} px, which real balls cannot: watch how the separation deals with it.',
    more: '{note} So do {more} more.',
    morePairs: { one: '{note} So does {more} more pair.', other: '{note} So do {more} more pairs.' },
  },
  dragUndone: 'The drop was undone: {reason}',
} as const;
