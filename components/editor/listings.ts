// The listings a reader can edit and run, each as what the machinery needs to know about it: how the
// sandbox makes the reader's code a function it can call (its wrap, its parameters), where that
// function goes in the chapter's collision (the Swap), the chapter's own piece for the other side,
// the figure's start, and which checks judge it. Everything else (the editor, Run, the figure beside
// it, the checks in words, the link) is one piece of code for all of them.
import {
  type collideWith,
  elastic1D,
  elastic1DShortcut,
  rotate,
  type ScenarioName,
  separate,
} from '@/physics';
import type { Wrap } from './sandbox';

type Swap = Parameters<typeof collideWith>[0];
/** The reader's function as the figure calls it: numbers in, two numbers out (answered by the sandbox). */
export type Call = (inputs: readonly number[]) => [number, number];

/** solve: a one-axis solve (4 numbers in); turn: rotate() in the line frame; separation: a separation. */
export type CheckKind = 'solve' | 'turn' | 'separation';

export interface Editable {
  wrap: Wrap;
  /** The names of the function's inputs, in the order the sandbox gets them (for the error words). */
  params: readonly string[];
  /** The names of its two results, as the listing writes them. */
  results: readonly [string, string];
  /** The reader's function in the chapter's collision. */
  swap: (call: Call) => Swap;
  /** The chapter's side: the listing's own function in the same collision. */
  chapter: Swap;
  /**
   * A guess at the reader's answer (the chapter's function), so the figure can find the calls a frame
   * will make and ask for them in one message (readerRun.ts); the answers it uses are all the reader's.
   */
  guess: Call;
  scenario: ScenarioName;
  checks: CheckKind;
  /** The function the reader writes, as the words name it (a separation's). */
  fn?: string;
}

/**
 * The code's own names the editor's sentences use, filled into their {placeholders}: a name is the
 * same in every language, and a dictionary keeps only words (test/lib/glossary.test.ts).
 */
export const CODE_NAMES = {
  v0Final: 'v0Final',
  v1Final: 'v1Final',
  separateNaive: 'separateNaive',
  separateOverlap: 'separateOverlap',
  pos0: 'pos0',
  pos1: 'pos1',
  overlap: 'overlap',
  reverse: 'reverse',
  true: 'true',
  false: 'false',
  absV: 'absV',
} as const;

/** A listing of a function's body that sets v0Final and v1Final from m0, v0, m1, v1 (lessons 2 and 3). */
const oneAxis = (
  chapters: (m0: number, v0: number, m1: number, v1: number) => [number, number],
): Editable => ({
  wrap: {
    head: 'function solve(m0, v0, m1, v1) {',
    tail: 'return [v0Final, v1Final];\n}',
    arity: 4,
    result: 'pair',
  },
  params: ['m0', 'v0', 'm1', 'v1'],
  results: ['v0Final', 'v1Final'],
  swap: (call) => ({ solve: (m0, v0, m1, v1) => call([m0, v0, m1, v1]) }),
  chapter: { solve: chapters },
  guess: ([m0, v0, m1, v1]) => chapters(m0 as number, v0 as number, m1 as number, v1 as number),
  scenario: 'one-axis',
  checks: 'solve',
});

const SEPARATION_PARAMS = [
  'pos0.x',
  'pos0.y',
  'pos1.x',
  'pos1.y',
  'vx0',
  'vx1',
  'overlap',
  'r0',
  'r1',
  'm0',
  'm1',
];

/**
 * A separation's listing (lesson 7: it takes a SeparationInput and returns the new x of both balls),
 * run on the twenty large balls and judged by the separation's checks and the pairs it leaves stuck.
 */
const separation = (name: string, chapter: Swap, guess: Call): Editable => ({
  wrap: {
    head: '',
    tail: [
      `function solve(${SEPARATION_PARAMS.map((p) => p.replace('.', '')).join(', ')}) {`,
      '  const [pos0, pos1] = [{ x: pos0x, y: pos0y }, { x: pos1x, y: pos1y }];',
      `  return ${name}({ pos0, pos1, vx0, vx1, overlap, r0, r1, m0, m1 });`,
      '}',
    ].join('\n'),
    arity: SEPARATION_PARAMS.length,
    result: 'pair',
  },
  params: SEPARATION_PARAMS,
  results: ['pos0.x', 'pos1.x'],
  swap: (call) => ({
    separation: (s) =>
      call([s.pos0.x, s.pos0.y, s.pos1.x, s.pos1.y, s.vx0, s.vx1, s.overlap, s.r0, s.r1, s.m0, s.m1]),
  }),
  chapter,
  guess,
  scenario: 'twenty-large',
  checks: 'separation',
  fn: name,
});

export const EDITABLE = {
  elastic1D: oneAxis(elastic1D),
  // lesson 3's Billiard2 is lesson 2's pair: the heavier ball is ball 0, so the formula as listed and
  // the chapter's function (which puts the heavier ball first) run the same operations
  elastic1DShortcut: oneAxis(elastic1DShortcut),
  // lesson 4: Billiard4's rotate(), turning every position and velocity onto the line and back
  'rotate-function': {
    wrap: {
      head: '',
      tail: 'function solve(x, y, sin, cos, reverse) {\n  return rotate(x, y, sin, cos, reverse === 1);\n}',
      arity: 5,
      result: 'vec',
    },
    params: ['x', 'y', 'sin', 'cos', 'reverse'],
    results: ['x', 'y'],
    swap: (call) => ({
      rotate: (x, y, sin, cos, reverse) => {
        const [tx, ty] = call([x, y, sin, cos, reverse ? 1 : 0]);
        return { x: tx, y: ty };
      },
    }),
    chapter: {},
    guess: ([x, y, sin, cos, reverse]) => {
      const turned = rotate(x as number, y as number, sin as number, cos as number, reverse === 1);
      return [turned.x, turned.y];
    },
    scenario: 'billiard3',
    checks: 'turn',
  },
  // lesson 7: the naive push, on the twenty large balls (the crowd the challenge measures sticking on;
  // a batch of frames a message, see framesAhead.ts)
  'separate-naive': separation('separateNaive', {}, ([x0, , x1, , vx0, vx1]) => [
    (x0 as number) + (vx0 as number),
    (x1 as number) + (vx1 as number),
  ]),
  // lesson 7: the absV fix (MultiBilliard2), on the same crowd; the chapter's side is the fix itself
  'separate-overlap': separation(
    'separateOverlap',
    { separation: (s) => separate('overlap', s) },
    ([x0, y0, x1, y1, vx0, vx1, overlap, r0, r1, m0, m1]) =>
      separate('overlap', {
        pos0: { x: x0 as number, y: y0 as number },
        pos1: { x: x1 as number, y: y1 as number },
        vx0: vx0 as number,
        vx1: vx1 as number,
        overlap: overlap as number,
        r0: r0 as number,
        r1: r1 as number,
        m0: m0 as number,
        m1: m1 as number,
      }),
  ),
} as const satisfies Record<string, Editable>;

/** The listings that can be edited and run: every one has its words (intro) in both languages. */
export type EditableName = keyof typeof EDITABLE;

const isEditable = (listing: string): listing is EditableName => Object.hasOwn(EDITABLE, listing);

export function editable(listing: string): Editable & { name: EditableName } {
  const found = isEditable(listing) ? { ...EDITABLE[listing], name: listing } : null;
  if (!found) throw new Error(`No editable listing named ${listing}`);
  return found;
}
