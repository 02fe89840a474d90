// fast-check generators that cover the whole range the physics core accepts (see LIMITS): tiny and
// huge masses and radii, zero and subnormal velocities, coincident and nearly coincident centres.
import fc from 'fast-check';
import { type Ball, LIMITS, METHODS, SEPARATIONS } from '@/physics';

/** Any of the three ways to resolve a pair, and any separation. */
export const anyMethod = fc.constantFrom(...METHODS);
export const anySeparation = fc.constantFrom(...SEPARATIONS);

/** Log-uniform in [min, max] with the ends themselves and a few plain values mixed in. */
export function wide(min: number, max: number): fc.Arbitrary<number> {
  const log = fc
    .double({ min: Math.log10(min), max: Math.log10(max), noNaN: true })
    .map((e) => Math.min(max, Math.max(min, 10 ** e)));
  return fc.oneof(log, fc.constantFrom(min, max, 1), fc.double({ min, max, noNaN: true }));
}

export const mass = wide(LIMITS.mass.min, LIMITS.mass.max);
export const radius = wide(LIMITS.radius.min, LIMITS.radius.max);

/** One velocity component: zero, subnormal, small, ordinary or at the limit, either sign. */
export const velocity = fc.oneof(
  fc.constantFrom(0, -0, 5e-324, LIMITS.velocity.max, LIMITS.velocity.min),
  fc.double({ min: LIMITS.velocity.min, max: LIMITS.velocity.max, noNaN: true }),
  fc.tuple(wide(1e-300, LIMITS.velocity.max), fc.boolean()).map(([v, negative]) => (negative ? -v : v)),
);

/** Where ball a sits: anywhere that leaves room for b within the position limit. */
const margin = 2 * LIMITS.radius.max;
const coordinate = fc.oneof(
  { weight: 4, arbitrary: fc.double({ min: -1000, max: 1000, noNaN: true }) },
  { weight: 1, arbitrary: fc.integer({ min: -1000, max: 1000 }) },
  { weight: 1, arbitrary: fc.constantFrom(LIMITS.position.max - margin, LIMITS.position.min + margin) },
  {
    weight: 1,
    arbitrary: fc.double({
      min: LIMITS.position.min + margin,
      max: LIMITS.position.max - margin,
      noNaN: true,
    }),
  },
);

const ballAt = (x: number, y: number, vx: number, vy: number, r: number, m: number): Ball => ({
  x,
  y,
  vx,
  vy,
  radius: r,
  mass: m,
});

/** Evenly spread in [min, max) (fc.double favours the ends and tiny values, too much so here). */
const uniform = (min: number, max: number) =>
  fc.integer({ min: 0, max: 2 ** 30 - 1 }).map((k) => min + (k / 2 ** 30) * (max - min));

/** How far b is from a, as a fraction of the sum of the radii (below 1 they touch). */
const spacing = fc.oneof(
  { weight: 1, arbitrary: fc.constant(0) }, // coincident centres
  { weight: 1, arbitrary: wide(1e-300, 1e-6) }, // nearly coincident
  { weight: 4, arbitrary: uniform(0, 1) },
  { weight: 2, arbitrary: uniform(0.9, 1.1) }, // around touching, both sides
);

/** A pair of balls placed close enough that they usually touch (always when spacing < 1 survives rounding). */
export const pair = fc
  .record({
    x: coordinate,
    y: coordinate,
    spacing,
    direction: fc.double({ min: -Math.PI, max: Math.PI, noNaN: true }),
    velocities: fc.tuple(velocity, velocity, velocity, velocity),
    radii: fc.tuple(radius, radius),
    masses: fc.tuple(mass, mass),
  })
  .map(
    ({
      x,
      y,
      spacing: s,
      direction,
      velocities: [vx0, vy0, vx1, vy1],
      radii: [r0, r1],
      masses: [m0, m1],
    }) => {
      const d = s * (r0 + r1);
      const { min, max } = LIMITS.position;
      const inside = (p: number) => Math.min(max, Math.max(min, p));
      return {
        a: ballAt(x, y, vx0, vy0, r0, m0),
        b: ballAt(inside(x + d * Math.cos(direction)), inside(y + d * Math.sin(direction)), vx1, vy1, r1, m1),
      };
    },
  );

/** Every number inside a value (objects and arrays walked), for finiteness checks. */
export function numbersIn(value: unknown): number[] {
  if (typeof value === 'number') return [value];
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap(numbersIn);
}

/** |actual - expected| within a relative tolerance of a scale, plus a floor for subnormal results. */
export function close(actual: number, expected: number, relative: number, scale: number): boolean {
  return Math.abs(actual - expected) <= relative * scale + 1e-300;
}

export const RUNS = { numRuns: 10_000 };
