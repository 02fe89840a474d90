// A small tree of mathematics, enough for the inspector's equations: names with subscripts and
// primes, numbers, operators, fractions, roots, squares, brackets and functions. MathFormula.tsx turns
// a tree into MathML for the eye; speak() turns it into one line of text for a screen reader. No math
// renderer ships to the browser: the tree is the whole of it.
import { formatValue } from '@/lib/format';

export type Expr =
  | { kind: 'name'; name: string; sub?: string; primes?: number }
  | { kind: 'num'; text: string }
  | { kind: 'op'; op: string }
  | { kind: 'row'; items: Expr[] }
  | { kind: 'frac'; num: Expr; den: Expr }
  | { kind: 'sqrt'; body: Expr }
  | { kind: 'square'; body: Expr }
  | { kind: 'paren'; body: Expr; abs?: boolean }
  | { kind: 'call'; fn: string; args: Expr[] };

/** An identifier: `v` with subscript `0` and one prime is v₀′. */
export const name = (n: string, sub?: string, primes = 0): Expr => ({ kind: 'name', name: n, sub, primes });
/** A number as the inspector shows it (formatValue): the same digits as its tables and the ledger. */
export const num = (value: number): Expr => ({ kind: 'num', text: formatValue(value) });
/** A number inside a product or sum: in brackets when negative, so 2·(−3.000) is not misread. */
export const term = (value: number): Expr => (value < 0 ? paren(num(value)) : num(value));
/** A small whole number of a formula itself (the 2 of 2m₁, the ½ of ½mv²): not a measured value. */
export const int = (text: string): Expr => ({ kind: 'num', text });
export const op = (o: string): Expr => ({ kind: 'op', op: o });
export const row = (...items: Expr[]): Expr => ({ kind: 'row', items });
export const frac = (n: Expr, d: Expr): Expr => ({ kind: 'frac', num: n, den: d });
export const sqrt = (body: Expr): Expr => ({ kind: 'sqrt', body });
export const square = (body: Expr): Expr => ({ kind: 'square', body });
export const paren = (body: Expr): Expr => ({ kind: 'paren', body });
export const abs = (body: Expr): Expr => ({ kind: 'paren', body, abs: true });
export const call = (fn: string, ...args: Expr[]): Expr => ({ kind: 'call', fn, args });
/** Operands joined by an operator: sum(a, b) is a + b; the operator is shown between each pair. */
export const join = (o: string, ...items: Expr[]): Expr =>
  row(...items.flatMap((item, k) => (k === 0 ? [item] : [op(o), item])));
/** A product written with a middle dot. */
export const times = (...items: Expr[]): Expr => join('·', ...items);
/** A pair of numbers (x, y). */
export const pair = (x: number, y: number): Expr => paren(join(',', num(x), num(y)));

/** One line of a stage's equations. */
export interface Equation {
  /** The formula: left side = right side. */
  symbolic: Expr;
  /** The same with the numbers in, = the result. */
  substituted: Expr;
  /** A word before the equation, for the totals: which moment it is about. */
  when?: 'before' | 'after';
}

/** lhs = formula, and lhs = numbers = result. */
export function equation(lhs: Expr, formula: Expr, numbers: Expr | null, result: Expr, eq = '='): Equation {
  return {
    symbolic: row(lhs, op(eq), formula),
    substituted: numbers ? row(lhs, op(eq), numbers, op('='), result) : row(lhs, op(eq), result),
  };
}

/** ′, ″ or ‴: the typographic primes, not repeated apostrophes. */
export const primes = (count = 0): string => ['', '′', '″', '‴'][count] ?? '′'.repeat(count);

/** The MathML operator of an op (a real minus sign; a middle dot for times). */
export const OPERATORS: Record<string, string> = { '-': '−', '*': '·' };

/** How a screen reader hears the operators that it might not say well on their own. */
const SPOKEN: Record<string, string> = { '·': ' × ', '=': ' = ', '<': ' < ', ',': ', ' };

/** The formula as one line of text: v₀′ = ((m₀ − m₁) × v₀ + …) ÷ (m₀ + m₁). */
export function speak(e: Expr): string {
  switch (e.kind) {
    case 'name':
      return `${e.name}${e.sub ?? ''}${primes(e.primes)}`;
    case 'num':
      return e.text;
    case 'op':
      return SPOKEN[e.op] ?? ` ${OPERATORS[e.op] ?? e.op} `;
    case 'row':
      return e.items.map(speak).join('');
    case 'frac':
      return `(${speak(e.num)}) ÷ (${speak(e.den)})`;
    case 'sqrt':
      return `√(${speak(e.body)})`;
    case 'square':
      return `${speak(e.body)}²`;
    case 'paren':
      return e.abs ? `|${speak(e.body)}|` : `(${speak(e.body)})`;
    case 'call':
      return `${e.fn}(${e.args.map(speak).join(', ')})`;
  }
}
