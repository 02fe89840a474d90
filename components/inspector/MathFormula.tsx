// One formula as MathML, which Chromium draws natively (MathML Core) and screen readers read; the
// spoken line from speak() is its accessible name. Built with createElement: React knows the MathML
// namespace, but its JSX types do not list the MathML tags.
import { createElement as h, type ReactNode } from 'react';
import styles from './inspector.module.css';
import { type Expr, OPERATORS, primes, speak } from './math';

function render(e: Expr, key?: number): ReactNode {
  switch (e.kind) {
    case 'name': {
      // the primes go with the name (x′₀), not in a superscript of their own, which would sit too high
      const base = h('mi', null, `${e.name}${primes(e.primes)}`);
      if (!e.sub) return h('mrow', { key }, base);
      return h('msub', { key }, base, h(/^\d+$/.test(e.sub) ? 'mn' : 'mi', null, e.sub));
    }
    case 'num':
      return h('mn', { key }, e.text);
    case 'op':
      return h('mo', { key }, OPERATORS[e.op] ?? e.op);
    case 'row':
      return h('mrow', { key }, e.items.map(render));
    case 'frac':
      return h('mfrac', { key }, render(e.num), render(e.den));
    case 'sqrt':
      return h('msqrt', { key }, render(e.body));
    case 'square':
      return h('msup', { key }, render(e.body), h('mn', null, '2'));
    case 'paren': {
      const [open, close] = e.abs ? ['|', '|'] : ['(', ')'];
      return h('mrow', { key }, h('mo', null, open), render(e.body), h('mo', null, close));
    }
    case 'call':
      return h(
        'mrow',
        { key },
        h('mi', null, e.fn),
        h('mo', null, '('),
        e.args.flatMap((a, k) => (k === 0 ? [render(a, k)] : [h('mo', { key: `c${k}` }, ','), render(a, k)])),
        h('mo', null, ')'),
      );
  }
}

const isOp = (item: Expr | undefined, ...ops: string[]) => item?.kind === 'op' && ops.includes(item.op);

/**
 * The pieces a formula `lhs = formula`, `lhs = numbers = result` or `lhs ← numbers = result` may
 * wrap between: before each + or − between its terms, and before "= result". Null when it has no
 * such place.
 */
function wrapPieces(e: Expr): Expr[][] | null {
  if (e.kind !== 'row') return null;
  const relation = e.items.findIndex((item) => isOp(item, '=', '←'));
  const last = e.items.findLastIndex((item) => isOp(item, '='));
  if (relation < 0) return null;
  const end = last > relation ? last : e.items.length;
  // the right side's own row is opened, so its terms can wrap too
  const flat = e.items.slice(0, end).flatMap((item) => (item.kind === 'row' ? item.items : [item]));
  const pieces: Expr[][] = [[]];
  flat.forEach((item, k) => {
    if (isOp(item, '+', '-') && k > 0 && flat[k - 1]?.kind !== 'op') pieces.push([]);
    pieces.at(-1)?.push(item);
  });
  if (end < e.items.length) pieces.push(e.items.slice(end));
  return pieces.length > 1 ? pieces : null;
}

/** A piece after a break: the operator it starts with keeps the spacing it has inside the formula
 *  (at the start of a row MathML would space it as a sign: +1.000). */
function continued(items: Expr[]): ReactNode {
  return h(
    'mrow',
    null,
    items.map((item, k) =>
      k === 0 && item.kind === 'op'
        ? h('mo', { key: k, form: 'infix' }, OPERATORS[item.op] ?? item.op)
        : render(item, k),
    ),
  );
}

/**
 * A formula. With `wrap`, an equation is MathML pieces that wrap (MathML does not break lines
 * itself): in a narrow column the terms of a long sum, and "= result", go to the next line instead
 * of out of sight. The first piece carries the whole formula's spoken line; the others are hidden
 * from screen readers, which hear the formula once.
 */
export function MathFormula({
  expr,
  display = false,
  wrap = false,
}: {
  expr: Expr;
  display?: boolean;
  wrap?: boolean;
}) {
  const pieces = wrap ? wrapPieces(expr) : null;
  if (!pieces)
    return h('math', { display: display ? 'block' : 'inline', 'aria-label': speak(expr) }, render(expr));
  return h(
    'span',
    { className: styles.mathWrap },
    pieces.map((items, k) =>
      h(
        'math',
        // the pieces of one formula, in order
        { key: k, ...(k === 0 ? { 'aria-label': speak(expr) } : { 'aria-hidden': 'true' }) },
        k === 0 ? render({ kind: 'row', items }) : continued(items),
      ),
    ),
  );
}
