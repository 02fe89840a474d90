// The equations of each stage: the formula, and the same formula with this collision's numbers put
// in, ending in the result the physics computed (read from the trace, never worked out here). The
// subscripts are the balls' own numbers in their world (0 and 1 in lesson 4).
import type { CollisionTrace } from '@/physics';
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
  pair,
  paren,
  row,
  sqrt,
  square,
  term,
  times,
} from './math';
import { keptVelocity } from './stageClaims';
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

function contactEquations(c: Inspection, s0: string, s1: string): Equation[] {
  const moment = c.contact;
  if (!moment) return [];
  const at = (n: string, time: Expr) => row(name('P', n), paren(time));
  const oneMinus = (time: Expr) => paren(join('-', int('1'), time));
  const ball = (
    n: string,
    p: { x: number; y: number; vx: number; vy: number },
    end: { x: number; y: number },
  ) =>
    equation(
      at(n, int('1')),
      join('+', at(n, name('t')), times(name('v', n), oneMinus(name('t')))),
      join('+', pair(p.x, p.y), times(pair(p.vx, p.vy), oneMinus(num(moment.time)))),
      pair(end.x, end.y),
    );
  return [
    { symbolic: row(name('t')), substituted: row(name('t'), op('='), num(moment.time)) },
    ball(s0, c.balls.a, moment.unbounced.a),
    ball(s1, c.balls.b, moment.unbounced.b),
  ];
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

/** θ + π/2: the tangent's direction, as the angle method writes it. */
const quarterOn = (theta: Expr) => join('+', theta, int('π/2'));

/** The angle method's angle: θ, and the tangent's direction its rotate back adds along. */
function angleMethodAngle(t: CollisionTrace, tangent: { x: number; y: number }): Equation[] {
  const { dx, dy } = t.detect;
  const angle = num(t.angle.angle);
  const direction = (fn: string, result: number): Equation => ({
    symbolic: call(fn, quarterOn(name('θ'))),
    substituted: row(call(fn, quarterOn(angle)), op('='), num(result)),
  });
  return [
    equation(name('θ'), call('atan2', name('dy'), name('dx')), call('atan2', num(dy), num(dx)), angle),
    direction('cos', tangent.x),
    direction('sin', tangent.y),
  ];
}

type Polars = NonNullable<CollisionTrace['rotate']['polar']>;

/**
 * The angle method's rotate: each vector as a speed and a direction, then its parts along the line and
 * across it, speed·cos(direction − θ) and speed·sin(direction − θ).
 */
function angleMethodRotate(c: Inspection, s0: string, s1: string, polar: Polars): Equation[] {
  const { a, b } = c.balls;
  const t = c.trace;
  const theta = term(t.angle.angle); // after a minus sign: bracketed when negative
  const turned = (
    sub: string,
    [xName, yName]: [string, string],
    [x, y]: [number, number],
    p: Polars['pos1'],
    out: { x: number; y: number },
  ): Equation[] => {
    const [speed, direction] = [name('speed', sub), name('direction', sub)];
    const along = (fn: string, v: number) =>
      equation(
        name(fn === 'cos' ? xName : yName, sub, 1),
        times(speed, call(fn, join('-', direction, name('θ')))),
        times(num(p.speed), call(fn, join('-', num(p.direction), theta))),
        num(v),
      );
    const [X, Y] = [
      name(xName === 'x' ? 'dx' : xName, xName === 'x' ? undefined : sub),
      name(yName === 'y' ? 'dy' : yName, yName === 'y' ? undefined : sub),
    ];
    return [
      equation(
        speed,
        sqrt(join('+', square(X), square(Y))),
        sqrt(join('+', square(term(x)), square(term(y)))),
        num(p.speed),
      ),
      equation(direction, call('atan2', Y, X), call('atan2', num(y), num(x)), num(p.direction)),
      along('cos', out.x),
      along('sin', out.y),
    ];
  };
  return [
    ...turned(s1, ['x', 'y'], [t.detect.dx, t.detect.dy], polar.pos1, t.rotate.pos1),
    ...turned(s0, ['vx', 'vy'], [a.vx, a.vy], polar.vel0, t.rotate.vel0),
    ...turned(s1, ['vx', 'vy'], [b.vx, b.vy], polar.vel1, t.rotate.vel1),
  ];
}

/** The angle method's rotate back: along θ and along the tangent θ + π/2, positions from ball a's old place. */
function angleMethodBack(
  c: Inspection,
  s0: string,
  s1: string,
  tangent: { x: number; y: number },
): Equation[] {
  const { a } = c.balls;
  const t = c.trace;
  const ends = t.rotateBack;
  const { sin: sv, cos: cv } = t.angle;
  const fromLine = (
    s: string,
    kind: 'pos' | 'vel',
    along: number,
    across: number,
    out: { x: number; y: number },
  ): Equation[] => {
    const [xl, yl] = kind === 'pos' ? ['x', 'y'] : ['vx', 'vy'];
    const xp = name(xl, s, 2);
    const yp = name(yl, s, kind === 'pos' ? 1 : 2);
    const axis = (
      fn: 'cos' | 'sin',
      start: Expr | null,
      startN: Expr | null,
      trig: number,
      quarter: number,
      result: number,
    ) => {
      const formula = join('+', times(call(fn, name('θ')), xp), times(call(fn, quarterOn(name('θ'))), yp));
      const numbers = join('+', times(term(trig), term(along)), times(term(quarter), term(across)));
      return equation(
        name(fn === 'cos' ? xl : yl, s),
        start ? join('+', start, formula) : formula,
        startN ? join('+', startN, numbers) : numbers,
        num(result),
        '←',
      );
    };
    const pos = kind === 'pos';
    return [
      axis('cos', pos ? name('x', s0) : null, pos ? num(a.x) : null, cv, tangent.x, out.x),
      axis('sin', pos ? name('y', s0) : null, pos ? num(a.y) : null, sv, tangent.y, out.y),
    ];
  };
  return [
    ...fromLine(s0, 'pos', t.separate.pos0.x, t.separate.pos0.y, ends.a),
    ...fromLine(s0, 'vel', t.solve.vel0.x, t.solve.vel0.y, { x: ends.a.vx, y: ends.a.vy }),
    ...fromLine(s1, 'pos', t.separate.pos1.x, t.separate.pos1.y, ends.b),
    ...fromLine(s1, 'vel', t.solve.vel1.x, t.solve.vel1.y, { x: ends.b.vx, y: ends.b.vy }),
  ];
}

/**
 * Exact contact's rest of the frame: a ball that kept its new velocity is where that velocity took it,
 * P(end) = P(t) + v″·(end − t); one that changed course again is where the world shows it.
 */
function restEquations(c: Inspection, s0: string, s1: string): Equation[] {
  const moment = c.contact;
  if (!moment) return [];
  const { rest } = moment;
  const endT = rest.time === 1 ? int('1') : num(rest.time);
  const at = (n: string, time: Expr) => row(name('P', n), paren(time));
  const ball = (
    n: string,
    p: { x: number; y: number },
    v: { vx: number; vy: number },
    end: { x: number; y: number; vx: number; vy: number },
  ): Equation =>
    keptVelocity(v, end)
      ? equation(
          at(n, endT),
          join('+', at(n, name('t')), times(name('v', n, 2), paren(join('-', endT, name('t'))))),
          join('+', pair(p.x, p.y), times(pair(v.vx, v.vy), paren(join('-', endT, num(moment.time))))),
          pair(end.x, end.y),
        )
      : { symbolic: at(n, endT), substituted: row(at(n, endT), op('='), pair(end.x, end.y)) };
  return [
    ball(s0, c.balls.a, c.trace.rotateBack.a, rest.a),
    ball(s1, c.balls.b, c.trace.rotateBack.b, rest.b),
  ];
}
