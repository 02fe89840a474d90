// One formula as MathML, which Chromium draws natively (MathML Core) and screen readers read; the
// spoken line from speak() is its accessible name. Built with createElement: React knows the MathML
// namespace, but its JSX types do not list the MathML tags.
import { createElement as h, type ReactNode } from 'react';
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

export function MathFormula({ expr, display = false }: { expr: Expr; display?: boolean }) {
  return h('math', { display: display ? 'block' : 'inline', 'aria-label': speak(expr) }, render(expr));
}
