// The inspector's equations with a collision's own numbers: lesson 4's start worked by hand, stage
// by stage. Every number in a substituted equation must be the one its table shows (formatValue).
import { describe, expect, it } from 'vitest';
import { stageEquations } from '@/components/inspector/equations';
import { speak } from '@/components/inspector/math';
import { stageRows } from '@/components/inspector/StageValues';
import type { Inspection, Stage } from '@/components/inspector/stages';
import { en } from '@/content/messages/en';
import { type Ball, collide, collisionEvent } from '@/physics';
import { exactWorld } from '@/test/components/support/fixtures';

// a: (200, 180) moving (4, 2), radius 50, mass 2; b: (270, 230) moving (−3, 1), radius 40, mass 1
const a: Ball = { x: 200, y: 180, vx: 4, vy: 2, radius: 50, mass: 2 };
const b: Ball = { x: 270, y: 230, vx: -3, vy: 1, radius: 40, mass: 1 };

function inspection(options = {}): Inspection {
  const result = collide(a, b, options);
  if (!result) throw new Error('the start must collide');
  return collisionEvent(0, 1, a, b, result);
}

const said = (c: Inspection, stage: Stage) =>
  stageEquations(c, stage).map((e) => ({ formula: speak(e.symbolic), numbers: speak(e.substituted) }));
/** The stage's equations with the collision's numbers in, as heard. */
const numbers = (c: Inspection, stage: Stage) => said(c, stage).map((e) => e.numbers);

describe('equations with the collision’s numbers', () => {
  const c = inspection();

  it('detect: dx = 270 − 200, dy = 230 − 180, dist = √(70² + 50²) = √7400 ≈ 86.023 < 50 + 40', () => {
    expect(said(c, 'detect')).toEqual([
      { formula: 'dx = x1 − x0', numbers: 'dx = 270.000 − 200.000 = 70.000' },
      { formula: 'dy = y1 − y0', numbers: 'dy = 230.000 − 180.000 = 50.000' },
      { formula: 'dist = √(dx² + dy²)', numbers: 'dist = √(70.000² + 50.000²) = 86.023' },
      { formula: 'dist < r0 + r1', numbers: '86.023 < 50.000 + 40.000 = 90.000' },
    ]);
  });

  it('angle: θ = atan2(50, 70) ≈ 0.620 rad, sin θ = 50/√7400 ≈ 0.581, cos θ = 70/√7400 ≈ 0.814', () => {
    expect(numbers(c, 'angle')).toEqual([
      'θ = atan2(50.000, 70.000) = 0.620',
      'sin θ = sin(0.620) = 0.581',
      'cos θ = cos(0.620) = 0.814',
    ]);
  });

  it('angle, projection method: cos θ = dx / dist and sin θ = dy / dist', () => {
    expect(numbers(inspection({ method: 'projection' }), 'angle')).toEqual([
      'cos θ = (70.000) ÷ (86.023) = 0.814',
      'sin θ = (50.000) ÷ (86.023) = 0.581',
    ]);
  });

  it('rotate: vx0′ = 4 cos θ + 2 sin θ ≈ 4.417, vy0′ = 2 cos θ − 4 sin θ ≈ −0.697', () => {
    const lines = numbers(c, 'rotate');
    expect(lines[0]).toBe('x1′ = 70.000 × 0.814 + 50.000 × 0.581 = 86.023');
    expect(lines[1]).toBe('y1′ = 50.000 × 0.814 − 70.000 × 0.581 = 0.000');
    expect(lines[2]).toBe('vx0′ = 4.000 × 0.814 + 2.000 × 0.581 = 4.417');
    expect(lines[3]).toBe('vy0′ = 2.000 × 0.814 − 4.000 × 0.581 = −0.697');
    // vx1′ = −3 cos θ + 1 sin θ ≈ −1.860: a negative number in a product is bracketed
    expect(lines[4]).toBe('vx1′ = (−3.000) × 0.814 + 1.000 × 0.581 = −1.860');
  });

  it('rotate, ball1 up and to the left: a negative cos θ is bracketed too', () => {
    // b at (130, 230): dx = −70, dy = 50, cos θ = −70/√7400 ≈ −0.814; x1′ = (−70)(−0.814) + 50 · 0.581 = 86.023
    const result = collide(a, { ...b, x: 130 });
    if (!result) throw new Error('the start must collide');
    const [x1] = numbers(collisionEvent(0, 1, a, { ...b, x: 130 }, result), 'rotate');
    expect(x1).toBe('x1′ = (−70.000) × (−0.814) + 50.000 × 0.581 = 86.023');
  });

  it('solve: the elastic formula with m0 = 2, m1 = 1, v0 ≈ 4.417, v1 ≈ −1.860', () => {
    // vxTotal = 4.417 + 1.860 ≈ 6.277; v0″ = (4.4174 − 2 · 1.8600) / 3 ≈ 0.232495, shown 0.232;
    // v1″ = (1.8600 + 4 · 4.4174) / 3 ≈ 6.510
    expect(said(c, 'solve')).toEqual([
      { formula: 'vxTotal = vx0′ − vx1′', numbers: 'vxTotal = 4.417 − (−1.860) = 6.277' },
      {
        formula: 'vx0″ = ((m0 − m1) × vx0′ + 2 × m1 × vx1′) ÷ (m0 + m1)',
        numbers: 'vx0″ = ((2.000 − 1.000) × 4.417 + 2 × 1.000 × (−1.860)) ÷ (2.000 + 1.000) = 0.232',
      },
      {
        formula: 'vx1″ = ((m1 − m0) × vx1′ + 2 × m0 × vx0′) ÷ (m0 + m1)',
        numbers: 'vx1″ = ((1.000 − 2.000) × (−1.860) + 2 × 2.000 × 4.417) ÷ (2.000 + 1.000) = 6.510',
      },
    ]);
  });

  it('separate (naive): overlap = 90 − 86.023 ≈ 3.977; each ball moves by its new velocity', () => {
    expect(numbers(c, 'separate')).toEqual([
      'overlap = 50.000 + 40.000 − |86.023 − 0.000| = 3.977',
      'x0″ = 0.000 + 0.232 = 0.232',
      'x1″ = 86.023 + 6.510 = 92.533',
    ]);
  });

  it('separate (robust): the lighter ball moves further, x1″ = 86.023 + 3.977 · 2/3 ≈ 88.674', () => {
    expect(numbers(inspection({ separation: 'robust' }), 'separate').slice(1)).toEqual([
      'x0″ = 0.000 − (1.000) ÷ (2.000 + 1.000) × 3.977 = −1.326',
      'x1″ = 86.023 + (2.000) ÷ (2.000 + 1.000) × 3.977 = 88.674',
    ]);
  });

  it('rotate back: x0 ← 200 + 0.2325 cos θ − 0 · sin θ ≈ 200.189, vx0 ← 0.2325 cos θ + 0.6975 sin θ ≈ 0.595', () => {
    const lines = numbers(c, 'rotate-back');
    expect(lines[0]).toBe('x0 ← 200.000 + 0.232 × 0.814 − 0.000 × 0.581 = 200.189');
    expect(lines[2]).toBe('vx0 ← 0.232 × 0.814 − (−0.697) × 0.581 = 0.595');
  });

  it('totals: momentum (2·4 − 3, 2·2 + 1) = (5, 5) and energy ½·2·20 + ½·1·10 = 25 before', () => {
    const [px, py, energy] = numbers(c, 'totals');
    expect(px).toBe('px = 2.000 × 4.000 + 1.000 × (−3.000) = 5.000');
    expect(py).toBe('py = 2.000 × 2.000 + 1.000 × 1.000 = 5.000');
    expect(energy).toBe(
      'Ek = (1) ÷ (2) × 2.000 × (4.000² + 2.000²) + (1) ÷ (2) × 1.000 × ((−3.000)² + 1.000²) = 25.000',
    );
  });

  it('with restitution: the centre-of-mass form, e in it', () => {
    const lines = said(inspection({ restitution: 0.5 }), 'solve').map((e) => e.formula);
    expect(lines[1]).toBe('vx0″ = (m0 × vx0′ + m1 × vx1′ − e × m1 × vxTotal) ÷ (m0 + m1)');
  });
});

describe('one source for every number', () => {
  it('each result in the equations is the value its table shows, digit for digit', () => {
    const c = inspection();
    const rows = (stage: Stage) =>
      stageRows(c, stage, en.inspector.row, 'yes', 'no')
        .map(([, v]) => v)
        .join(' | ');
    expect(rows('solve')).toContain('0.232');
    expect(rows('solve')).toContain('6.510');
    expect(rows('totals')).toContain('5.000, 5.000');
    expect(rows('totals')).toContain('25.000');
  });

  it('exact contact: the moment of contact and where the balls would end the frame unbounced', () => {
    // radius 2, 60 apart, closing at 100 a frame: contact at t = 0.56 at x = 128 and 132; unbounced
    // they would be at 128 + 50 · 0.44 = 150 and 132 − 50 · 0.44 = 110
    const world = exactWorld(400, 100, [
      { x: 100, y: 50, vx: 50, vy: 0, radius: 2, mass: 1 },
      { x: 160, y: 50, vx: -50, vy: 0, radius: 2, mass: 1 },
    ]);
    const [event] = world.step().collisions;
    if (!event) throw new Error('they must meet');
    const lines = numbers(event, 'contact');
    expect(lines).toEqual([
      't = 0.560',
      'P0(1) = (128.000, 50.000) + (50.000, 0.000) × (1 − 0.560) = (150.000, 50.000)',
      'P1(1) = (132.000, 50.000) + (−50.000, 0.000) × (1 − 0.560) = (110.000, 50.000)',
    ]);
    // the separate stage moves nothing: the balls only touch
    expect(numbers(event, 'separate').slice(1)).toEqual(['x0″ = 0.000', 'x1″ = 4.000']);
  });
});

describe('the angle method’s own equations', () => {
  it('rotate: speed and direction of each vector, then speed·cos(direction − θ) with a negative θ bracketed', () => {
    // b − a = (70, 50): θ = atan2(50, 70) ≈ 0.620; a's velocity (4, 2): speed √20 ≈ 4.472, direction ≈ 0.464
    const lines = numbers(inspection({ method: 'angle' }), 'rotate');
    expect(lines.slice(0, 2)).toEqual([
      'speed1 = √(70.000² + 50.000²) = 86.023',
      'direction1 = atan2(50.000, 70.000) = 0.620',
    ]);
    expect(lines[4]).toBe('speed0 = √(4.000² + 2.000²) = 4.472');
    expect(lines[6]).toBe('vx0′ = 4.472 × cos(0.464 − 0.620) = 4.417');
    const flipped = collide(b, a, { method: 'angle' }); // θ ≈ −2.521: bracketed after the minus
    if (!flipped) throw new Error('the start must collide');
    const back = numbers(collisionEvent(0, 1, b, a, flipped), 'rotate');
    expect(back[2]).toMatch(/cos\(\S+ − \(−2\.521\)\)/);
  });
});
