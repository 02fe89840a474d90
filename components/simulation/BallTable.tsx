'use client';
// The balls of a small world as a values table: mass, radius, position and velocity (number fields
// while paused, the keyboard way to do what dragging does; plain values while playing), and each
// ball's momentum and kinetic energy, read only. Each field allows what ballLimits allows (the
// rule a drag and a shared link follow too); what only the whole start can say (a ball sticking
// out, two balls at one centre) comes back from onEdit. Under it, the last collision's pair before
// and after, read from its trace.
import { memo, useCallback, useRef, useState } from 'react';
import { collisionPair, type PairBall } from '@/components/canvas/collisionPair';
import { useMessages } from '@/components/i18n/MessagesProvider';
import { NumberField } from '@/components/ui/NumberField';
import { unitOf as fieldUnitOf, physicsProblemText } from '@/components/ui/problemText';
import { useRun } from '@/components/widget/useRun';
import { format, formatSig } from '@/lib/format';
import type { Messages } from '@/lib/i18n';
import { type Ball, ballLimits, type PhysicsProblem } from '@/physics';
import { type LedgerRow, select } from '@/run';
import type { SimulationClock } from './SimulationClock';
import styles from './simulation.module.css';
import { useOnScreen } from './useOnScreen';
import type { StartEdit } from './useStartEdits';

const COLUMNS = ['mass', 'radius', 'x', 'y', 'vx', 'vy'] as const;
const DERIVED = ['px', 'py', 'kineticEnergy'] as const;

interface Props {
  clock: SimulationClock;
  /** Applies the edit (the typed value kept exactly), or says why it cannot be shown. */
  onEdit: (edit: StartEdit) => PhysicsProblem | null;
}

type Column = (typeof COLUMNS)[number] | (typeof DERIVED)[number];

export function BallTable({ clock, onEdit }: Props) {
  const messages = useMessages();
  const t = messages.simulation.table;
  const u = messages.instruments;
  const [problem, setProblem] = useState<PhysicsProblem | null>(null);
  const [open, setOpen] = useState(false);
  const details = useRef<HTMLDetailsElement>(null);
  const shown = useRun(clock.player, select.whole, useOnScreen(details) && open);
  const edit = useCallback((e: StartEdit) => setProblem(onEdit(e)), [onEdit]);
  const world = shown.view.worlds[0];
  if (!world) return null;
  const { playing } = shown;
  const header = (key: Column) => (
    <th scope="col" key={key}>
      {columnName(messages, key)} <span className="unit">{unitOf(messages, key)}</span>
    </th>
  );
  const last = select.lastCollision(shown, 0);
  return (
    <details
      ref={details}
      className={`ball-table ${styles.ballTable}`}
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary>{t.title}</summary>
      <p className="note">{playing ? u.table.playingNote : t.editNote}</p>
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
            {select.ballsAt(shown, 0).map((ball, index) => (
              <BallRow
                // biome-ignore lint/suspicious/noArrayIndexKey: a ball is its index in the world
                key={index}
                index={index}
                {...ball}
                playing={playing}
                width={world.width}
                height={world.height}
                onEdit={edit}
              />
            ))}
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

function columnName(messages: Messages, key: Column): string {
  if (key === 'px' || key === 'py' || key === 'kineticEnergy') return messages.instruments.table[key];
  return messages.simulation.table[key];
}

function unitOf(messages: Messages, key: Column): string {
  const units = messages.instruments.units;
  if (key === 'mass') return units.mass;
  if (key === 'kineticEnergy') return units.energy;
  if (key === 'px' || key === 'py') return units.momentum;
  return key === 'vx' || key === 'vy' ? units.velocity : units.px;
}

interface RowProps extends Ball {
  index: number;
  playing: boolean;
  width: number;
  height: number;
  onEdit: (edit: StartEdit) => void;
}

/** One ball's row: its own numbers are its props, so a ball whose values did not change is not
 *  rendered again (a playing table re-reads every ball at each readout). */
const BallRow = memo(function BallRow({ index, playing, width, height, onEdit, ...ball }: RowProps) {
  const messages = useMessages();
  const u = messages.instruments;
  const derived = {
    px: ball.mass * ball.vx,
    py: ball.mass * ball.vy,
    kineticEnergy: 0.5 * ball.mass * (ball.vx * ball.vx + ball.vy * ball.vy),
  };
  const label = (key: Column) =>
    format(u.withUnit, { name: columnName(messages, key), unit: unitOf(messages, key) });
  return (
    <tr>
      <th scope="row">{`ball${index}`}</th>
      {COLUMNS.map((key) => (
        <td key={key} data-label={label(key)}>
          {playing ? (
            formatSig(ball[key])
          ) : (
            <NumberField
              hideLabel
              label={format(messages.inputs.ballField, {
                ball: index,
                field: messages.simulation.table[key],
              })}
              value={ball[key]}
              step={key === 'mass' || key === 'radius' ? 1 : 0.5}
              {...ballLimits(ball.radius, width, height)[key]}
              unit={fieldUnitOf(messages, key)}
              onChange={(value) => onEdit({ index, ball: { ...ball, [key]: value }, typed: key })}
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
});

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
