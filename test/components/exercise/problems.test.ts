// Every exercise of every lesson: its answer as physics/ computes it, against a hand calculation
// written out here; its run set-up a valid world in which balls collide; grading; and every
// <Predict id="…"> in the lessons names an exercise that exists.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { grade } from '@/components/exercise/grade';
import { firstCollision } from '@/components/exercise/problem';
import { choiceLabels, findProblem, PROBLEMS, poseProblem } from '@/components/exercise/registry';
import { onStage } from '@/components/lessonStage';
import { createWorld } from '@/physics';

/** Hand-worked answers: the arithmetic is in the comment, the value is typed here on purpose. */
const HAND: Record<string, number | string> = {
  // Lesson 1.
  // 4 px in each frame, 60 frames a second: 4·60 = 240 px per second
  'momentum-units-per-second': 240,
  // 2·3 + 1·v1 = 0 → v1 = −6
  'momentum-zero-total': -6,
  // Lessons 2 to 5.
  // v1' = ((m1 − m0)·v1 + 2·m0·v0)/(m0 + m1) = ((1 − 2)·0 + 2·2·3)/(2 + 1) = 12/3 = 4
  'one-axis-heavy-hits-resting': 4,
  // v0' = ((m0 − m1)·v0 + 2·m1·v1)/(m0 + m1) = ((1 − 3)·4 + 2·3·0)/(1 + 3) = −8/4 = −2 < 0: back
  'one-axis-light-hits-heavy': 'back',
  // v0' = ((2 − 1)·5 + 2·1·(−5))/(2 + 1) = −5/3; v1' = ((1 − 2)·(−5) + 2·2·5)/(2 + 1) = 25/3;
  // v0' − v1' = −30/3 = −10, minus the 10 it was before
  'shortcut-relative-after': -10,
  // masses 10 and 1: v0' = (9·5 + 2·1·(−5))/11 = 35/11; v1' = ((1 − 10)·(−5) + 2·10·5)/11 = 145/11;
  // v0' − v1' = −110/11 = −10: the same as for masses 2 and 1
  'shortcut-heavier-mass': 'same',
  // line of centres at 45° (offset (35, 35)); along it ball0 has 4·cos 45° = 2√2, ball1 0.
  // Equal masses swap the along parts: ball1 leaves with 2√2·(cos 45°, sin 45°) = (2, 2), so vx = 2
  'two-axes-glancing-vx': 2,
  // equal masses, ball1 at rest: ball1 gets only the along part, ball0 keeps only the tangent part;
  // those two directions are perpendicular, so the paths part at 90°
  'two-axes-right-angle': 'right',
  // the 45° hit: before ½·1·4² = 8 along x; after ball1 (2, 2) and ball0 (2, −2): ½·2² + ½·2² = 4
  // along x and 4 along y (the total, 8, is kept; its x part is not)
  'two-axes-energy-along-x': 4,
  // turned by +45° the line of centres (1, 1) lies along y, so the swap exchanges the tangent parts:
  // (4, 0) → (2√2, 2√2); swapped x parts: ball0 (0, 2√2), ball1 (2√2, 0); back by −45°: ball0 (2, 2)
  // along the line, ball1 (2, −2) along the tangent; momentum (4, 0) still
  'two-axes-flag-swapped': 'tangent',
  // n = (35.4, 47.2)/59 = (0.6, 0.8); v · n = 5·0.6 + 0·0.8 = 3
  'projection-along': 3,
  // the whole velocity (3, 4) is along n = (0.6, 0.8): v · n = 1.8 + 3.2 = 5, ball1's is 0;
  // v0' = ((2 − 1)·5 + 2·1·0)/(2 + 1) = 5/3 ≈ 1.667 (swapping, as source 002 does, would give 0)
  'projection-unequal-masses': 5 / 3,
  // Lessons 6 to 9.
  // 20·19/2 = 190 (rows of 19, 18, …, 1, 0 partners)
  'many-balls-pairs-twenty': 190,
  // the wall multiplies vx by the bounce factor: −0.6 · 5 = −3
  'many-balls-soft-wall': -3,
  // ball–ball collisions keep both totals; a wall with bounce −1 flips one component, which keeps
  // the speed (so the energy) but reverses that momentum component: only the energy is the same
  'many-balls-what-is-kept': 'energy-only',
  // ball 1 at 4 into a wall ball of 10⁹ at rest: v0' = (1 − 10⁹)·4/(1 + 10⁹) ≈ −4, v1' = 8/(1 + 10⁹)
  // ≈ 8·10⁻⁹; momentum −4 + 8 = 4 kept: the wall, table and Earth take it
  'many-balls-wall-momentum': 'earth',
  // sticking-story: frame 1's 1–2 bounce pushes ball1 back 10 px, 9.9 px into ball0; the 0–1 pair
  // then swaps −10 and −0.5 every frame and stays 9.9 px deep, frames 1 to 10: one stuck pair
  'sticking-naive-stuck': 'one',
  // found 12 px deep closing at 5: the swap and the push open the gap by 2.5 + 2.5 = 5; 12 − 5 = 7
  'sticking-naive-leftover': 7,
  // equal masses at rest, 12 px deep: no bounce; each moves m_other/(m0 + m1)·d = ½·12 = 6
  'sticking-robust-share': 6,
  // centres 50 apart, radii 30: move apart by 1 each → 52 apart, d = 8; equal masses swap to +1, −1;
  // absV = 2, each moves 8/2 = 4 towards the other → 44 apart, overlap 60 − 44 = 16
  'sticking-absv-deeper': 16,
  // frames ten times shorter: ball2 moves 1 px a frame, a check finds the 1–2 overlap under 1 px deep,
  // and the naive push (1 px) clears it: no pair ever stuck, where full-length frames stick one
  'sticking-sampling': 'sampling',
  // V = (2·3 + 1·0)/3 = 2; v1' = V + e·m0/M·(v0 − v1) = 2 + 0.5·(2/3)·3 = 3
  'restitution-half': 3,
  // e = 1.5: V = 2, v0' = 2 − 1.5·(1/3)·3 = 0.5, v1' = 2 + 1.5·(2/3)·3 = 5; momentum 1 + 5 = 6
  // kept; energy 9 before, ½·2·0.25 + ½·25 = 12.75 after: gained
  'restitution-above-one': 'energy',
  // V = 2; v0' = 2 − 0.5·(1/3)·3 = 1.5; seen from the centre of mass 1.5 − 2 = −0.5 (it was 3 − 2 = 1)
  'restitution-centre-frame': -0.5,
  // the exit ticket: 3·2 + 1·(−4) = 2
  'ticket-momentum': 2,
  // v1' = 2·m0·v0/(m0 + m1) = 2·1·9/3 = 6
  'ticket-elastic': 6,
  // equal masses, elastic: v0' = ((1 − 1)·5 + 2·1·(−1))/2 = −1, v1' = 5: they swap
  'ticket-equal-masses': 'swap',
  // turned onto the line of centres only the part along it goes through the 1D formula
  'ticket-line-of-centres': 'along',
  // found 11 deep closing at 4: the swap sends each away at 2, the push opens 2 + 2 = 4: 11 − 4 = 7
  'ticket-naive-push': 7,
  // e = 0: both at V = 3; ½·1·36 = 18 before, ½·2·9 = 9 after: 9 lost
  'ticket-inelastic-energy': 9,
  // e = 0: both at V = 2; energy ½·2·9 = 9 before, ½·3·4 = 6 after: 3 lost
  'restitution-zero-energy': 3,
  // v0' = ((2 − 1)·3 + 2·1·(−3))/3 = −1; wrong vxTotal = −3 − 3 = −6, v1' = −6 − 1 = −7;
  // momentum 2·(−1) + 1·(−7) = −9
  'bug-shortcut-momentum': -9,
  // x + r = 305 > 300 runs the first branch (vx → −5); the else-ifs are skipped, vy stays +5
  'bug-corner-walls': 'x-only',
};

describe('exercise answers', () => {
  it('every exercise has a hand calculation, and none is left over', () => {
    expect(PROBLEMS.map((p) => p.id).sort()).toEqual(Object.keys(HAND).sort());
  });

  for (const problem of PROBLEMS) {
    it(`${problem.id}: physics/ agrees with the hand calculation`, () => {
      const expected = HAND[problem.id];
      const answer = problem.answer();
      if (problem.kind === 'number') {
        expect(typeof answer).toBe('number');
        expect(answer).toBeCloseTo(expected as number, 9);
        // the tolerance must not accept a clearly different answer
        expect(problem.tolerance).toBeLessThan(0.5);
      } else {
        expect(problem.choices).toContain(answer);
        expect(answer).toBe(expected);
      }
    });
  }

  it('every run set-up is a valid world in which the balls do collide', () => {
    for (const problem of PROBLEMS) {
      if (!problem.world) continue;
      expect(() => createWorld(problem.world as never), problem.id).not.toThrow();
      expect(firstCollision(problem.world, 200).frame, problem.id).toBeGreaterThan(0);
    }
  });
});

describe('onStage', () => {
  it('reads each row as x, y, vx, vy, radius, mass, on the 550 × 400 stage', () => {
    expect(onStage([1, 2, 3, 4, 5, 6], [7, 8, 9, 10, 11, 12])).toEqual({
      width: 550,
      height: 400,
      balls: [
        { x: 1, y: 2, vx: 3, vy: 4, radius: 5, mass: 6 },
        { x: 7, y: 8, vx: 9, vy: 10, radius: 11, mass: 12 },
      ],
    });
  });
});

describe('the registry', () => {
  it('ids are unique', () => {
    const ids = PROBLEMS.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('grading', () => {
  const number = poseProblem('one-axis-heavy-hits-resting');
  const choice = poseProblem('one-axis-light-hits-heavy');

  it('accepts a number within the tolerance and refuses one outside it', () => {
    expect(grade(number, '4').kind).toBe('right');
    expect(grade(number, ' 4.04 ').kind).toBe('right');
    expect(grade(number, '4.2').kind).toBe('wrong');
    expect(grade(number, '\u22124').kind).toBe('wrong');
  });

  it('turns bad number input into a reason, never NaN', () => {
    expect(grade(number, '')).toEqual({ kind: 'invalid', error: { kind: 'empty' } });
    expect(grade(number, 'four')).toEqual({ kind: 'invalid', error: { kind: 'notANumber', value: 'four' } });
  });

  it('grades choices and asks for one when none is chosen', () => {
    expect(grade(choice, 'back').kind).toBe('right');
    expect(grade(choice, 'stops').kind).toBe('wrong');
    expect(grade(choice, null)).toEqual({ kind: 'noChoice' });
  });

  it('insists that a lesson words exactly the choices of the exercise', () => {
    const labels = { back: 'Back', stops: 'Stops', forward: 'On' };
    expect(choiceLabels(choice, labels).map((c) => c.key)).toEqual(['back', 'stops', 'forward']);
    expect(() => choiceLabels(choice, { back: 'Back', stops: 'Stops' })).toThrow(/choices must name/);
    expect(() => choiceLabels(number, labels)).toThrow(/takes no choices/);
  });

  it('names the unknown id', () => {
    expect(() => findProblem('no-such-thing')).toThrow(/no-such-thing/);
  });
});

describe('lessons', () => {
  const dir = path.join(process.cwd(), 'content', 'lessons', 'en');
  const files = readdirSync(dir).filter((f) => f.endsWith('.mdx'));
  const uses = files.flatMap((file) => {
    const source = readFileSync(path.join(dir, file), 'utf8');
    return [...source.matchAll(/<Predict\b[^>]*?\bid=["']([^"']+)["']/g)].map((m) => ({ file, id: m[1] }));
  });

  it('use exercises', () => {
    expect(uses.length).toBeGreaterThan(0);
  });

  it('name only exercises that exist', () => {
    const known = new Set(PROBLEMS.map((p) => p.id));
    expect(uses.filter((u) => !known.has(u.id as string))).toEqual([]);
  });
});
