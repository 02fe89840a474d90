'use client';
// The numbers of one stage, straight from the collision's trace (the same values the code used).
import { useMessages } from '@/components/i18n/MessagesProvider';
import { formatNumber } from '@/lib/format';
import type { CollisionTrace } from '@/physics';
import type { Stage } from './drawStage';

type Row = [name: string, value: string];

function rows(trace: CollisionTrace, stage: Stage, yes: string, no: string): Row[] {
  const n = (x: number) => formatNumber(x, 3);
  const { detect, angle, rotate, solve, separate, rotateBack } = trace;
  switch (stage) {
    case 'detect':
      return [
        ['dx', n(detect.dx)],
        ['dy', n(detect.dy)],
        ['dist', n(detect.dist)],
        ['r0 + r1', n(detect.radiiSum)],
        ['overlap', n(detect.overlap)],
      ];
    case 'angle':
      return [
        ['angle', `${n(angle.angle)} rad = ${formatNumber((angle.angle * 180) / Math.PI, 1)}°`],
        ['sin', n(angle.sin)],
        ['cos', n(angle.cos)],
      ];
    case 'rotate':
      return [
        ['x0, y0', `${n(rotate.pos0.x)}, ${n(rotate.pos0.y)}`],
        ['x1, y1', `${n(rotate.pos1.x)}, ${n(rotate.pos1.y)}`],
        ['vx0, vy0', `${n(rotate.vel0.x)}, ${n(rotate.vel0.y)}`],
        ['vx1, vy1', `${n(rotate.vel1.x)}, ${n(rotate.vel1.y)}`],
      ];
    case 'solve':
      return [
        ['vxTotal = vx0 − vx1', n(solve.vxTotal)],
        ['approaching', solve.approaching ? yes : no],
        ['new vx0', n(solve.vel0.x)],
        ['new vx1', n(solve.vel1.x)],
        ['vy0, vy1 (unchanged)', `${n(solve.vel0.y)}, ${n(solve.vel1.y)}`],
      ];
    case 'separate':
      return [
        ['x0 after', n(separate.pos0.x)],
        ['x1 after', n(separate.pos1.x)],
        ['gap x1 − x0', n(separate.pos1.x - separate.pos0.x)],
        ['r0 + r1', n(detect.radiiSum)],
      ];
    case 'rotate-back':
      return [
        ['ball0 x, y', `${n(rotateBack.a.x)}, ${n(rotateBack.a.y)}`],
        ['ball0 vx, vy', `${n(rotateBack.a.vx)}, ${n(rotateBack.a.vy)}`],
        ['ball1 x, y', `${n(rotateBack.b.x)}, ${n(rotateBack.b.y)}`],
        ['ball1 vx, vy', `${n(rotateBack.b.vx)}, ${n(rotateBack.b.vy)}`],
      ];
  }
}

export function StageValues({ trace, stage }: { trace: CollisionTrace; stage: Stage }) {
  const t = useMessages().stepper;
  return (
    <table className="readout-table stage-values">
      <caption>{t.values}</caption>
      <tbody>
        {rows(trace, stage, t.yes, t.no).map(([name, value]) => (
          <tr key={name}>
            <th scope="row">
              <code>{name}</code>
            </th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
