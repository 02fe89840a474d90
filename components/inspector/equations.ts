// The equations of each stage: the formula, and the same formula with this collision's numbers put
// in, ending in the result the physics computed (read from the trace, never worked out here). The
// subscripts are the balls' own numbers in their world (0 and 1 in lesson 4).
import type { CollisionTrace } from '@/physics';
import { angleMethodAngle, angleMethodBack, angleMethodRotate } from './angleEquations';
import { contactEquations, restEquations } from './contactEquations';
import { separateEquations, solveEquations } from './lineEquations';
import {
  call,
  type Equation,
  type Expr,
  equation,
  frac,
  int,
  join,
  name,
  num,
  op,
  paren,
  row,
  sqrt,
  square,
  term,
  times,
} from './math';
import type { Inspection, Stage } from './stages';

const sin = name('sin θ');
const cos = name('cos θ');

export function stageEquations(c: Inspection, stage: Stage): Equation[] {
  const [s0, s1] = [String(c.i), String(c.j)];
  const { a, b } = c.balls;
  const t: CollisionTrace = c.trace;
  switch (stage) {
    case 'contact':
      return contactEquations(c, s0, s1);
    case 'detect': {
      const { dx, dy, dist, radiiSum } = t.detect;
      return [
        equation(
          name('dx'),
          join('-', name('x', s1), name('x', s0)),
          join('-', num(b.x), term(a.x)),
          num(dx),
        ),
        equation(
          name('dy'),
          join('-', name('y', s1), name('y', s0)),
          join('-', num(b.y), term(a.y)),
          num(dy),
        ),
        equation(
          name('dist'),
          sqrt(join('+', square(name('dx')), square(name('dy')))),
          sqrt(join('+', square(term(dx)), square(term(dy)))),
          num(dist),
        ),
        {
          symbolic: row(name('dist'), op('<'), join('+', name('r', s0), name('r', s1))),
          substituted: row(
            num(dist),
            op('<'),
            join('+', num(a.radius), num(b.radius)),
            op('='),
            num(radiiSum),
          ),
        },
      ];
    }
    case 'angle': {
      const { angle, sin: sv, cos: cv } = t.angle;
      const { dx, dy, dist } = t.detect;
      if (t.angle.tangent) return angleMethodAngle(t, t.angle.tangent);
      if (t.method === 'projection') {
        return [
          equation(cos, frac(name('dx'), name('dist')), frac(num(dx), num(dist)), num(cv)),
          equation(sin, frac(name('dy'), name('dist')), frac(num(dy), num(dist)), num(sv)),
        ];
      }
      return [
        equation(
          name('θ'),
          call('atan2', name('dy'), name('dx')),
          call('atan2', num(dy), num(dx)),
          num(angle),
        ),
        equation(sin, call('sin', name('θ')), call('sin', num(angle)), num(sv)),
        equation(cos, call('cos', name('θ')), call('cos', num(angle)), num(cv)),
      ];
    }
    case 'rotate': {
      const { dx, dy } = t.detect;
      const { sin: sv, cos: cv } = t.angle;
      const { pos1, vel0, vel1, polar } = t.rotate;
      if (polar) return angleMethodRotate(c, s0, s1, polar);
      // onto the line: x′ = x cos θ + y sin θ, y′ = y cos θ − x sin θ
      const onto = (
        lhsX: Expr,
        lhsY: Expr,
        x: Expr,
        y: Expr,
        xv: number,
        yv: number,
        out: { x: number; y: number },
      ) => [
        equation(
          lhsX,
          join('+', times(x, cos), times(y, sin)),
          join('+', times(term(xv), term(cv)), times(term(yv), term(sv))),
          num(out.x),
        ),
        equation(
          lhsY,
          join('-', times(y, cos), times(x, sin)),
          join('-', times(term(yv), term(cv)), times(term(xv), term(sv))),
          num(out.y),
        ),
      ];
      return [
        ...onto(name('x', s1, 1), name('y', s1, 1), name('dx'), name('dy'), dx, dy, pos1),
        ...onto(name('vx', s0, 1), name('vy', s0, 1), name('vx', s0), name('vy', s0), a.vx, a.vy, vel0),
        ...onto(name('vx', s1, 1), name('vy', s1, 1), name('vx', s1), name('vy', s1), b.vx, b.vy, vel1),
      ];
    }
    case 'solve':
      return solveEquations(c, s0, s1);
    case 'separate':
      return separateEquations(c, s0, s1);
    case 'rotate-back':
      return rotateBackEquations(c, s0, s1);
    case 'rest':
      return restEquations(c, s0, s1);
    case 'totals':
      return totalsEquations(c, s0, s1);
  }
}

function rotateBackEquations(c: Inspection, s0: string, s1: string): Equation[] {
  const { a } = c.balls;
  const t = c.trace;
  if (t.angle.tangent) return angleMethodBack(c, s0, s1, t.angle.tangent);
  const { sin: sv, cos: cv } = t.angle;
  const ends = t.rotateBack;
  // back from the line: x = x′ cos θ − y′ sin θ, y = y′ cos θ + x′ sin θ, positions from ball a's old place
  const back = (
    s: string,
    kind: 'pos' | 'vel',
    along: number,
    across: number,
    out: { x: number; y: number },
  ) => {
    const [xl, yl] = kind === 'pos' ? ['x', 'y'] : ['vx', 'vy'];
    const [ax, ay] = kind === 'pos' ? [name('x', s0), name('y', s0)] : [null, null];
    const [axN, ayN] = kind === 'pos' ? [num(a.x), num(a.y)] : [null, null];
    const xp = name(xl, s, 2);
    const yp = name(yl, s, kind === 'pos' ? 1 : 2);
    const plus = (start: Expr | null, rest: Expr) => (start ? join('+', start, rest) : rest);
    return [
      equation(
        name(xl, s),
        plus(ax, join('-', times(xp, cos), times(yp, sin))),
        plus(axN, join('-', times(term(along), term(cv)), times(term(across), term(sv)))),
        num(out.x),
        '←',
      ),
      equation(
        name(yl, s),
        plus(ay, join('+', times(yp, cos), times(xp, sin))),
        plus(ayN, join('+', times(term(across), term(cv)), times(term(along), term(sv)))),
        num(out.y),
        '←',
      ),
    ];
  };
  return [
    ...back(s0, 'pos', t.separate.pos0.x, t.separate.pos0.y, ends.a),
    ...back(s0, 'vel', t.solve.vel0.x, t.solve.vel0.y, { x: ends.a.vx, y: ends.a.vy }),
    ...back(s1, 'pos', t.separate.pos1.x, t.separate.pos1.y, ends.b),
    ...back(s1, 'vel', t.solve.vel1.x, t.solve.vel1.y, { x: ends.b.vx, y: ends.b.vy }),
  ];
}

function totalsEquations(c: Inspection, s0: string, s1: string): Equation[] {
  const [m0, m1] = [name('m', s0), name('m', s1)];
  const half = frac(int('1'), int('2'));
  const totals = (
    when: 'before' | 'after',
    a: { vx: number; vy: number; mass: number },
    b: { vx: number; vy: number; mass: number },
    sums: Inspection['before'],
  ): Equation[] => {
    const component = (axis: 'x' | 'y', result: number) =>
      equation(
        name('p', axis),
        join('+', times(m0, name(`v${axis}`, s0)), times(m1, name(`v${axis}`, s1))),
        join('+', times(num(a.mass), term(a[`v${axis}`])), times(num(b.mass), term(b[`v${axis}`]))),
        num(result),
      );
    const speed2 = (s: string) => paren(join('+', square(name('vx', s)), square(name('vy', s))));
    const speed2N = (v: { vx: number; vy: number }) =>
      paren(join('+', square(term(v.vx)), square(term(v.vy))));
    const energy = equation(
      name('E', 'k'),
      join('+', times(half, m0, speed2(s0)), times(half, m1, speed2(s1))),
      join('+', times(half, num(a.mass), speed2N(a)), times(half, num(b.mass), speed2N(b))),
      num(sums.kineticEnergy),
    );
    return [component('x', sums.momentum.x), component('y', sums.momentum.y), energy].map((e) => ({
      ...e,
      when,
    }));
  };
  return [
    ...totals('before', c.balls.a, c.balls.b, c.before),
    ...totals('after', c.trace.rotateBack.a, c.trace.rotateBack.b, c.after),
  ];
}
