'use client';
// The numbers of one stage, straight from the collision's event and trace (the values the code used),
// in the digits of the equations and the ledger (formatValue).
import { useMessages } from '@/components/i18n/MessagesProvider';
import { format, formatNumber, formatValueChange, formatValue as n } from '@/lib/format';
import type { Messages } from '@/lib/i18n';
import styles from './inspector.module.css';
import { separationOutcome, tangentsKept } from './stageClaims';
import type { Inspection, Stage } from './stages';

type Row = [name: string, value: string];

const xy = (x: number, y: number) => `${n(x)}, ${n(y)}`;

export function stageRows(
  c: Inspection,
  stage: Stage,
  m: Messages['inspector']['row'],
  yes: string,
  no: string,
): Row[] {
  const { detect, angle, rotate, solve, separate, rotateBack } = c.trace;
  const [i, j] = [c.i, c.j];
  const { a, b } = c.balls;
  switch (stage) {
    case 'contact': {
      const end = c.contact?.unbounced;
      if (!c.contact || !end) return [];
      const gap = Math.hypot(end.b.x - end.a.x, end.b.y - end.a.y);
      return [
        [m.time, n(c.contact.time)],
        [format(m.atContact, { n: i }), xy(a.x, a.y)],
        [format(m.atContact, { n: j }), xy(b.x, b.y)],
        [format(m.unbounced, { n: i }), xy(end.a.x, end.a.y)],
        [format(m.unbounced, { n: j }), xy(end.b.x, end.b.y)],
        [m.gapUnbounced, n(gap)],
        [`r${i} + r${j}`, n(detect.radiiSum)],
      ];
    }
    case 'detect':
      return [
        [`x${i}, y${i}`, xy(a.x, a.y)],
        [`x${j}, y${j}`, xy(b.x, b.y)],
        ['dx', n(detect.dx)],
        ['dy', n(detect.dy)],
        ['dist', n(detect.dist)],
        [`r${i} + r${j}`, n(detect.radiiSum)],
      ];
    case 'angle': {
      const theta: Row = ['θ', `${n(angle.angle)} rad = ${formatNumber((angle.angle * 180) / Math.PI, 1)}°`];
      // the angle method turns back along θ and along the tangent θ + π/2
      if (angle.tangent) return [theta, [m.tangentDirection, xy(angle.tangent.x, angle.tangent.y)]];
      return [theta, ['sin θ', n(angle.sin)], ['cos θ', n(angle.cos)]];
    }
    case 'rotate': {
      const { polar } = rotate;
      const speeds: Row[] = polar
        ? [
            [format(m.polar, { name: 'dx, dy' }), xy(polar.pos1.speed, polar.pos1.direction)],
            [format(m.polar, { name: `v${i}` }), xy(polar.vel0.speed, polar.vel0.direction)],
            [format(m.polar, { name: `v${j}` }), xy(polar.vel1.speed, polar.vel1.direction)],
          ]
        : [];
      return [
        ...speeds,
        [`x${i}′, y${i}′`, xy(rotate.pos0.x, rotate.pos0.y)],
        [`x${j}′, y${j}′`, xy(rotate.pos1.x, rotate.pos1.y)],
        [`vx${i}′, vy${i}′`, xy(rotate.vel0.x, rotate.vel0.y)],
        [`vx${j}′, vy${j}′`, xy(rotate.vel1.x, rotate.vel1.y)],
      ];
    }
    case 'solve': {
      if (c.trace.stick) {
        // both balls take the centre of mass velocity, both components
        return [
          [`m${i}, m${j}`, xy(a.mass, b.mass)],
          [format(m.tangentBefore, { name: `vx${i}′, vx${j}′` }), xy(rotate.vel0.x, rotate.vel1.x)],
          [format(m.tangentBefore, { name: `vy${i}′, vy${j}′` }), xy(rotate.vel0.y, rotate.vel1.y)],
          [format(m.common, { name: `vx${i}″ = vx${j}″` }), n(solve.vel0.x)],
          [format(m.common, { name: `vy${i}″ = vy${j}″` }), n(solve.vel0.y)],
        ];
      }
      const tangent = `vy${i}″, vy${j}″`;
      return [
        ['vxTotal', n(solve.vxTotal)],
        [m.approaching, solve.approaching ? yes : no],
        [`m${i}, m${j}`, xy(a.mass, b.mass)],
        [`vx${i}″`, n(solve.vel0.x)],
        [`vx${j}″`, n(solve.vel1.x)],
        [tangentsKept(c) ? format(m.unchanged, { name: tangent }) : tangent, xy(solve.vel0.y, solve.vel1.y)],
      ];
    }
    case 'separate': {
      const out = separationOutcome(c);
      return [
        [m.overlap, n(detect.overlap)],
        [`x${i}″`, n(separate.pos0.x)],
        [`x${j}″`, n(separate.pos1.x)],
        [format(m.centres, { name: `|x${j}″ − x${i}″|` }), n(out.distance)],
        [`r${i} + r${j}`, n(detect.radiiSum)],
        gapRow(m, out.gap),
      ];
    }
    case 'rest': {
      const moment = c.contact;
      if (!moment) return [];
      const { rest } = moment;
      return [
        [m.restTime, n(rest.time - moment.time)],
        [format(m.atEnd, { n: i }), xy(rest.a.x, rest.a.y)],
        [format(m.velocityAtEnd, { n: i }), xy(rest.a.vx, rest.a.vy)],
        [format(m.later, { n: i }), String(rest.laterA)],
        [format(m.atEnd, { n: j }), xy(rest.b.x, rest.b.y)],
        [format(m.velocityAtEnd, { n: j }), xy(rest.b.vx, rest.b.vy)],
        [format(m.later, { n: j }), String(rest.laterB)],
      ];
    }
    case 'rotate-back':
      return [
        [format(m.afterOf, { name: `x${i}, y${i}` }), xy(rotateBack.a.x, rotateBack.a.y)],
        [format(m.afterOf, { name: `vx${i}, vy${i}` }), xy(rotateBack.a.vx, rotateBack.a.vy)],
        [format(m.afterOf, { name: `x${j}, y${j}` }), xy(rotateBack.b.x, rotateBack.b.y)],
        [format(m.afterOf, { name: `vx${j}, vy${j}` }), xy(rotateBack.b.vx, rotateBack.b.vy)],
      ];
    case 'totals':
      return [
        [m.momentumBefore, xy(c.before.momentum.x, c.before.momentum.y)],
        [m.momentumAfter, xy(c.after.momentum.x, c.after.momentum.y)],
        [m.energyBefore, n(c.before.kineticEnergy)],
        [m.energyAfter, n(c.after.kineticEnergy)],
        [m.difference, formatValueChange(c.before.kineticEnergy, c.after.kineticEnergy)],
      ];
  }
}

/** The row after a separation, named by the number it shows: a gap, a touch (a gap or an overlap
 *  that rounds to 0.000, as the stage's sentence says), or an overlap left. */
function gapRow(m: Messages['inspector']['row'], gap: number): [string, string] {
  if (n(gap) === n(0)) return [m.touchingAfter, n(0)];
  return gap > 0 ? [m.gapAfter, n(gap)] : [m.overlapAfter, n(-gap)];
}

export function StageValues({ inspection, stage }: { inspection: Inspection; stage: Stage }) {
  const t = useMessages().inspector;
  return (
    <table className={`readout-table stage-values ${styles.values}`}>
      <caption>{t.values}</caption>
      <tbody>
        {stageRows(inspection, stage, t.row, t.yes, t.no).map(([name, value]) => (
          <tr key={name}>
            <th scope="row">{name}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
