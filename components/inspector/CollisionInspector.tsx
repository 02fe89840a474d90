'use client';
// Lesson 4's inspector: one collision from a start the reader sets by dragging the two balls and their
// arrows (or typing the numbers); every stage follows. A start whose balls do not touch is explained
// in words, and the stages keep showing the last start that collided.
import { type ReactNode, useMemo, useState } from 'react';
import { useMessages } from '@/components/i18n/MessagesProvider';
import { NumberField } from '@/components/ui/NumberField';
import { format, formatValue } from '@/lib/format';
import { type Ball, collide, collisionEvent, type Method, type Separation } from '@/physics';
import { Inspector } from './Inspector';
import styles from './inspector.module.css';
import { StartCanvas } from './StartCanvas';
import type { Inspection } from './stages';

interface Props {
  title: string;
  a: Ball;
  b: Ball;
  method?: Method;
  separation?: Separation;
  /** The table the start is drawn on (default 480 × 360). */
  width?: number;
  height?: number;
  /** The listing whose regions are named after the stages (a <Listing region="collide" />). */
  children?: ReactNode;
}

type Start = readonly [Ball, Ball];

/** The collision of a start, or null when its balls do not touch. */
function inspect(start: Start, method?: Method, separation?: Separation): Inspection | null {
  const [a, b] = start;
  const result = collide(a, b, { method, separation });
  return result ? collisionEvent(0, 1, a, b, result) : null;
}

export function CollisionInspector({
  title,
  a,
  b,
  method,
  separation,
  width = 480,
  height = 360,
  children,
}: Props) {
  const t = useMessages().inspector;
  const [start, setStart] = useState<Start>(() => [a, b]);
  const [shown, setShown] = useState<Inspection | null>(() => inspect([a, b], method, separation));
  const current = useMemo(() => inspect(start, method, separation), [start, method, separation]);
  if (current && current !== shown) setShown(current); // the last start that collided stays on show

  const change = (index: number, ball: Ball) => setStart((s) => (index === 0 ? [ball, s[1]] : [s[0], ball]));
  if (!shown) {
    return (
      <div className="widget widget-error" role="alert">
        {t.notTouching}
      </div>
    );
  }
  const [s0, s1] = start;
  const n = formatValue;
  const canvasLabel = format(t.start.canvas, {
    x0: n(s0.x),
    y0: n(s0.y),
    vx0: n(s0.vx),
    vy0: n(s0.vy),
    x1: n(s1.x),
    y1: n(s1.y),
    vx1: n(s1.vx),
    vy1: n(s1.vy),
  });
  const apart = Math.hypot(s1.x - s0.x, s1.y - s0.y);
  return (
    <Inspector title={title} inspection={shown} listing={children}>
      <section className={styles.start} aria-label={t.start.title}>
        <p className="note">{t.start.hint}</p>
        <StartCanvas
          balls={start}
          width={width}
          height={height}
          label={canvasLabel}
          collision={current}
          onChange={change}
        />
        {!current && (
          <p className="field-error" role="alert">
            {format(t.start.notTouching, { dist: n(apart), radiiSum: n(s0.radius + s1.radius) })}
          </p>
        )}
        <details className={styles.startFields}>
          <summary>{t.start.fields}</summary>
          {start.map((ball, index) => (
            <fieldset key={index === 0 ? 'a' : 'b'} className={styles.startBall}>
              <legend>{format(t.start.ball, { n: index })}</legend>
              {(['x', 'y', 'vx', 'vy'] as const).map((field) => (
                <NumberField
                  key={field}
                  label={field}
                  value={ball[field]}
                  step={field.startsWith('v') ? 0.5 : 5}
                  min={field.startsWith('v') ? -100 : 0}
                  max={field.startsWith('v') ? 100 : field === 'x' ? width : height}
                  onChange={(value) => change(index, { ...ball, [field]: value })}
                />
              ))}
            </fieldset>
          ))}
        </details>
      </section>
    </Inspector>
  );
}
