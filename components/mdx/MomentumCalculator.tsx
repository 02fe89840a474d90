'use client';
// Lesson 1's figure: two balls on a line whose masses and velocities the reader sets; arrows show
// each momentum p = m·v and the readout adds them up, so "momentum is a vector" can be seen.
import { useState } from 'react';
import { useMessages } from '@/components/i18n/MessagesProvider';
import { NumberField } from '@/components/ui/NumberField';
import { format, formatNumber } from '@/lib/format';
import { type Ball, kineticEnergy, momentum } from '@/physics';
import styles from './MomentumCalculator.module.css';

const WIDTH = 480;
const HEIGHT = 160;
const ARROW_SCALE = 10; // px of arrow per unit of momentum
/** What each field takes: masses are positive, velocities either way along the line. */
const RULES = { m: { min: 0.1, max: 100, step: 0.5 }, v: { min: -20, max: 20, step: 1 } } as const;
/** The fields in page order: ball0's mass and velocity, then ball1's. */
const FIELDS = [
  ['m', 0],
  ['v', 0],
  ['m', 1],
  ['v', 1],
] as const;

function ballAt(x: number, mass: number, vx: number): Ball {
  return { x, y: 55, vx, vy: 0, mass, radius: 12 + 8 * Math.sqrt(mass) };
}

export function MomentumCalculator({ m0 = 2, v0 = 3, m1 = 1, v1 = -4 }) {
  const t = useMessages().momentum;
  const [state, setState] = useState({ m0, v0, m1, v1 });
  const set = (key: keyof typeof state) => (value: number) => setState((s) => ({ ...s, [key]: value }));
  const balls = [ballAt(150, state.m0, state.v0), ballAt(330, state.m1, state.v1)];
  const [p0, p1] = balls.map((ball) => momentum([ball]).x) as [number, number];
  const total = momentum(balls);
  const summary = format(t.summary, {
    p0: formatNumber(p0),
    p1: formatNumber(p1),
    total: formatNumber(total.x),
  });

  return (
    <figure className={`widget ${styles.calculator}`} data-testid="momentum-calculator">
      <figcaption className="widget-title">{t.title}</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={summary}>
        {balls.map((ball, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the two balls never reorder
          <g key={i} className={i === 0 ? styles.ball0 : styles.ball1}>
            <circle cx={ball.x} cy={ball.y} r={ball.radius} />
            <text x={ball.x} y={ball.y + ball.radius + 16} textAnchor="middle">{`ball${i}`}</text>
            <Arrow x={ball.x} y={ball.y} length={(i === 0 ? p0 : p1) * ARROW_SCALE} />
          </g>
        ))}
        <g className={styles.total} data-part="total">
          <Arrow x={WIDTH / 2} y={128} length={total.x * ARROW_SCALE} />
          <text x={WIDTH / 2} y={148} textAnchor="middle">
            {t.totalArrow}
          </text>
        </g>
      </svg>
      <div className={styles.fields}>
        {FIELDS.map(([quantity, i]) => {
          const key = `${quantity}${i}` as const;
          const label = format(t.ofBall, { quantity: quantity === 'm' ? t.mass : t.velocity, i });
          return (
            <NumberField
              key={key}
              label={label}
              value={state[key]}
              onChange={set(key)}
              {...RULES[quantity]}
            />
          );
        })}
      </div>
      <dl className="readout" aria-live="polite">
        <dt>{t.momentum}</dt>
        <dd>
          {formatNumber(p0)} + {formatNumber(p1)} = <output>{formatNumber(total.x)}</output>
        </dd>
        <dt>{t.kineticEnergy}</dt>
        <dd>
          <output>{formatNumber(kineticEnergy(balls))}</output>
        </dd>
      </dl>
    </figure>
  );
}

/** A horizontal arrow from (x, y); nothing for zero length. The head is drawn, not a marker, so it
 *  takes the arrow's own colour. */
function Arrow({ x, y, length }: { x: number; y: number; length: number }) {
  if (length === 0) return null;
  const tip = x + length;
  const head = Math.sign(length) * Math.min(10, Math.abs(length));
  return (
    <g className={styles.arrow} data-part="arrow">
      <line x1={x} y1={y} x2={tip - head} y2={y} />
      <path d={`M${tip},${y} L${tip - head},${y - 6} L${tip - head},${y + 6} z`} />
    </g>
  );
}
