'use client';
// For lesson 7: source 004's drag-to-overlap demo. The reader pushes two balls into each other and
// presses Separate; one picture moves them by source 004's radius split, the other by the
// inverse-mass split, and each says how far each ball moved: <SeparateDemo title="…" />.
import { useId, useRef, useState } from 'react';
import { useMessages } from '@/components/i18n/MessagesProvider';
import { PanelHeading } from '@/components/ui/PanelHeading';
import type { Shortcuts } from '@/components/widget/keyboard';
import { WidgetFrame } from '@/components/widget/WidgetFrame';
import { format, formatNumber } from '@/lib/format';
import { type Ball, type PulledApart, pullApart, type Split } from '@/physics';
import styles from './figures.module.css';
import { SplitCanvas } from './SplitCanvas';

const WIDTH = 550;
const HEIGHT = 300;
/** Source 004's pair: a large ball in the middle and a smaller one 70 px to its left, overlapping.
 *  Mass follows the radius, as in the site's other figures, so the large ball is the heavy one. */
const START: readonly Ball[] = [
  { x: 275, y: 150, vx: 0, vy: 0, radius: 80, mass: 80 },
  { x: 205, y: 150, vx: 0, vy: 0, radius: 60, mass: 60 },
];
const SPLITS: readonly Split[] = ['radius', 'robust'];
const NO_SHORTCUTS: Shortcuts = [];

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

export function SeparateDemo({ title }: { title: string }) {
  const t = useMessages().figures.separate;
  const root = useRef<HTMLElement>(null);
  const [balls, setBalls] = useState<readonly Ball[]>(START);
  const [results, setResults] = useState<Record<Split, PulledApart> | null>(null);
  const [chosen, setChosen] = useState(0);
  const choice = useId();

  /** Moves one ball (kept inside the picture) from what a picture shows, and forgets the results. */
  const moveFrom = (shown: readonly Ball[], index: number, x: number, y: number) => {
    setBalls(
      shown.map((b, i) =>
        i === index
          ? { ...b, x: clamp(x, b.radius, WIDTH - b.radius), y: clamp(y, b.radius, HEIGHT - b.radius) }
          : b,
      ),
    );
    setResults(null);
  };
  const separate = () => {
    const [a, b] = balls as [Ball, Ball];
    setResults({ radius: pullApart(a, b, 'radius'), robust: pullApart(a, b, 'robust') });
  };
  const overlap = (START[0] as Ball).radius + (START[1] as Ball).radius - distance(balls);

  return (
    <WidgetFrame
      className={`compare separate-demo ${styles.separateDemo}`}
      title={title}
      shortcuts={NO_SHORTCUTS}
      root={root}
    >
      <p className="note">{t.keys}</p>
      <fieldset className="overlay-toggles">
        <legend>{t.ballToMove}</legend>
        {[t.heavy, t.light].map((name, index) => (
          <label key={name} className="inline-field">
            <input type="radio" name={choice} checked={chosen === index} onChange={() => setChosen(index)} />
            {name}
          </label>
        ))}
      </fieldset>
      <p className="note" data-metric="overlap" aria-live="polite">
        {overlap > 0 ? format(t.overlap, { overlap: formatNumber(overlap, 1) }) : t.apart}
      </p>
      <div className="time-controls">
        <button type="button" className="button button-primary" onClick={separate}>
          {t.separate}
        </button>
        <button
          type="button"
          className="button"
          onClick={() => {
            setBalls(START);
            setResults(null);
          }}
        >
          {t.startAgain}
        </button>
      </div>
      <div className="compare-grid">
        {SPLITS.map((split) => {
          const result = results?.[split] ?? null;
          const shown = result ? [result.a, result.b] : balls;
          return (
            <SplitPanel
              key={split}
              split={split}
              start={balls}
              result={result}
              onMove={(index, x, y) => moveFrom(shown, index, x, y)}
              onNudge={(dx, dy) => {
                const ball = shown[chosen] as Ball;
                moveFrom(shown, chosen, ball.x + dx, ball.y + dy);
              }}
            />
          );
        })}
      </div>
    </WidgetFrame>
  );
}

function distance(balls: readonly Ball[]): number {
  const [a, b] = balls as [Ball, Ball];
  return Math.hypot(b.x - a.x, b.y - a.y);
}

interface PanelProps {
  split: Split;
  start: readonly Ball[];
  result: PulledApart | null;
  onMove: (index: number, x: number, y: number) => void;
  onNudge: (dx: number, dy: number) => void;
}

function SplitPanel({ split, start, result, onMove, onNudge }: PanelProps) {
  const t = useMessages().figures.separate;
  const id = useId();
  const name = split === 'radius' ? t.radius : t.inverseMass;
  const after = result ? [result.a, result.b] : null;
  const [a, b] = (after ?? start) as [Ball, Ball];
  const n = (x: number) => formatNumber(x, 1);
  const moved = (ball: Ball, label: string, distance: number) =>
    format(t.moved, { ball: label, radius: ball.radius, mass: ball.mass, distance: n(distance) });
  return (
    <section
      className="compare-panel"
      aria-label={name}
      data-split={split}
      data-moved-heavy={result?.movedA}
      data-moved-light={result?.movedB}
    >
      <PanelHeading>{name}</PanelHeading>
      <SplitCanvas
        width={WIDTH}
        height={HEIGHT}
        start={start}
        after={after}
        label={name}
        describedBy={id}
        onMove={onMove}
        onNudge={onNudge}
      />
      <p id={id} className="visually-hidden">
        {format(t.alt, {
          split: name,
          a: t.heavy,
          b: t.light,
          ax: n(a.x),
          ay: n(a.y),
          bx: n(b.x),
          by: n(b.y),
        })}
      </p>
      {result ? (
        <ul className={`stuck-metrics ${styles.splitMoves}`} aria-live="polite">
          <li data-metric="moved-heavy">{moved(result.a, t.heavy, result.movedA)}</li>
          <li data-metric="moved-light">{moved(result.b, t.light, result.movedB)}</li>
        </ul>
      ) : (
        <p className="stuck-metrics">{t.notYet}</p>
      )}
    </section>
  );
}
