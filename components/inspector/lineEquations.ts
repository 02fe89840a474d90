// The equations of the two stages on the line of centres: the one-axis solve (elastic, with
// restitution, or no bounce at all) and the four separations, each with this collision's numbers.
import {
  abs,
  type Equation,
  type Expr,
  equation,
  frac,
  int,
  join,
  name,
  num,
  paren,
  term,
  times,
} from './math';
import type { Inspection } from './stages';

export function solveEquations(c: Inspection, s0: string, s1: string): Equation[] {
  const { a, b } = c.balls;
  const t = c.trace;
  const [v0, v1] = [t.rotate.vel0.x, t.rotate.vel1.x];
  const [m0, m1] = [name('m', s0), name('m', s1)];
  const [u0, u1] = [name('vx', s0, 1), name('vx', s1, 1)];
  const [w0, w1] = [name('vx', s0, 2), name('vx', s1, 2)];
  if (t.stick) return stickEquations(c, s0, s1);
  const total = equation(
    name('vxTotal'),
    join('-', u0, u1),
    join('-', num(v0), term(v1)),
    num(t.solve.vxTotal),
  );
  if (t.separation === 'robust' && !t.solve.approaching && !c.contact) {
    return [total, equation(w0, u0, null, num(t.solve.vel0.x)), equation(w1, u1, null, num(t.solve.vel1.x))];
  }
  const massSum = join('+', m0, m1);
  const massSumN = join('+', num(a.mass), num(b.mass));
  if (t.restitution === 1) {
    // the elastic formula of lesson 2, for each ball
    const elastic = (mi: Expr, mj: Expr, ui: Expr, uj: Expr) =>
      frac(join('+', times(paren(join('-', mi, mj)), ui), times(int('2'), mj, uj)), massSum);
    const elasticN = (mi: number, mj: number, ui: number, uj: number) =>
      frac(
        join('+', times(paren(join('-', num(mi), num(mj))), term(ui)), times(int('2'), num(mj), term(uj))),
        massSumN,
      );
    return [
      total,
      equation(w0, elastic(m0, m1, u0, u1), elasticN(a.mass, b.mass, v0, v1), num(t.solve.vel0.x)),
      equation(w1, elastic(m1, m0, u1, u0), elasticN(b.mass, a.mass, v1, v0), num(t.solve.vel1.x)),
    ];
  }
  // with restitution e: the centre of mass keeps its velocity, the relative velocity is reversed and scaled by e
  const e = name('e');
  const momentum = join('+', times(m0, u0), times(m1, u1));
  const momentumN = join('+', times(num(a.mass), term(v0)), times(num(b.mass), term(v1)));
  const eN = num(t.restitution);
  const vt = num(t.solve.vxTotal);
  return [
    total,
    equation(
      w0,
      frac(join('-', momentum, times(e, m1, name('vxTotal'))), massSum),
      frac(join('-', momentumN, times(eN, num(b.mass), term(t.solve.vxTotal))), massSumN),
      num(t.solve.vel0.x),
    ),
    equation(
      w1,
      frac(join('+', momentum, times(e, m0, name('vxTotal'))), massSum),
      frac(
        join(
          '+',
          momentumN,
          times(eN, num(a.mass), vt.kind === 'num' && t.solve.vxTotal < 0 ? paren(vt) : vt),
        ),
        massSumN,
      ),
      num(t.solve.vel1.x),
    ),
  ];
}

export function separateEquations(c: Inspection, s0: string, s1: string): Equation[] {
  const { a, b } = c.balls;
  const t = c.trace;
  const [p0, p1] = [t.rotate.pos0.x, t.rotate.pos1.x];
  const [x0, x1] = [name('x', s0, 1), name('x', s1, 1)];
  const [n0, n1] = [name('x', s0, 2), name('x', s1, 2)];
  const [r0, r1] = [name('r', s0), name('r', s1)];
  const overlap = name('overlap');
  const out = t.separate;
  const found = equation(
    overlap,
    join('-', join('+', r0, r1), abs(join('-', x1, x0))),
    join('-', join('+', num(a.radius), num(b.radius)), abs(join('-', num(p1), term(p0)))),
    num(t.detect.overlap),
  );
  if (c.contact || t.stick) {
    // exact contact: the balls only touch, so nothing is undone; stick: the pair keeps its overlap
    return [found, equation(n0, x0, null, num(out.pos0.x)), equation(n1, x1, null, num(out.pos1.x))];
  }
  const [w0, w1] = [name('vx', s0, 2), name('vx', s1, 2)];
  const [u0, u1] = [t.solve.vel0.x, t.solve.vel1.x];
  const ov = term(t.detect.overlap);
  /** x″ = x′ ± share · overlap */
  const moved = (lhs: Expr, x: Expr, xv: number, sign: string, share: Expr, shareN: Expr, result: number) =>
    equation(lhs, join(sign, x, times(share, overlap)), join(sign, num(xv), times(shareN, ov)), num(result));
  /** Each ball moves by its share of the overlap: ball 0 back by k0 / sum, ball 1 on by k1 / sum. */
  const split = (k0: Expr, v0: number, k1: Expr, v1: number, sum: Expr, sumN: Expr) => [
    moved(n0, x0, p0, '-', frac(k0, sum), frac(num(v0), sumN), out.pos0.x),
    moved(n1, x1, p1, '+', frac(k1, sum), frac(num(v1), sumN), out.pos1.x),
  ];
  switch (t.separation) {
    case 'naive':
      return [
        found,
        equation(n0, join('+', x0, w0), join('+', num(p0), term(u0)), num(out.pos0.x)),
        equation(n1, join('+', x1, w1), join('+', num(p1), term(u1)), num(out.pos1.x)),
      ];
    case 'overlap': {
      const absV = join('+', abs(w0), abs(w1));
      const absN = join('+', abs(num(u0)), abs(num(u1)));
      if (Math.abs(u0) + Math.abs(u1) === 0) {
        const half = frac(int('1'), int('2'));
        return [
          found,
          moved(n0, x0, p0, '-', half, half, out.pos0.x),
          moved(n1, x1, p1, '+', half, half, out.pos1.x),
        ];
      }
      return [
        found,
        moved(n0, x0, p0, '+', frac(w0, absV), frac(num(u0), absN), out.pos0.x),
        moved(n1, x1, p1, '+', frac(w1, absV), frac(num(u1), absN), out.pos1.x),
      ];
    }
    case 'radius':
      return [
        found,
        ...split(r0, a.radius, r1, b.radius, join('+', r0, r1), join('+', num(a.radius), num(b.radius))),
      ];
    case 'robust': {
      const [m0, m1] = [name('m', s0), name('m', s1)];
      return [
        found,
        ...split(m1, b.mass, m0, a.mass, join('+', m0, m1), join('+', num(a.mass), num(b.mass))),
      ];
    }
  }
}

/** Stick: both balls take the centre of mass velocity, each component on the line frame. */
function stickEquations(c: Inspection, s0: string, s1: string): Equation[] {
  const { a, b } = c.balls;
  const t = c.trace;
  const [m0, m1] = [name('m', s0), name('m', s1)];
  const massSum = join('+', m0, m1);
  const massSumN = join('+', num(a.mass), num(b.mass));
  const common = (axis: 'vx' | 'vy', before0: number, before1: number, result: number) =>
    equation(
      join('=', name(axis, s0, 2), name(axis, s1, 2)),
      frac(join('+', times(m0, name(axis, s0, 1)), times(m1, name(axis, s1, 1))), massSum),
      frac(join('+', times(num(a.mass), term(before0)), times(num(b.mass), term(before1))), massSumN),
      num(result),
    );
  return [
    common('vx', t.rotate.vel0.x, t.rotate.vel1.x, t.solve.vel0.x),
    common('vy', t.rotate.vel0.y, t.rotate.vel1.y, t.solve.vel0.y),
  ];
}
