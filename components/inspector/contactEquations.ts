// Exact contact's two extra stages: the moment of contact (where the pair would have been without
// the bounce) and the rest of the frame after it.
import {
  type Equation,
  type Expr,
  equation,
  int,
  join,
  name,
  num,
  op,
  pair,
  paren,
  row,
  times,
} from './math';
import { keptVelocity } from './stageClaims';
import type { Inspection } from './stages';

export function contactEquations(c: Inspection, s0: string, s1: string): Equation[] {
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

/**
 * Exact contact's rest of the frame: a ball that kept its new velocity is where that velocity took it,
 * P(end) = P(t) + v″·(end − t); one that changed course again is where the world shows it.
 */
export function restEquations(c: Inspection, s0: string, s1: string): Equation[] {
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
