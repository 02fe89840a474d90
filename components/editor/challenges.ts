// The challenges beside an editable listing (issue 41), as data and a goal, without React: each
// starts the editor from its own code (made from the chapter's), and a Run meets its goal or says what
// is missing. The goal reads the Run's report, which the checks in words already explain: a
// challenge adds only what the checks cannot see (how the code is written, the pairs left stuck).
import type { CodeReport } from './codeChecks';
import type { EditableName } from './listings';

export type ChallengeName = 'derive-1d' | 'shorten-vxtotal' | 'fix-sign' | 'never-stuck';

/** Why a Run does not meet the goal yet: a check fails, v1Final is not the shortcut, or pairs stick. */
export type Unmet = { kind: 'checks' } | { kind: 'shortcut' } | { kind: 'stuck'; pairs: number };

export interface Challenge {
  name: ChallengeName;
  listing: EditableName;
  /** The code the editor starts the challenge from, made from the listing's own code. */
  start: (chapters: string) => string;
  /** Null when the code and its Run meet the goal. */
  unmet: (code: string, report: CodeReport) => Unmet | null;
}

const failing = (report: CodeReport) => report.checks.some((c) => c.first !== null);
const checked = (report: CodeReport): Unmet | null => (failing(report) ? { kind: 'checks' } : null);

/** The line that sets v1Final: the shortcut adds vxTotal and v0Final, with no product or quotient. */
function isShortcut(code: string): boolean {
  const line = code.split('\n').find((l) => /\bv1Final\s*=/.test(l));
  return line !== undefined && /\bvxTotal\b/.test(line) && /\bv0Final\b/.test(line) && !/[*/]/.test(line);
}

export const CHALLENGES: readonly Challenge[] = [
  {
    name: 'derive-1d',
    listing: 'elastic1D',
    // the two laws, and a start that keeps both but does not bounce: the apart check catches it
    start: () =>
      [
        '// m0·v0 + m1·v1 = m0·v0Final + m1·v1Final',
        '// ½·m0·v0² + ½·m1·v1² = ½·m0·v0Final² + ½·m1·v1Final²',
        'const v0Final = v0;',
        'const v1Final = v1;',
      ].join('\n'),
    unmet: (_, report) => checked(report),
  },
  {
    name: 'shorten-vxtotal',
    listing: 'elastic1DShortcut',
    start: () =>
      [
        'const v0Final = ((m0 - m1) * v0 + 2 * m1 * v1) / (m0 + m1);',
        'const v1Final = ((m1 - m0) * v1 + 2 * m0 * v0) / (m0 + m1);',
      ].join('\n'),
    unmet: (code, report) => checked(report) ?? (isShortcut(code) ? null : { kind: 'shortcut' }),
  },
  {
    name: 'fix-sign',
    listing: 'elastic1DShortcut',
    // source 001's relative velocity, the other way round (physics/sources/mistakes.ts)
    start: (chapters) => chapters.replace('v0 - v1', 'v1 - v0'),
    unmet: (code, report) => checked(report) ?? (isShortcut(code) ? null : { kind: 'shortcut' }),
  },
  {
    name: 'never-stuck',
    listing: 'separate-naive',
    start: (chapters) => chapters,
    unmet: (_, report) => {
      const pairs = report.stuck?.yours.pairs ?? 0;
      return pairs > 0 ? { kind: 'stuck', pairs } : checked(report);
    },
  },
];

export const challengesOf = (listing: string) => CHALLENGES.filter((c) => c.listing === listing);
