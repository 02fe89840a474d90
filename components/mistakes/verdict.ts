// The one-line judgement of a side of a mistake demo, from the evidence recorded up to the frame on
// screen: 'bad' when the mistake has shown itself, 'good' when it has not, 'waiting' before it can.
import { format, formatNumber, plural } from '@/lib/format';
import type { Messages } from '@/lib/i18n';
import type { MistakeClock } from './MistakeClock';

export interface Judgement {
  state: 'bad' | 'good' | 'waiting';
  text: string;
}

/** Changes smaller than this are rounding, not a mistake. */
const TOLERANCE = 1e-6;

/** A number for a sentence: two decimals, or the words for NaN. */
export function wordsFor(value: number, t: Messages['mistakes'], decimals = 2): string {
  return Number.isNaN(value) ? t.notANumber : formatNumber(value, decimals);
}

/** The verdict on one side at `frame` (a snapshot's): a function of the recording and the frame. */
export function judge(
  clock: MistakeClock,
  side: 0 | 1,
  frame: number,
  t: Messages['mistakes'],
  locale = 'en',
): Judgement {
  const track = clock.sides[side];
  const now = track.record(frame);
  const start = track.record(0);
  const e = now.evidence;
  const v = t.verdict;
  const bad = (text: string): Judgement => ({
    state: 'bad',
    text: e.haltedAt === null ? text : format(v.halted, { verdict: text, frame: e.haltedAt }),
  });
  const good = (text: string): Judgement => ({ state: 'good', text });
  const waiting = (): Judgement => ({ state: 'waiting', text: v.waiting });
  const n = (value: number) => wordsFor(value, t);

  switch (clock.verdict) {
    case 'conservation': {
      if (e.collisions === 0) return waiting();
      const broken = !(e.momentumChange <= TOLERANCE && e.energyChange <= TOLERANCE); // NaN is broken
      return broken
        ? bad(format(v.conservationBad, { dp: n(e.momentumChange), de: n(e.energyChange) }))
        : good(v.conservationGood);
    }
    case 'line': {
      const balls = track.balls(frame);
      const first = track.balls(0);
      const drift = balls.map((b, i) => Math.abs(b.y - (first[i]?.y ?? b.y)));
      const worst = drift.indexOf(Math.max(...drift));
      const d = drift[worst] ?? 0;
      return d > TOLERANCE ? bad(format(v.lineBad, { i: worst, d: n(d) })) : good(v.lineGood);
    }
    case 'nan':
      if (e.notANumberSince !== null) return bad(format(v.nanBad, { frame: e.notANumberSince }));
      return e.collisions === 0 ? waiting() : good(v.nanGood);
    case 'outside':
      return e.maxOutside > TOLERANCE
        ? bad(format(v.outsideBad, { frame: e.maxOutsideFrame ?? 0, d: n(e.maxOutside) }))
        : good(v.outsideGood);
    case 'start': {
      const { overlappingPairs, outside } = start.measure;
      return overlappingPairs > 0 || outside > 0
        ? bad(
            format(v.startBad, {
              pairs: format(plural(v.startPairs, overlappingPairs, locale), { count: overlappingPairs }),
              outside: format(plural(v.startOutside, outside, locale), { count: outside }),
            }),
          )
        : good(v.startGood);
    }
    case 'overlap-after':
      if (e.collisions === 0) return waiting();
      return e.overlapAfterCollision > TOLERANCE
        ? bad(
            format(v.overlapAfterBad, {
              d: n(e.overlapAfterCollision),
              start: n(start.measure.maxPenetration),
            }),
          )
        : good(v.overlapAfterGood);
    case 'centre-of-mass': {
      if (e.collisions === 0) return waiting();
      const d = Math.hypot(
        now.measure.centreOfMass.x - start.measure.centreOfMass.x,
        now.measure.centreOfMass.y - start.measure.centreOfMass.y,
      );
      return d > TOLERANCE ? bad(format(v.centreBad, { d: n(d) })) : good(v.centreGood);
    }
  }
}
