'use client';
// The balls of a small world as a table of number fields: the keyboard way to do what dragging
// does, and the place to set exact masses and velocities before predicting a collision.
import { useMessages } from '@/components/i18n/MessagesProvider';
import { NumberField } from '@/components/ui/NumberField';
import { useClockVersion } from '@/components/widget/useClockVersion';
import type { Ball } from '@/physics';
import { LIMITS } from '@/physics';
import type { BallEdit } from './SimulationCanvas';
import type { SimulationClock } from './SimulationClock';

const COLUMNS = ['mass', 'radius', 'x', 'y', 'vx', 'vy'] as const;

interface Props {
  clock: SimulationClock;
  onEdit: (edit: BallEdit) => void;
  error: string | null;
}

export function BallTable({ clock, onEdit, error }: Props) {
  const t = useMessages().simulation.table;
  useClockVersion(clock);
  const world = clock.worlds[0];
  if (!world) return null;
  const balls = world.balls();
  const rule = (key: (typeof COLUMNS)[number], ball: Ball) => {
    switch (key) {
      case 'mass':
        return { positive: true, min: LIMITS.mass.min, max: LIMITS.mass.max };
      case 'radius':
        return { positive: true, max: Math.min(world.width, world.height) / 2 };
      case 'x':
        return { min: ball.radius, max: world.width - ball.radius };
      case 'y':
        return { min: ball.radius, max: world.height - ball.radius };
      default:
        return { min: LIMITS.velocity.min, max: LIMITS.velocity.max };
    }
  };
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
                      {...rule(key, ball)}
                      onChange={(value) => onEdit({ index, ball: { ...ball, [key]: value } })}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </details>
  );
}
