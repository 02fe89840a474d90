'use client';
// The balls of a small world as a values table: mass, radius, position and velocity (number fields
// while paused, the keyboard way to do what dragging does; plain values while playing), and each
// ball's momentum and kinetic energy, read only. Each field allows what ballLimits allows (the
// rule a drag and a shared link follow too); what only the whole start can say (a ball sticking
// out, two balls at one centre) comes back from onEdit. Under it, the last collision's pair before
// and after, read from its trace.
import { useState } from 'react';
import { collisionPair, type PairBall } from '@/components/canvas/collisionPair';
import { useMessages } from '@/components/i18n/MessagesProvider';
import { NumberField } from '@/components/ui/NumberField';
import { physicsProblemText, unitOf } from '@/components/ui/problemText';
import { useClock } from '@/components/widget/useClock';
import { format, formatSig } from '@/lib/format';
import { ballLimits, type PhysicsProblem } from '@/physics';
import type { LedgerRow, SimulationClock } from './SimulationClock';
import styles from './simulation.module.css';
import type { StartEdit } from './useStartEdits';

const COLUMNS = ['mass', 'radius', 'x', 'y', 'vx', 'vy'] as const;
const DERIVED = ['px', 'py', 'kineticEnergy'] as const;

interface Props {
  clock: SimulationClock;
  /** Applies the edit (the typed value kept exactly), or says why it cannot be shown. */
  onEdit: (edit: StartEdit) => PhysicsProblem | null;
}

export function BallTable({ clock, onEdit }: Props) {
  const messages = useMessages();
  const t = messages.simulation.table;
  const u = messages.instruments;
  const [problem, setProblem] = useState<PhysicsProblem | null>(null);
  useClock(clock);
  const world = clock.worlds[0];
  if (!world) return null;
  const balls = world.balls();
  const unit = (key: (typeof COLUMNS)[number] | (typeof DERIVED)[number]) => {
    if (key === 'mass') return u.units.mass;
    if (key === 'kineticEnergy') return u.units.energy;
    if (key === 'px' || key === 'py') return u.units.momentum;
    return key === 'vx' || key === 'vy' ? u.units.velocity : u.units.px;
  };
  const name = (key: (typeof COLUMNS)[number] | (typeof DERIVED)[number]) =>
    key === 'px' || key === 'py' || key === 'kineticEnergy' ? u.table[key] : t[key];
  const label = (key: (typeof COLUMNS)[number] | (typeof DERIVED)[number]) =>
    format(u.withUnit, { name: name(key), unit: unit(key) });
  const header = (key: (typeof COLUMNS)[number] | (typeof DERIVED)[number]) => (
    <th scope="col" key={key}>
      {name(key)} <span className="unit">{unit(key)}</span>
    </th>
  );
  const last = clock.ledger(0).at(-1);
  return (
    <details className={`ball-table ${styles.ballTable}`}>
      <summary>{t.title}</summary>
      <p className="note">{clock.playing ? u.table.playingNote : t.editNote}</p>
      <div className={styles.tableReflow}>
        <table>
          <thead>
            <tr>
              <th scope="col">{t.ball}</th>
              {COLUMNS.map(header)}
              {DERIVED.map(header)}
            </tr>
          </thead>
          <tbody>
            {balls.map((ball, index) => {
              const derived = {
                px: ball.mass * ball.vx,
                py: ball.mass * ball.vy,
                kineticEnergy: 0.5 * ball.mass * (ball.vx * ball.vx + ball.vy * ball.vy),
              };
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: a ball is its index in the world
                <tr key={index}>
                  <th scope="row">{`ball${index}`}</th>
                  {COLUMNS.map((key) => (
                    <td key={key} data-label={label(key)}>
                      {clock.playing ? (
                        formatSig(ball[key])
                      ) : (
                        <NumberField
                          hideLabel
                          label={format(messages.inputs.ballField, { ball: index, field: t[key] })}
                          value={ball[key]}
                          step={key === 'mass' || key === 'radius' ? 1 : 0.5}
                          {...ballLimits(ball.radius, world.width, world.height)[key]}
                          unit={unitOf(messages, key)}
                          onChange={(value) =>
                            setProblem(onEdit({ index, ball: { ...ball, [key]: value }, typed: key }))
                          }
                        />
                      )}
                    </td>
                  ))}
                  {DERIVED.map((key) => (
                    <td key={key} data-label={label(key)}>
                      {formatSig(derived[key])}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {problem && (
        <p className="field-error" role="alert">
          {format(t.invalid, { reason: physicsProblemText(messages, problem) })}
        </p>
      )}
      {last && <PairTable last={last} />}
    </details>
  );
}

/** The last collision's two balls, each before and after: velocity, momentum and kinetic energy. */
function PairTable({ last }: { last: LedgerRow }) {
  const messages = useMessages();
  const t = messages.simulation.table;
  const u = messages.instruments;
  const columns: [string, string, (b: PairBall, v: { x: number; y: number }) => number][] = [
    [t.vx, u.units.velocity, (_b, v) => v.x],
    [t.vy, u.units.velocity, (_b, v) => v.y],
    [u.table.px, u.units.momentum, (b, v) => b.mass * v.x],
    [u.table.py, u.units.momentum, (b, v) => b.mass * v.y],
    [u.table.kineticEnergy, u.units.energy, (b, v) => 0.5 * b.mass * (v.x * v.x + v.y * v.y)],
  ];
  return (
    <div className={styles.tableReflow}>
      <table data-testid="pair-values">
        <caption>{format(u.table.pairTitle, { frame: last.frame })}</caption>
        <thead>
          <tr>
            <th scope="col">{t.ball}</th>
            <th scope="col">{u.table.moment}</th>
            {columns.map(([label, unit]) => (
              <th scope="col" key={label}>
                {label} <span className="unit">{unit}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {collisionPair(last).flatMap((ball) =>
            (['before', 'after'] as const).map((side) => (
              <tr key={`${ball.index}-${side}`}>
                <th scope="row">{`ball${ball.index}`}</th>
                <td data-label={u.table.moment}>{u.pair[side]}</td>
                {columns.map(([label, unit, value]) => (
                  <td key={label} data-label={format(u.withUnit, { name: label, unit })}>
                    {formatSig(value(ball, ball[side]))}
                  </td>
                ))}
              </tr>
            )),
          )}
        </tbody>
      </table>
    </div>
  );
}
