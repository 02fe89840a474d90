'use client';
// The numbers under one side of a mistake demo, chosen by the demo: the first collision's momentum
// and energy, positions, how far past a wall, overlaps, the centre of mass. NaN reads "not a number".
import { Fragment, type ReactNode } from 'react';
import { useMessages } from '@/components/i18n/MessagesProvider';
import { format } from '@/lib/format';
import type { Vec } from '@/physics';
import type { Row } from './cases';
import type { MistakeClock } from './MistakeClock';
import styles from './mistakes.module.css';
import { wordsFor } from './verdict';

export function MistakeRows({ clock, side, frame }: { clock: MistakeClock; side: 0 | 1; frame: number }) {
  const messages = useMessages();
  const t = messages.mistakes;
  const r = t.rows;
  const track = clock.sides[side];
  const now = track.record(frame);
  const start = track.record(0);
  const balls = track.balls(frame);
  const first = track.balls(0);
  const { evidence: e } = now;
  const n = (value: number, decimals = 2) => wordsFor(value, t, decimals);
  const vec = (p: Vec) => (p.y === 0 ? n(p.x, 3) : `(${n(p.x, 3)}, ${n(p.y, 3)})`);
  const px = (value: number) => `${n(value, 1)}${messages.inputs.units.px}`;

  const rows: Record<Row, () => [string, ReactNode, string][]> = {
    'first-momentum': () => [
      [
        r.firstMomentum,
        e.first ? `${vec(e.first.before.momentum)} → ${vec(e.first.after.momentum)}` : r.noCollision,
        'first-momentum',
      ],
    ],
    'first-energy': () => [
      [
        r.firstEnergy,
        e.first
          ? `${n(e.first.before.kineticEnergy, 3)} → ${n(e.first.after.kineticEnergy, 3)}`
          : r.noCollision,
        'first-energy',
      ],
    ],
    'energy-now': () => [
      [r.energyNow, `${n(now.measure.kineticEnergy, 1)} (${n(start.measure.kineticEnergy, 1)})`, 'energy'],
    ],
    positions: () =>
      balls
        .slice(0, 4)
        .map((b, i) => [format(r.position, { i }), `(${n(b.x, 1)}, ${n(b.y, 1)})`, `ball${i}`]),
    line: () =>
      balls
        .slice(0, 4)
        .map((b, i) => [format(r.line, { i }), `${n(b.y, 1)} (${n(first[i]?.y ?? b.y, 1)})`, `line${i}`]),
    outside: () => [
      [r.outsideNow, now.measure.outside, 'outside'],
      [
        r.outsideMost,
        e.maxOutsideFrame === null
          ? px(0)
          : format(r.atFrame, { value: px(e.maxOutside), frame: e.maxOutsideFrame }),
        'outside-most',
      ],
    ],
    start: () => [
      [r.startOverlaps, start.measure.overlappingPairs, 'start-overlaps'],
      [r.startOutside, start.measure.outside, 'start-outside'],
    ],
    overlap: () => [
      [r.overlapNow, now.measure.overlappingPairs, 'overlapping'],
      [r.deepestNow, px(now.measure.maxPenetration), 'deepest'],
      [r.overlapAfter, px(e.overlapAfterCollision), 'overlap-after'],
    ],
    'centre-of-mass': () => [
      [
        r.centreOfMass,
        `${n(now.measure.centreOfMass.x, 1)} (${n(start.measure.centreOfMass.x, 1)})`,
        'centre-of-mass',
      ],
    ],
  };

  return (
    <dl className={`readout stuck-metrics ${styles.rows}`}>
      {clock.rows.flatMap((row) =>
        rows[row]().map(([label, value, key]) => (
          <Fragment key={key}>
            <dt>{label}</dt>
            <dd data-metric={key}>{value}</dd>
          </Fragment>
        )),
      )}
    </dl>
  );
}
