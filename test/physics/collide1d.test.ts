// One-axis formulas: hand-computed cases from the chapter, then properties over the accepted range.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { elastic1D, elastic1DShortcut, restitution1D } from '@/physics';
import { close, mass, RUNS, velocity } from './support/arbitraries';
import { sameBits } from './support/sameBits';

describe('elastic1D and the shortcut, by hand', () => {
  it('masses 2 and 1 at 5 and -5 (the 1D demo)', () => {
    // v0' = ((2 - 1)·5 + 2·1·(-5)) / 3 = (5 - 10) / 3 = -5/3
    // v1' = ((1 - 2)·(-5) + 2·2·5) / 3 = (5 + 20) / 3 = 25/3
    for (const formula of [elastic1D, elastic1DShortcut]) {
      const [v0, v1] = formula(2, 5, 1, -5);
      expect(v0).toBeCloseTo(-5 / 3, 14);
      expect(v1).toBeCloseTo(25 / 3, 14);
    }
    // shortcut: vxTotal = 5 - (-5) = 10, v1' = 10 + (-5/3) = 25/3: the same; and with the balls swapped
    const [v0, v1] = elastic1DShortcut(1, -5, 2, 5);
    expect(v0).toBeCloseTo(25 / 3, 14);
    expect(v1).toBeCloseTo(-5 / 3, 14);
  });

  it('equal masses swap their velocities exactly', () => {
    // ((3 - 3)·4 + 2·3·(-1)) / 6 = -1 and ((3 - 3)·(-1) + 2·3·4) / 6 = 4
    expect(elastic1D(3, 4, 3, -1)).toEqual([-1, 4]);
    expect(elastic1DShortcut(3, 4, 3, -1)).toEqual([-1, 4]);
  });

  it('the shortcut keeps the tiny velocity a very heavy ball picks up', () => {
    // v1' = 2·m0·v0 / (m0 + m1) = 2·1e-9·1 / (1e9 + 1e-9) ≈ 2e-18. Taken as vxTotal + v0' (1 + (-1))
    // it would round to 0 and the momentum 1e-9 → -1e-9 would not be conserved.
    const [v0, v1] = elastic1DShortcut(1e-9, 1, 1e9, 0);
    expect(v0).toBeCloseTo(-1, 15);
    expect(v1 / 2e-18).toBeCloseTo(1, 12);
  });
});

describe('restitution1D, by hand', () => {
  it('e = 0: both leave with the common velocity (2·5 + 1·(-5)) / 3 = 5/3', () => {
    const [v0, v1] = restitution1D(2, 5, 1, -5, 0);
    expect(v0).toBeCloseTo(5 / 3, 14);
    expect(v1).toBe(v0);
  });

  it('e = 0.5: the relative velocity 10 comes back as -5', () => {
    // v0' = 5/3 - 0.5·10·(1/3) = 0 and v1' = 5/3 + 0.5·10·(2/3) = 5
    const [v0, v1] = restitution1D(2, 5, 1, -5, 0.5);
    expect(v0).toBeCloseTo(0, 14);
    expect(v1).toBeCloseTo(5, 14);
  });
});

describe('one-axis properties', () => {
  const scale = (v0: number, v1: number) => Math.max(Math.abs(v0), Math.abs(v1));

  it('elastic1D and elastic1DShortcut agree to 1e-12 relative', () => {
    fc.assert(
      fc.property(mass, velocity, mass, velocity, (m0, v0, m1, v1) => {
        const [a0, a1] = elastic1D(m0, v0, m1, v1);
        const [b0, b1] = elastic1DShortcut(m0, v0, m1, v1);
        return close(a0, b0, 1e-12, scale(v0, v1)) && close(a1, b1, 1e-12, scale(v0, v1));
      }),
      RUNS,
    );
  });

  it('restitution1D with e = 1 returns exactly what the shortcut returns', () => {
    fc.assert(
      fc.property(mass, velocity, mass, velocity, (m0, v0, m1, v1) => {
        const [a0, a1] = restitution1D(m0, v0, m1, v1, 1);
        const [b0, b1] = elastic1DShortcut(m0, v0, m1, v1);
        return sameBits([a0, a1], [b0, b1]);
      }),
      RUNS,
    );
  });

  it('any e in [0, 1] conserves momentum and never adds kinetic energy', () => {
    fc.assert(
      fc.property(
        mass,
        velocity,
        mass,
        velocity,
        fc.double({ min: 0, max: 1, noNaN: true }),
        (m0, v0, m1, v1, e) => {
          const [f0, f1] = restitution1D(m0, v0, m1, v1, e);
          const pScale = m0 * Math.abs(v0) + m1 * Math.abs(v1);
          const before = 0.5 * m0 * v0 * v0 + 0.5 * m1 * v1 * v1;
          const after = 0.5 * m0 * f0 * f0 + 0.5 * m1 * f1 * f1;
          const finite = [f0, f1].every(Number.isFinite);
          return (
            finite &&
            close(m0 * f0 + m1 * f1, m0 * v0 + m1 * v1, 1e-9, pScale) &&
            after <= before * (1 + 1e-9) + 1e-300
          );
        },
      ),
      RUNS,
    );
  });

  it('e = 0 leaves both balls with one velocity', () => {
    fc.assert(
      fc.property(mass, velocity, mass, velocity, (m0, v0, m1, v1) => {
        const [f0, f1] = restitution1D(m0, v0, m1, v1, 0);
        return Object.is(f0, f1) || f0 === f1;
      }),
      RUNS,
    );
  });
});
