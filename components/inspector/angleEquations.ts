// The angle method's own equations: it turns each vector as a speed and a direction, and turns back
// along θ and along the tangent θ + π/2 (physics/chapter/lineFrame.ts), so its angle, rotate and
// rotate back stages read differently from the other methods'.
import type { CollisionTrace } from '@/physics';
import {
  call,
  type Equation,
  type Expr,
  equation,
  int,
  join,
  name,
  num,
  op,
  row,
  sqrt,
  square,
  term,
  times,
} from './math';
import type { Inspection } from './stages';

/** θ + π/2: the tangent's direction, as the angle method writes it. */
const quarterOn = (theta: Expr) => join('+', theta, int('π/2'));

/** The angle method's angle: θ, and the tangent's direction its rotate back adds along. */
export function angleMethodAngle(t: CollisionTrace, tangent: { x: number; y: number }): Equation[] {
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
export function angleMethodRotate(c: Inspection, s0: string, s1: string, polar: Polars): Equation[] {
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
export function angleMethodBack(
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
