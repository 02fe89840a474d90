// A formula drawn to wrap: MathML pieces that break before + and − between terms and before
// "= result", the first carrying the whole spoken line and the others hidden from screen readers.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MathFormula } from '@/components/inspector/MathFormula';
import { equation, join, name, num, op, row, speak, term, times } from '@/components/inspector/math';

const maths = (html: string) => [...html.matchAll(/<math([^>]*)>(.*?)<\/math>/g)].map((m) => m.slice(1));
const text = (html: string) => html.replace(/<[^>]+>/g, '');

// p = m0·v0 + m1·v1, and with numbers: p = 2·(−3) + 1·1.5 = −4.5
const p = equation(
  name('p'),
  join('+', times(name('m', '0'), name('v', '0')), times(name('m', '1'), name('v', '1'))),
  join('+', times(num(2), term(-3)), times(num(1), num(1.5))),
  num(-4.5),
);

describe('MathFormula with wrap', () => {
  it('breaks the formula with numbers before each term and before its result', () => {
    const html = renderToStaticMarkup(<MathFormula expr={p.substituted} wrap />);
    const pieces = maths(html);
    expect(pieces.map(([, body]) => text(body ?? ''))).toEqual([
      'p=2.000·(−3.000)',
      '+1.000·1.500',
      '=−4.500',
    ]);
    expect(pieces[0]?.[0]).toContain(`aria-label="${speak(p.substituted)}"`);
    for (const [attributes] of pieces.slice(1)) expect(attributes).toContain('aria-hidden="true"');
    // the operator that starts a piece is spaced as between terms, not as a sign
    expect(pieces[1]?.[1]).toContain('<mo form="infix">+</mo>');
  });

  it('breaks the symbolic formula between its terms', () => {
    const pieces = maths(renderToStaticMarkup(<MathFormula expr={p.symbolic} wrap />));
    expect(pieces.map(([, body]) => text(body ?? ''))).toEqual(['p=m0·v0', '+m1·v1']);
  });

  it('keeps a formula with no place to break, and any formula without wrap, in one piece', () => {
    const short = row(name('x'), op('='), num(2));
    expect(maths(renderToStaticMarkup(<MathFormula expr={short} wrap />))).toHaveLength(1);
    expect(maths(renderToStaticMarkup(<MathFormula expr={p.substituted} />))).toHaveLength(1);
  });

  it('does not break after an operator (a sign is not a term)', () => {
    const signed = row(name('x'), op('='), row(op('-'), name('a'), op('+'), name('b')));
    const pieces = maths(renderToStaticMarkup(<MathFormula expr={signed} wrap />));
    expect(pieces.map(([, body]) => text(body ?? ''))).toEqual(['x=−a', '+b']);
  });
});
