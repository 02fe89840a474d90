'use client';
// The presenter view's large numbers: the last collision's momentum and kinetic energy before and
// after, per ball and for the pair, in two tables a room can read (24 CSS px and up). The pair's
// totals are the ones the world recorded (CollisionEvent.before/after); each ball's come from its
// velocities as the trace has them (collisionPair), through the physics' own measures.
import { useCallback } from 'react';
import { collisionPair, type PairBall } from '@/components/canvas/collisionPair';
import { useMessages } from '@/components/i18n/MessagesProvider';
import { useRun } from '@/components/widget/useRun';
import { format, formatSig } from '@/lib/format';
import { type Ball, kineticEnergy, momentum, type Vec } from '@/physics';
import { type RunSnapshot, select } from '@/run';
import styles from './presenter.module.css';
import type { SimulationClock } from './SimulationClock';

/** Three figures: what a room reads at a glance (the readouts keep four). */
const figures = (value: number) => formatSig(value, 3);
const vector = (v: Vec) => `(${figures(v.x)}, ${figures(v.y)})`;

/** A ball of the pair with one of its velocities, for the physics' measures. */
const moving = (ball: PairBall, v: Vec): Ball => ({
  x: 0,
  y: 0,
  radius: 1,
  mass: ball.mass,
  vx: v.x,
  vy: v.y,
});

export function PresenterNumbers({ clock, world = 0 }: { clock: SimulationClock; world?: number }) {
  const t = useMessages().presenter.numbers;
  const last = useRun(
    clock.player,
    useCallback((s: RunSnapshot) => select.lastCollision(s, world), [world]),
  );
  if (!last) {
    return (
      <div className={`presenter-numbers ${styles.numbers}`} data-testid="presenter-numbers">
        <p>{t.none}</p>
      </div>
    );
  }
  const pair = collisionPair(last);
  const rows = pair.map((ball) => ({
    name: format(t.ball, { n: ball.index }),
    before: moving(ball, ball.before),
    after: moving(ball, ball.after),
  }));
  const table = (
    caption: string,
    cell: (side: 'before' | 'after', row?: (typeof rows)[number]) => string,
  ) => (
    <table className={styles.table}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <td />
          <th scope="col">{t.before}</th>
          <th scope="col">{t.after}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name}>
            <th scope="row">{row.name}</th>
            <td>{cell('before', row)}</td>
            <td>{cell('after', row)}</td>
          </tr>
        ))}
        <tr className={styles.total}>
          <th scope="row">{t.total}</th>
          <td>{cell('before')}</td>
          <td>{cell('after')}</td>
        </tr>
      </tbody>
    </table>
  );
  return (
    <div className={`presenter-numbers ${styles.numbers}`} data-testid="presenter-numbers">
      <p className={styles.title}>{format(t.title, { i: last.i, j: last.j, frame: last.frame })}</p>
      {table(t.momentum, (side, row) => vector(row ? momentum([row[side]]) : last[side].momentum))}
      {table(t.energy, (side, row) => figures(row ? kineticEnergy([row[side]]) : last[side].kineticEnergy))}
    </div>
  );
}
