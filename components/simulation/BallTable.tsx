'use client';
// The balls of a small world as a table of number fields: the keyboard way to do what dragging
// does, and the place to set exact masses and velocities before predicting a collision. Each field
// allows what ballLimits allows (the rule a drag and a shared link follow too); what only the
// whole start can say (a ball sticking out, two balls at one centre) comes back from onEdit.
import { useState } from 'react';
import { useMessages } from '@/components/i18n/MessagesProvider';
import { NumberField } from '@/components/ui/NumberField';
import { physicsProblemText, unitOf } from '@/components/ui/problemText';
import { useClockVersion } from '@/components/widget/useClockVersion';
import { format } from '@/lib/format';
import { ballLimits, type PhysicsProblem } from '@/physics';
import type { BallEdit } from './SimulationCanvas';
import type { SimulationClock } from './SimulationClock';

const COLUMNS = ['mass', 'radius', 'x', 'y', 'vx', 'vy'] as const;

interface Props {
  clock: SimulationClock;
  /** Applies the edit, or says why it cannot be shown. */
  onEdit: (edit: BallEdit) => PhysicsProblem | null;
}

export function BallTable({ clock, onEdit }: Props) {
  const messages = useMessages();
  const t = messages.simulation.table;
  const [problem, setProblem] = useState<PhysicsProblem | null>(null);
  useClockVersion(clock);
  const world = clock.worlds[0];
  if (!world) return null;
  const balls = world.balls();
  return (
    <details className="ball-table">
      <summary>{t.title}</summary>
      <p className="note">{t.editNote}</p>
      <div className="table-scroll">
        <table>
          <thead>
            <tr>
              <th scope="col">{t.ball}</th>
              {COLUMNS.map((key) => (
                <th scope="col" key={key}>
                  {t[key]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {balls.map((ball, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a ball is its index in the world
              <tr key={index}>
                <th scope="row">{`ball${index}`}</th>
                {COLUMNS.map((key) => (
                  <td key={key}>
                    <NumberField
                      hideLabel
                      label={`ball${index} ${t[key]}`}
                      value={Number(ball[key].toFixed(3))}
                      step={key === 'mass' || key === 'radius' ? 1 : 0.5}
                      {...ballLimits(ball.radius, world.width, world.height)[key]}
                      unit={unitOf(messages, key)}
                      onChange={(value) => setProblem(onEdit({ index, ball: { ...ball, [key]: value } }))}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {problem && (
        <p className="field-error" role="alert">
          {format(t.invalid, { reason: physicsProblemText(messages, problem) })}
        </p>
      )}
    </details>
  );
}
