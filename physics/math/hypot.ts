// fdlibm's hypot (e_hypot.c, Sun Microsystems 1993; FreeBSD's msun for subnormal y), on IEEE-exact
// operations only. Math.hypot's
// algorithm is left to each engine (V8 sums scaled squares, others differ), so it is not the same bits
// everywhere. √(x² + y²) with the squares split in high and low parts so the sum's rounding stays
// below 1 ulp, scaled so that nothing overflows or underflows (nearly coincident centres, subnormal
// distances). Error below 1 ulp.
import { fromWords, highWord, lowWord, scalbn, withHighWord } from './bits';

const TWO_1022 = fromWords(0x7fd00000, 0);

export function hypot(x: number, y: number): number {
  let ha = highWord(x) & 0x7fffffff;
  let hb = highWord(y) & 0x7fffffff;
  let a = Math.abs(x);
  let b = Math.abs(y);
  if (hb > ha) {
    const t = a;
    a = b;
    b = t;
    const ht = ha;
    ha = hb;
    hb = ht;
  }
  if (ha - hb > 0x3c00000) return a + b; // a/b > 2⁶⁰: b does not count
  let k = 0;
  if (ha > 0x5f300000) {
    // a > 2⁵⁰⁰
    if (ha >= 0x7ff00000) {
      // Inf or NaN: ∞ wins over NaN
      let w = a + b;
      if (((ha & 0xfffff) | lowWord(a)) === 0) w = a;
      if (((hb ^ 0x7ff00000) | lowWord(b)) === 0) w = b;
      return w;
    }
    // scale a and b by 2⁻⁶⁰⁰
    ha -= 0x25800000;
    hb -= 0x25800000;
    k += 600;
    a = withHighWord(a, ha);
    b = withHighWord(b, hb);
  }
  if (hb < 0x20b00000) {
    // b < 2⁻⁵⁰⁰
    if (hb <= 0x000fffff) {
      // b subnormal or 0
      if ((hb | lowWord(b)) === 0) return a;
      b *= TWO_1022;
      a *= TWO_1022;
      k -= 1022;
      // FreeBSD's fix: fdlibm split a by its high word from before the scaling (1.01 ulp off)
      ha = highWord(a);
      hb = highWord(b);
    } else {
      // scale a and b by 2⁶⁰⁰
      ha += 0x25800000;
      hb += 0x25800000;
      k -= 600;
      a = withHighWord(a, ha);
      b = withHighWord(b, hb);
    }
  }
  const w = medium(a, b, ha, hb);
  return k === 0 ? w : scalbn(w, k);
}

/** √(a² + b²) for a ≥ b of moderate size; each square split where its parts multiply exactly. */
function medium(a: number, b: number, ha: number, hb: number): number {
  const w = a - b;
  if (w > b) {
    const t1 = fromWords(ha, 0); // a with its low word cleared
    const t2 = a - t1;
    return Math.sqrt(t1 * t1 - (b * -b - t2 * (a + t1)));
  }
  const a2 = a + a;
  const y1 = fromWords(hb, 0);
  const y2 = b - y1;
  const t1 = fromWords(ha + 0x00100000, 0); // 2a with its low word cleared
  const t2 = a2 - t1;
  return Math.sqrt(t1 * y1 - (w * -w - (t1 * y2 + t2 * b)));
}
