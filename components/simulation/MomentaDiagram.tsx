'use client';
// The momenta diagram: each ball's momentum arrow drawn tip to tail from one point, and the thick
// total arrow from that point to the last tip, for the moment before and after the last collision,
// side by side on one scale, so the class sees the total stay the same. Before any collision it
// shows the momenta now. Its text alternative reads every number.
import { useId } from 'react';
import { useMessages } from '@/components/i18n/MessagesProvider';
import { useRun } from '@/components/widget/useRun';
import { format, formatSig } from '@/lib/format';
import type { Vec } from '@/physics';
import { select } from '@/run';
import { momentaOfCollision, momentumOf, sum } from './momenta';
import type { SimulationClock } from './SimulationClock';
import styles from './simulation.module.css';

const SIZE = 160;
const PAD = 14;

type Arrows = { index: number; p: Vec }[];

export function MomentaDiagram({ clock, world = 0 }: { clock: SimulationClock; world?: number }) {
  const messages = useMessages();
  const t = messages.instruments.momenta;
  const textId = useId();
  const shown = useRun(clock.player, select.whole);
  if (!shown.view.worlds[world]) return null;
  const last = select.lastCollision(shown, world);
  const picture = last ? momentaOfCollision(last, select.lastCollisionFrame(shown, world)) : null;
  const panels: { moment: string; arrows: Arrows }[] = picture
    ? [
        { moment: format(t.before, { frame: last?.frame ?? 0 }), arrows: picture.before },
        { moment: format(t.after, { frame: last?.frame ?? 0 }), arrows: picture.after },
      ]
    : [
        {
          moment: t.now,
          arrows: select.ballsAt(shown, world).map((b, index) => ({ index, p: momentumOf(b) })),
        },
      ];

  // One scale and one origin for every panel: equal totals are equal arrows.
  const points = panels.flatMap(({ arrows }) => tipToTail(arrows));
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const [minX, maxX, minY, maxY] = [
    Math.min(0, ...xs),
    Math.max(0, ...xs),
    Math.min(0, ...ys),
    Math.max(0, ...ys),
  ];
  const span = Math.max(maxX - minX, maxY - minY, 1e-12);
  const k = (SIZE - 2 * PAD) / span;
  const origin = {
    x: PAD + (SIZE - 2 * PAD - (maxX - minX) * k) / 2 - minX * k,
    y: PAD + (SIZE - 2 * PAD - (maxY - minY) * k) / 2 - minY * k,
  };
  const at = (p: Vec) => ({ x: origin.x + p.x * k, y: origin.y + p.y * k });
  const n = (v: number) => formatSig(v);

  const lines = panels.map(({ moment, arrows }) => {
    const total = sum(arrows);
    const balls = arrows
      .map(({ index, p }) => format(t.ball, { i: index, x: n(p.x), y: n(p.y) }))
      .join(messages.site.listSeparator);
    return format(t.panel, { moment, balls, x: n(total.x), y: n(total.y) });
  });
  return (
    <figure className={styles.momenta} data-testid="momenta-diagram">
      <figcaption>{t.title}</figcaption>
      <div className={styles.momentaPanels} role="img" aria-labelledby={textId}>
        {panels.map(({ moment, arrows }) => {
          const tips = tipToTail(arrows);
          return (
            <svg key={moment} viewBox={`0 0 ${SIZE} ${SIZE + 18}`} aria-hidden="true">
              <text x={SIZE / 2} y={SIZE + 13} textAnchor="middle" className={styles.moment}>
                {moment}
              </text>
              <circle cx={origin.x} cy={origin.y} r={2.5} className={styles.origin} />
              {/* the total underneath, so the balls' arrows along it stay visible */}
              <Arrow from={origin} to={at(sum(arrows))} colour="var(--fg)" width={3.5} />
              {arrows.map(({ index }, a) => (
                <Arrow
                  key={index}
                  from={at(tips[a] ?? { x: 0, y: 0 })}
                  to={at(tips[a + 1] ?? { x: 0, y: 0 })}
                  colour={`var(--ball${index % 8})`}
                  width={2}
                />
              ))}
            </svg>
          );
        })}
      </div>
      <div id={textId} className="note" data-testid="momenta-text">
        {lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
      {picture && !picture.wholeSystem && last && (
        <p className="note">{format(t.pairOnly, { i: last.i, j: last.j })}</p>
      )}
      <p className="note">{t.note}</p>
    </figure>
  );
}

/** The points the arrows join, from the origin: 0, p0, p0 + p1, … */
function tipToTail(arrows: Arrows): Vec[] {
  const points: Vec[] = [{ x: 0, y: 0 }];
  for (const { p } of arrows) {
    const last = points.at(-1) as Vec;
    points.push({ x: last.x + p.x, y: last.y + p.y });
  }
  return points;
}

function Arrow({ from, to, colour, width }: { from: Vec; to: Vec; colour: string; width: number }) {
  const length = Math.hypot(to.x - from.x, to.y - from.y);
  if (length < 0.5) return null;
  const ux = (to.x - from.x) / length;
  const uy = (to.y - from.y) / length;
  const head = Math.min(9, length * 0.5);
  const bx = to.x - ux * head;
  const by = to.y - uy * head;
  return (
    <g stroke={colour} fill={colour}>
      <line x1={from.x} y1={from.y} x2={bx} y2={by} strokeWidth={width} />
      <polygon
        points={`${to.x},${to.y} ${bx - uy * head * 0.5},${by + ux * head * 0.5} ${bx + uy * head * 0.5},${by - ux * head * 0.5}`}
        strokeWidth={0}
      />
    </g>
  );
}
